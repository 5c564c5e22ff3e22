import { describe, expect, it } from 'vitest'
import { KNOWN_STATUSES } from '../../catalog/status'
import { REPLY_LANGUAGE_CODES, type ReplyLanguage } from '../../i18n/languages'
import { placeholderScope, unknownPlaceholders, usedPlaceholders } from '../placeholders'
import { SITUATIONS, type ReplyPromise } from '../situations'
import { TEMPLATE_KEYS } from '../templates'
import { LANGUAGE_PACKS } from '.'

/**
 * Words that make a promise, per language. A situation that does not make the promise must
 * not use them in any language: "shortly" with a trade hold, "accept" while nothing waits.
 */
const PROMISE_WORDS: Readonly<Record<ReplyLanguage, Partial<Record<ReplyPromise, readonly string[]>>>> = {
  en: { offer_soon: ['soon', 'shortly', 'in a moment'], offer_exists: ['accept', 'accepting'] },
  de: {
    offer_soon: ['bald', 'in Kürze', 'gleich', 'demnächst', 'umgehend'],
    offer_exists: ['annehmen', 'nehmen Sie es an', 'akzeptieren', 'bestätigen'],
  },
  es: { offer_soon: ['pronto', 'en breve', 'enseguida'], offer_exists: ['acéptela', 'aceptar', 'acepte'] },
  'pt-BR': { offer_soon: ['em breve', 'logo', 'já já'], offer_exists: ['aceite-a', 'aceitar', 'aceite'] },
  ru: {
    offer_soon: ['скоро', 'вскоре', 'в ближайшее время', 'сейчас же'],
    offer_exists: ['примите', 'принять', 'подтвердите'],
  },
  'zh-CN': { offer_soon: ['很快', '尽快', '马上', '稍后', '即将'], offer_exists: ['接受'] },
}

/** Whole-word match where words have letters around them; a plain substring in Chinese. */
function says(text: string, phrase: string, language: ReplyLanguage): boolean {
  if (language === 'zh-CN') return text.includes(phrase)
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`(?<!\\p{L})${escaped}(?!\\p{L})`, 'iu').test(text)
}

describe.each(REPLY_LANGUAGE_CODES)('default templates in %s', (language) => {
  const pack = LANGUAGE_PACKS[language]

  it('has every template, none blank, and nothing else', () => {
    expect(Object.keys(pack.templates).sort()).toEqual([...TEMPLATE_KEYS].sort())
    for (const key of TEMPLATE_KEYS) expect(pack.templates[key].trim(), key).not.toBe('')
  })

  it('uses no unknown placeholder', () => {
    for (const key of TEMPLATE_KEYS) expect(unknownPlaceholders(pack.templates[key]), key).toEqual([])
  })

  it('names no internal status and no raw error', () => {
    const { standIn, within, after } = pack.unnamedItem
    const unnamed = [standIn, ...(within === undefined ? [] : [within]), ...Object.values(after ?? {})]
    const texts = [...Object.values(pack.templates), ...Object.values(pack.statusWords), ...unnamed]
    for (const text of texts) {
      for (const status of KNOWN_STATUSES) expect(text).not.toContain(status)
      expect(text).not.toMatch(/[A-Z]+_[A-Z]+/)
      expect(usedPlaceholders(text)).not.toContain('error')
    }
  })

  it('names the item by ID in every situation, and by name wherever there is an item', () => {
    for (const { id } of SITUATIONS) {
      expect(usedPlaceholders(pack.templates[id]), id).toContain('id')
      if (id !== 'not_found' && id !== 'lookup_failed' && id !== 'lookup_interrupted') {
        expect(usedPlaceholders(pack.templates[id]), id).toContain('name')
      }
    }
  })

  it('says when the next try is where the situation promises the offer at it', () => {
    expect(usedPlaceholders(pack.templates.send_next_try)).toContain('next_try')
    expect(usedPlaceholders(pack.templates.next_try_line)).toEqual(['next_try'])
    for (const key of ['greeting', 'closing', 'signature'] as const) {
      expect(
        usedPlaceholders(pack.templates[key]).filter((name) => placeholderScope(name) !== 'reply'),
        key,
      ).toEqual([])
    }
  })

  it('gives no time where the offer is sent again only once the customer has acted', () => {
    for (const key of ['resend_once_public_line', 'resend_once_url_line'] as const) {
      expect(usedPlaceholders(pack.templates[key]), key).toEqual([])
      expect(pack.templates[key], key).not.toContain(pack.nextTry.nextAttempt)
    }
  })

  it('says the send failed "yet" only where the offer may still be sent', () => {
    const yet = pack.templates['send.needs_choice']
    expect(pack.templates['send.item_gone'].startsWith(yet), 'an item gone is never sent').toBe(false)
    for (const reading of ['steam_down', 'trade_hold', 'inventory_private', 'checking'] as const)
      expect(pack.templates[`send.${reading}`].startsWith(yet), reading).toBe(true)
  })

  it('says of a next try that may be over that it may have been made, in words of its own', () => {
    expect(pack.nextTry.mayBeOver).toContain(pack.nextTry.nextAttempt)
    expect(pack.nextTry.mayBeOver.length).toBeGreaterThan(pack.nextTry.nextAttempt.length + 8)
  })

  it.each(SITUATIONS.map((situation) => [situation.id, situation] as const))(
    '%s promises nothing it does not make',
    (_id, situation) => {
      const text = pack.templates[situation.id]
      for (const [promise, words] of Object.entries(PROMISE_WORDS[language])) {
        if ((situation.promises as readonly string[]).includes(promise)) continue
        for (const word of words) expect(says(text, word, language), `${promise}: "${word}"`).toBe(false)
      }
    },
  )

  it('asks to accept the offer in words the check knows, so the check above can fail', () => {
    const words = PROMISE_WORDS[language].offer_exists ?? []
    expect(words.some((word) => says(pack.templates.accept_waiting, word, language))).toBe(true)
  })
})

describe('language packs', () => {
  it('every reply language has one', () => {
    expect(Object.keys(LANGUAGE_PACKS).sort()).toEqual([...REPLY_LANGUAGE_CODES].sort())
  })

  it('are written in their own language, not copies of the English one', () => {
    for (const language of REPLY_LANGUAGE_CODES) {
      if (language === 'en') continue
      // The signature is only `{agent_name}` in every language.
      for (const key of TEMPLATE_KEYS.filter((key) => key !== 'signature')) {
        expect(LANGUAGE_PACKS[language].templates[key], `${language} ${key}`).not.toBe(
          LANGUAGE_PACKS.en.templates[key],
        )
      }
    }
  })
})
