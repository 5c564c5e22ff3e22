import { describe, expect, it } from 'vitest'
import { DEFAULT_ERROR_TABLE } from './default-error-table'
import { LANGUAGE_PACKS } from './default-templates'
import { REPLY_LANGUAGE_CODES } from '../i18n/languages'
import { MAX_ERROR_TABLE_ENTRIES, MAX_ERROR_TEXT_CHARS } from './error-table'
import { MAX_AGENT_NAME_CHARS, MAX_TEMPLATE_CHARS, MAX_TEMPLATE_SET_CHARS, TEMPLATE_KEYS } from './templates'
import { LEGACY_TEMPLATE_KEYS } from './templates-migration'
import {
  EMPTY_REPLY_TEMPLATES,
  REPLY_TEMPLATES_FILE_FORMAT,
  replyTemplatesFile,
  replyTemplatesFileSchema,
  replyTemplatesSchema,
  teamTemplatesFileSchema,
} from './templates-schema'

function firstMessage(value: unknown): string {
  const result = replyTemplatesSchema.safeParse(value)
  expect(result.success).toBe(false)
  return result.error?.issues[0]?.message ?? ''
}

/** Languages whose boxes (full ones, one language after another) hold `total` characters. */
function languagesOf(total: number): Record<string, Record<string, string>> {
  const languages: Record<string, Record<string, string>> = {}
  let left = total
  for (const code of REPLY_LANGUAGE_CODES)
    for (const key of TEMPLATE_KEYS) {
      if (left === 0) return languages
      const text = 'x'.repeat(Math.min(left, MAX_TEMPLATE_CHARS))
      languages[code] = { ...languages[code], [key]: text }
      left -= text.length
    }
  return languages
}

const OVER_TOTAL = `all templates together are at most ${MAX_TEMPLATE_SET_CHARS} characters`

describe('replyTemplatesSchema', () => {
  it('accepts the empty set settings start from: no language changed, no table, no name', () => {
    expect(EMPTY_REPLY_TEMPLATES).toStrictEqual({ languages: {} })
    expect(replyTemplatesSchema.parse(EMPTY_REPLY_TEMPLATES)).toStrictEqual(EMPTY_REPLY_TEMPLATES)
  })

  it('takes a box left undefined (as a draft object holds it) as no text', () => {
    const set = {
      languages: { en: { greeting: undefined, closing: 'Bye' } },
      shared: { signature: undefined },
    }
    expect(replyTemplatesSchema.parse(set)).toEqual({ languages: { en: { closing: 'Bye' } }, shared: {} })
  })

  it('accepts a set of exactly its total, and refuses one character more', () => {
    expect(replyTemplatesSchema.safeParse({ languages: languagesOf(MAX_TEMPLATE_SET_CHARS) }).success).toBe(
      true,
    )
    expect(firstMessage({ languages: languagesOf(MAX_TEMPLATE_SET_CHARS + 1) })).toBe(OVER_TOTAL)
  })

  it('keeps the agent’s name trimmed', () => {
    expect(replyTemplatesSchema.parse({ languages: {}, agentName: '  Sam Lee  ' }).agentName).toBe('Sam Lee')
  })

  it.each([
    [
      'a name over its limit',
      { agentName: 'x'.repeat(MAX_AGENT_NAME_CHARS + 1) },
      `your name is at most ${MAX_AGENT_NAME_CHARS} characters`,
    ],
    ['a name on two lines', { agentName: 'Sam\nLee' }, 'your name is one line, without control characters'],
    [
      'an error entry over its limit',
      { errorTable: [{ contains: 'x'.repeat(MAX_ERROR_TEXT_CHARS + 1), means: 'checking' }] },
      `an error table entry is at most ${MAX_ERROR_TEXT_CHARS} characters`,
    ],
  ])('refuses %s, saying why', (_what, fields, message) => {
    expect(firstMessage({ languages: {}, ...fields })).toBe(message)
  })

  it('accepts an empty set and a partial one: what is missing uses the default', () => {
    expect(replyTemplatesSchema.parse({ languages: {} })).toEqual({ languages: {} })
    const partial = {
      languages: { de: { greeting: 'Moin,', 'send.trade_hold': '{name}: Handelszurückhaltung.' } },
      shared: { signature: '{agent_name}' },
      errorTable: [{ contains: 'private', means: 'inventory_private' }],
      agentName: 'Sam',
    }
    expect(replyTemplatesSchema.parse(partial)).toEqual(partial)
  })

  it('refuses a template over its limit, saying the limit', () => {
    expect(firstMessage({ languages: { en: { greeting: 'x'.repeat(MAX_TEMPLATE_CHARS + 1) } } })).toBe(
      `a template is at most ${MAX_TEMPLATE_CHARS} characters`,
    )
  })

  it('refuses a set over its total, saying the total', () => {
    const full = Object.fromEntries(TEMPLATE_KEYS.map((key) => [key, 'x'.repeat(MAX_TEMPLATE_CHARS)]))
    const set = { languages: Object.fromEntries(REPLY_LANGUAGE_CODES.map((code) => [code, full])) }
    expect(TEMPLATE_KEYS.length * REPLY_LANGUAGE_CODES.length * MAX_TEMPLATE_CHARS).toBeGreaterThan(
      MAX_TEMPLATE_SET_CHARS,
    )
    expect(firstMessage(set)).toBe(`all templates together are at most ${MAX_TEMPLATE_SET_CHARS} characters`)
  })

  it.each([
    ['C1 next line', '\u0085'],
    ['C1 control sequence introducer', '\u009b'],
  ])('R11: refuses a template holding a %s', (_what, char) => {
    expect(firstMessage({ languages: { en: { closing: `Thanks${char}` } } })).toBe(
      'a template may hold line breaks and tabs, but no other control characters',
    )
  })

  it.each([
    ['right-to-left override', '\u202e'],
    ['first strong isolate', '\u2068'],
    ['tag letter', '\u{e0041}'],
    ['unpaired surrogate', '\ud800'],
    ['zero-width space', '\u200b'],
    ['left-to-right mark', '\u200e'],
    ['right-to-left mark', '\u200f'],
    ['Arabic letter mark', '\u061c'],
    ['byte order mark', '\ufeff'],
    ['soft hyphen', '\u00ad'],
    ['word joiner', '\u2060'],
    ['combining grapheme joiner', '\u034f'],
    ['Hangul filler', '\u3164'],
    ['variation selector 17', '\u{e0100}'],
    ['private-use character', '\ue000'],
    ['supplementary private-use character', '\u{f0000}'],
    ['braille blank', '\u2800'],
  ])('R5-7: refuses a template holding a %s, naming it and where', (_what, char) => {
    const code = `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`
    expect(firstMessage({ languages: { en: { closing: `Thanks${char}` } } })).toBe(
      `a template may not hold characters that show nothing or turn text around: ${code} at character 7`,
    )
    expect(firstMessage({ languages: {}, shared: { greeting: `Hi ${char}{customer_name}` } })).toContain(code)
  })

  it('R5-7: refuses a team file whose greeting holds the composer’s private-use tokens', () => {
    const file = replyTemplatesFile({ languages: {}, shared: { greeting: 'Hello \ue0002\ue001,' } }, 4)
    const read = teamTemplatesFileSchema.safeParse(file)
    expect(read.success).toBe(false)
    expect(read.error?.issues[0]?.message).toMatch(/U\+E000 at character 7/)
    expect(replyTemplatesFileSchema.safeParse(file).success).toBe(false)
  })

  it('R11: keeps joiners, emoji and every script a lead writes in', () => {
    for (const text of [
      'Спасибо 👍',
      '谢谢！',
      'Obrigado 👨\u200d👩\u200d👧',
      'می\u200cخواهم',
      'Thanks ❤\ufe0f',
    ]) {
      expect(replyTemplatesSchema.safeParse({ languages: { en: { closing: text } } }).success).toBe(true)
    }
  })

  it('keeps line breaks, reads Windows ones as plain, refuses other control characters', () => {
    expect(replyTemplatesSchema.parse({ languages: { en: { closing: 'Thanks,\r\nTeam\rB' } } })).toEqual({
      languages: { en: { closing: 'Thanks,\nTeam\nB' } },
    })
    expect(firstMessage({ languages: { en: { closing: 'Thanks\u001b[31m' } } })).toMatch(/control characters/)
  })

  it('refuses an unknown language, box or meaning, and an error entry with no text', () => {
    expect(replyTemplatesSchema.safeParse({ languages: { fr: {} } }).success).toBe(false)
    expect(replyTemplatesSchema.safeParse({ languages: { en: { greting: 'Hi' } } }).success).toBe(false)
    expect(
      replyTemplatesSchema.safeParse({ languages: {}, errorTable: [{ contains: 'x', means: 'guess' }] })
        .success,
    ).toBe(false)
    expect(firstMessage({ languages: {}, errorTable: [{ contains: '  ', means: 'checking' }] })).toMatch(
      /needs the text the error contains/,
    )
    expect(replyTemplatesSchema.safeParse(null).success).toBe(false)
  })
})

describe('a set saved by the first version', () => {
  const legacy = {
    en: {
      greeting: 'Hi,',
      send_trade_hold: 'Hold on {name}.',
      send_steam_unavailable: 'Steam down for {name}.',
      send_other_error: 'Check your inventory for {name}.',
      accept_trade_hold: 'Hold {name}.',
      accept_resend: 'Resend {name}.',
      accept_error: 'Problem {name}.',
      unavailable: 'Stopped {name}.',
      trade_accepted: 'Done {name}.',
    },
    de: { closing: 'Tschüss' },
  }

  it('keeps every edit, each old box in its closest new one', () => {
    expect(replyTemplatesSchema.parse(legacy)).toEqual({
      languages: {
        en: {
          greeting: 'Hi,',
          'send.trade_hold': 'Hold on {name}.',
          'send.steam_down': 'Steam down for {name}.',
          'send.checking': 'Check your inventory for {name}.',
          'accept.trade_hold': 'Hold {name}.',
          'accept.steam_down': 'Resend {name}.',
          'accept.checking': 'Problem {name}.',
          'stopped.checking': 'Stopped {name}.',
          trade_accepted: 'Done {name}.',
        },
        de: { closing: 'Tschüss' },
      },
    })
  })

  it('maps every old box to a box of today, never to "needs your choice"', () => {
    for (const target of Object.values(LEGACY_TEMPLATE_KEYS)) {
      expect(TEMPLATE_KEYS).toContain(target)
      expect(target).not.toMatch(/needs_choice/)
    }
  })

  it('reads an exported file of the first version the same way', () => {
    const file = {
      format: REPLY_TEMPLATES_FILE_FORMAT,
      version: 1,
      templates: { ru: { accept_error: 'Ошибка {id}' } },
    }
    expect(replyTemplatesFileSchema.parse(file)).toEqual({
      languages: { ru: { 'accept.checking': 'Ошибка {id}' } },
    })
  })
})

describe('replyTemplatesFileSchema', () => {
  it('reads back what Export… writes, without the agent’s own name', () => {
    const set = {
      languages: { ru: { closing: 'Спасибо' } },
      shared: { greeting: 'Hi {customer_name},' },
      errorTable: DEFAULT_ERROR_TABLE.slice(0, 3),
      agentName: 'Sam',
    }
    const { agentName: _own, ...team } = set
    expect(replyTemplatesFileSchema.parse(replyTemplatesFile(set))).toEqual(team)
  })

  it('reads a file as it is written on disk, tagged with its format', () => {
    const file = {
      format: 'catalog-browser-reply-templates',
      version: 2,
      templates: { en: { closing: 'Bye' } },
    }
    expect(replyTemplatesFileSchema.parse(file)).toEqual({ languages: { en: { closing: 'Bye' } } })
    expect(teamTemplatesFileSchema.parse({ ...file, setVersion: 3 })).toEqual({
      setVersion: 3,
      set: { languages: { en: { closing: 'Bye' } } },
    })
  })

  it('refuses a file whose error table is over its limit, saying the limit', () => {
    const errorTable = Array.from({ length: MAX_ERROR_TABLE_ENTRIES + 1 }, (_, index) => ({
      contains: `failure ${index}`,
      means: 'checking',
    }))
    const file = { format: REPLY_TEMPLATES_FILE_FORMAT, version: 2, templates: {}, errorTable }
    expect(replyTemplatesFileSchema.safeParse(file).error?.issues[0]?.message).toBe(
      `the error table has at most ${MAX_ERROR_TABLE_ENTRIES} entries`,
    )
  })

  it.each([
    ['Import…', replyTemplatesFileSchema],
    ['Team templates from', teamTemplatesFileSchema],
  ])('as read for %s, accepts a file of exactly the total and refuses one character more', (_use, schema) => {
    const file = (total: number) => ({
      format: REPLY_TEMPLATES_FILE_FORMAT,
      version: 2,
      templates: languagesOf(total),
    })
    expect(schema.safeParse(file(MAX_TEMPLATE_SET_CHARS)).success).toBe(true)
    expect(schema.safeParse(file(MAX_TEMPLATE_SET_CHARS + 1)).error?.issues[0]?.message).toBe(OVER_TOTAL)
  })

  it('refuses another JSON file, or a later version', () => {
    expect(replyTemplatesFileSchema.safeParse({ en: {} }).success).toBe(false)
    expect(
      replyTemplatesFileSchema.safeParse({ format: REPLY_TEMPLATES_FILE_FORMAT, version: 3, templates: {} })
        .success,
    ).toBe(false)
  })
})

describe('the default templates as a stored set', () => {
  it('fit the bounds: a lead may save or export every default of every language unchanged', () => {
    const languages = Object.fromEntries(
      REPLY_LANGUAGE_CODES.map((code) => [code, { ...LANGUAGE_PACKS[code].templates }]),
    )
    expect(replyTemplatesSchema.parse({ languages, errorTable: DEFAULT_ERROR_TABLE })).toEqual({
      languages,
      errorTable: DEFAULT_ERROR_TABLE,
    })
  })
})
