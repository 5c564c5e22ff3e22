import { describe, expect, it } from 'vitest'
import { isReplyLanguage, REPLY_LANGUAGE_CODES, type ReplyLanguage } from '../i18n/languages'
import corpus from './date-corpus.json'
import { ticketDates } from './ticket-dates'

/**
 * The `Bought around` window measured on tickets as customers write them, in the six reply
 * languages (`lang`), each with the window expected on Friday 27 November 2026, widened by a
 * day each side, or null where the ticket names no day or only one read two ways (`note`
 * says why where it is not plain).
 */
interface Entry {
  readonly lang: string
  readonly text: string
  readonly window: readonly string[] | null
  readonly note?: string
}

const entries: readonly Entry[] = corpus
const REFERENCE = '2026-11-27'
const PER_LANGUAGE = 9

describe('the ticket dates corpus', () => {
  it(`has at least ${PER_LANGUAGE} tickets per reply language, some dated by a header, some with no day`, () => {
    for (const language of REPLY_LANGUAGE_CODES) {
      const own = entries.filter((entry) => entry.lang === language)
      expect(own.length, language).toBeGreaterThanOrEqual(PER_LANGUAGE)
      expect(
        own.some((entry) => entry.window === null),
        language,
      ).toBe(true)
      expect(
        own.some((entry) => entry.text.includes('\n')),
        language,
      ).toBe(true)
    }
    expect(entries.every((entry) => isReplyLanguage(entry.lang))).toBe(true)
  })

  it.each(entries.map((entry) => [entry.lang, entry.text, entry] as const))(
    '%s: %j',
    (_language, text, entry) => {
      const read = ticketDates(text, REFERENCE, entry.lang as ReplyLanguage)
      expect(read.window === null ? null : [read.window.from, read.window.to]).toEqual(entry.window)
    },
  )

  it('says where each day was read, as the pasted text has it', () => {
    for (const { text, lang } of entries) {
      const window = ticketDates(text, REFERENCE, lang as ReplyLanguage).window
      for (const mention of window?.mentions ?? [])
        expect(text.slice(mention.start, mention.end)).toBe(mention.text)
    }
  })
})
