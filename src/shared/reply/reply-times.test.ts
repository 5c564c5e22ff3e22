import { describe, expect, it } from 'vitest'
import { LANGUAGE_PACKS } from './default-templates'
import type { ReplyLanguage } from '../i18n/languages'
import { BERLIN, NOW } from './reply-items.test-support'
import { formatInstant, nextTryPhrase, relativeTime } from './reply-times'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const later = (ms: number) => new Date(NOW.getTime() + ms)

describe('relativeTime', () => {
  it.each<[string, number, ReplyLanguage, string]>([
    ['minutes under an hour and a half', 30 * MINUTE, 'en', 'in 30 minutes'],
    ['minutes up to 89', 89 * MINUTE, 'en', 'in 89 minutes'],
    ['hours from an hour and a half', 90 * MINUTE, 'en', 'in 2 hours'],
    ['hours up to 47', 47 * HOUR, 'en', 'in 47 hours'],
    ['days from 48 hours', 48 * HOUR, 'en', 'in 2 days'],
    ['days, rounded', 80 * HOUR, 'en', 'in 3 days'],
    ['the day after tomorrow as a German speaker says it', 48 * HOUR, 'de', 'übermorgen'],
    ['hours in Russian', 3 * HOUR, 'ru', 'через 3 часа'],
  ])('says %s', (_what, ahead, language, said) => {
    expect(relativeTime(later(ahead), NOW, language)).toBe(said)
  })
})

describe('nextTryPhrase', () => {
  const phrases = LANGUAGE_PACKS.en.nextTry

  it('says the time in the catalog’s zone, with the zone’s name, its offset and how far off', () => {
    expect(nextTryPhrase({ kind: 'ahead', at: later(2 * HOUR) }, 'en', BERLIN, NOW, phrases)).toBe(
      'on November 23 at 11:00 PM Central European Time (UTC+1), that is, in 2 hours',
    )
  })

  it('says no time without a zone, "now" when due, and nothing when no try is planned', () => {
    expect(nextTryPhrase({ kind: 'ahead', at: later(2 * HOUR) }, 'en', null, NOW, phrases)).toBeNull()
    expect(nextTryPhrase({ kind: 'pending', surelyAhead: true }, 'en', null, NOW, phrases)).toBe(
      'at the next attempt',
    )
    expect(nextTryPhrase({ kind: 'due' }, 'en', BERLIN, NOW, phrases)).toBe('now')
    expect(nextTryPhrase({ kind: 'past' }, 'en', BERLIN, NOW, phrases)).toBeNull()
    expect(nextTryPhrase({ kind: 'none' }, 'en', BERLIN, NOW, phrases)).toBeNull()
  })
})

describe('formatInstant', () => {
  const boughtAt = new Date('2026-11-21T18:55:44.801Z')

  it.each<[ReplyLanguage, string | null, string]>([
    ['en', BERLIN, 'November 21, 2026 at 7:55 PM GMT+1'],
    ['en', null, 'November 21, 2026 at 6:55 PM UTC'],
    ['de', BERLIN, '21. November 2026 um 19:55 MEZ'],
  ])('in %s, zone %s: %s', (language, zone, said) => {
    expect(formatInstant(boughtAt, language, zone)).toBe(said)
  })
})
