import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { describe, expect, it } from 'vitest'
import { APP_LANGUAGE_CODES } from './app-languages'
import { MESSAGE_CATALOGS } from './message-catalogs'
import en from './messages/en.json'

const CATALOGS: Readonly<Record<string, Readonly<Record<string, string>>>> = MESSAGE_CATALOGS

/** Messages a language writes as English does: the product's name, and words it borrowed. */
const SAME_AS_ENGLISH: Readonly<Record<string, readonly string[]>> = {
  'app.name': APP_LANGUAGE_CODES,
  'menu.zoom': ['es', 'pt-BR'],
  // Only a status code: "HTTP 503" in every language.
  'error.redirect.status': APP_LANGUAGE_CODES,
  // The usual button label, and German's own word for a version.
  'dialog.ok': ['de', 'pt-BR'],
  'aboutDialog.version': ['de'],
  // Portuguese says "item" too.
  'watch.notify.changed': ['pt-BR'],
  'watch.notify.now': ['pt-BR'],
  'watch.notify.unnamed': ['pt-BR'],
  'detail.summary.item': ['pt-BR'],
  'table.unreadable.item': ['pt-BR'],
  'items.unreadable.firstItem': ['pt-BR'],
  // The same word in these languages, and Steam's own (Hash).
  'detail.term.status': ['de', 'pt-BR'],
  'detail.term.error': ['es'],
  'detail.term.hash': ['de', 'es', 'pt-BR'],
  // The key as its keyboards print it: Ctrl, but Strg on German ones.
  'lookup.openItem.shortcut': ['es', 'pt-BR', 'ru', 'zh-CN'],
  // Punctuation alone around a language and its changed boxes: only Chinese writes it otherwise.
  'templates.import.line': ['de', 'es', 'pt-BR', 'ru'],
  'templates.import.boxSeparator': ['de', 'es', 'pt-BR', 'ru'],
  'replyTools.ask.idSeparator': ['de', 'es', 'pt-BR', 'ru'],
  // Portuguese and Chinese quote with the same marks, and German says "Name" too.
  'filters.quoted': ['pt-BR', 'zh-CN'],
  'table.column.name': ['de'],
  'items.header.demo': ['de'],
  // Steam's own "App ID", as Russian Steam users write it: "ID приложения" breaks in the column.
  'table.column.appId': ['ru'],
  // "ID" is what every one of these languages writes.
  'table.column.id': APP_LANGUAGE_CODES,
  // A status the app does not know is shown as the catalog sent it, in every language.
  'status.unknown': APP_LANGUAGE_CODES,
  // A group's name and its count, and a time field with its zone: only Chinese writes them otherwise.
  'lookup.groups.chip': APP_LANGUAGE_CODES,
  'lookup.text.inZone': ['de', 'es', 'pt-BR', 'ru'],
  // German and Portuguese say "Link" too.
  'lookup.text.link': ['de', 'pt-BR'],
  // German IT says "Staging" for a staging environment; "Testumgebung" would be another thing.
  'environment.staging': ['de'],
  // A policy's value as written in its file, then its name in parentheses: only Chinese writes them otherwise.
  'policy.namedValue': ['de', 'es', 'pt-BR', 'ru'],
}

/** What a message asks of its caller: each argument with its kind, and each rich-text tag. */
function signature(elements: readonly MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    switch (element.type) {
      case TYPE.argument:
        into.add(`${element.value}:text`)
        break
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        into.add(`${element.value}:${TYPE[element.type]}`)
        break
      case TYPE.plural:
      case TYPE.select:
        into.add(`${element.value}:${TYPE[element.type]}`)
        for (const option of Object.values(element.options)) signature(option.value, into)
        break
      case TYPE.tag:
        into.add(`<${element.value}>`)
        signature(element.children, into)
        break
      default:
        break
    }
  }
  return into
}

/** Every plural in a message, with the categories it words (`=0`-style exact matches aside). */
function pluralsIn(elements: readonly MessageFormatElement[], into: string[][] = []): string[][] {
  for (const element of elements) {
    if (element.type === TYPE.plural) {
      into.push(Object.keys(element.options).filter((key) => !key.startsWith('=')))
      for (const option of Object.values(element.options)) pluralsIn(option.value, into)
    } else if (element.type === TYPE.select) {
      for (const option of Object.values(element.options)) pluralsIn(option.value, into)
    } else if (element.type === TYPE.tag) pluralsIn(element.children, into)
  }
  return into
}

describe('the message catalogs', () => {
  it('has one catalog per app language', () => {
    expect(Object.keys(CATALOGS).sort()).toStrictEqual([...APP_LANGUAGE_CODES].sort())
  })

  it.each(Object.keys(CATALOGS))('%s has exactly the ids of English', (language) => {
    expect(Object.keys(CATALOGS[language] ?? {}).sort()).toStrictEqual(Object.keys(en).sort())
  })

  it.each(Object.keys(CATALOGS))('every %s message parses and asks for what English asks for', (language) => {
    for (const [id, message] of Object.entries(CATALOGS[language] ?? {})) {
      const english = en[id as keyof typeof en]
      expect({ id, signature: [...signature(parse(message))].sort() }).toStrictEqual({
        id,
        signature: [...signature(parse(english))].sort(),
      })
    }
  })

  it.each(Object.keys(CATALOGS))('every %s plural words each category its language has', (language) => {
    const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories
    const plurals = Object.entries(CATALOGS[language] ?? {}).flatMap(([id, message]) =>
      pluralsIn(parse(message)).map((categories) => ({ id, categories: [...categories].sort() })),
    )
    expect(plurals.length).toBeGreaterThan(0)
    for (const { id, categories } of plurals) {
      expect({ id, missing: needed.filter((category) => !categories.includes(category)) }).toStrictEqual({
        id,
        missing: [],
      })
    }
  })

  // Both boxes are on the items screen while a bulk lookup is open: one name would leave a
  // screen reader (and a test finding a box by its name) unable to tell them apart.
  it.each(Object.keys(CATALOGS))('%s names the open-item box and the bulk lookup box apart', (language) => {
    const catalog = CATALOGS[language] ?? {}
    expect(catalog['lookup.idsLabel']).not.toBe(catalog['detail.term.itemId'])
  })

  it.each(Object.keys(CATALOGS).filter((language) => language !== 'en'))(
    'no %s message is left empty or in English (proper names aside)',
    (language) => {
      const catalog = CATALOGS[language] ?? {}
      const untranslated = Object.entries(catalog).filter(
        ([id, message]) =>
          message.trim() === '' ||
          (message === en[id as keyof typeof en] && !SAME_AS_ENGLISH[id]?.includes(language)),
      )
      expect(untranslated).toStrictEqual([])
    },
  )
})
