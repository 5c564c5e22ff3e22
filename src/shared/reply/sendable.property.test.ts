import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { KNOWN_STATUSES } from '../catalog/status'
import type { ReplySubject } from './advise'
import { composeReply } from './compose-reply'
import { LANGUAGE_PACKS } from './default-templates'
import { GLOSSARY } from '../i18n/glossary/glossary'
import { REPLY_LANGUAGE_CODES, type ReplyLanguage } from '../i18n/languages'
import { replySentences } from './reply-sentences'
import {
  BERLIN,
  BERLIN_2H_AGO,
  BERLIN_IN_2H,
  BERLIN_IN_2MIN,
  ERROR_TEXTS,
  FAR_FUTURE_TRY,
  LONG_PAST_TRY,
  NOW,
  known,
  ok,
  replyItem,
} from './reply-items.test-support'
import { saying } from '../i18n/english.test-support'

/**
 * Property tests over whole replies in the five languages other than English: no English
 * word but the allowed ones, no sentence said twice but a paragraph's own follow-up, and no clock time the catalog's zone and
 * the next tries do not allow. Item names are English (as catalogs send them) and are taken
 * out before looking for English words.
 */

const NAMES = [
  'AK-47 | Redline (Field-Tested)',
  'Glove Case',
  'Operation Pass',
  'AWP | Asiimov',
  'Sticker | Crown',
]
const FOLLOW_UP_KEYS = [
  'next_try_line',
  'due_now_line',
  'after_fix_line',
  'resend_once_public_line',
  'resend_once_url_line',
  'we_check_line',
] as const
const NEXT_TRIES = [null, BERLIN_IN_2H, BERLIN_IN_2MIN, BERLIN_2H_AGO, LONG_PAST_TRY, FAR_FUTURE_TRY]
/** Next tries whose time may be stated when the zone is set: at least five minutes ahead. */
const STATABLE: readonly (string | null)[] = [BERLIN_IN_2H, FAR_FUTURE_TRY]

const subject: fc.Arbitrary<{ subject: ReplySubject; nextTry: string | null }> = fc.oneof(
  fc
    .record({
      id: fc.integer({ min: 1, max: 1_000_000 }),
      status: fc.constantFrom(...KNOWN_STATUSES),
      error: fc.constantFrom(null, ...Object.values(ERROR_TEXTS)),
      nextTry: fc.constantFrom(...NEXT_TRIES),
      name: fc.constantFrom(...NAMES),
    })
    .map(({ id, status, error, nextTry, name }) => ({
      subject: {
        kind: 'item' as const,
        item: replyItem(
          known(status),
          { error_message: ok(error), next_try: ok(nextTry), name: ok(name) },
          id,
        ),
      },
      nextTry,
    })),
  fc
    .integer({ min: 1, max: 1_000_000 })
    .map((id) => ({ subject: { kind: 'not_found' as const, id }, nextTry: null })),
  fc
    .record({ id: fc.integer({ min: 1, max: 1_000_000 }), interrupted: fc.boolean() })
    .map(({ id, interrupted }) => ({
      subject: {
        kind: 'failed' as const,
        id,
        reason: saying('x'),
        cause: interrupted ? ('interrupted' as const) : ('failed' as const),
      },
      nextTry: null,
    })),
)

const ticket = fc.record({
  language: fc.constantFrom(...REPLY_LANGUAGE_CODES.filter((code) => code !== 'en')),
  zoneSet: fc.boolean(),
  subjects: fc.uniqueArray(subject, {
    minLength: 1,
    maxLength: 8,
    selector: (entry) => (entry.subject.kind === 'item' ? entry.subject.item.id : entry.subject.id),
  }),
})

/** Every word of three letters or more the English defaults use, but Steam's own names. */
const ENGLISH = new Set(
  [
    ...Object.values(LANGUAGE_PACKS.en.templates),
    ...Object.values(LANGUAGE_PACKS.en.statusWords),
    ...Object.values(LANGUAGE_PACKS.en.nextTry),
  ]
    .join(' ')
    .replace(/\{[^{}]*\}/g, ' ')
    .toLowerCase()
    .match(/\p{Script=Latin}{3,}/gu),
)
const ALLOWED = new Set(['steam', 'guard', 'ids', 'url', 'utc'])
/** Words spelt the same in English and the language, read as the language's own: "der aktuelle Stand", "Active el autenticador". */
const HOMOGRAPHS: Readonly<Partial<Record<ReplyLanguage, readonly string[]>>> = {
  de: ['stand'],
  es: ['active'],
}

function englishWords(text: string, language: ReplyLanguage): string[] {
  const withoutNames = NAMES.reduce((rest, name) => rest.split(name).join(' '), text)
  const loanwords = new Set([...GLOSSARY[language].loanwords, ...(HOMOGRAPHS[language] ?? [])])
  return (withoutNames.toLowerCase().match(/\p{Script=Latin}{3,}/gu) ?? []).filter(
    (word) => ENGLISH.has(word) && !ALLOWED.has(word) && !loanwords.has(word),
  )
}

function sentences(text: string, language: ReplyLanguage): string[] {
  return text
    .split('\n\n')
    .flatMap((paragraph) => replySentences(paragraph, language).map((sentence) => sentence.trim()))
    .filter((sentence) => sentence !== '')
}

describe('a reply in any language but English, for any ticket', () => {
  it('has no English word but Steam, Steam Guard, the item names and the language’s loanwords', () => {
    fc.assert(
      fc.property(ticket, ({ language, zoneSet, subjects }) => {
        const { text } = composeReply(
          subjects.map((entry) => entry.subject),
          { language, now: NOW, catalogTimeZone: zoneSet ? BERLIN : null },
        )
        expect(englishWords(text, language)).toEqual([])
      }),
      { numRuns: 500 },
    )
  })

  it('says no sentence twice, but each paragraph keeps its own follow-up', () => {
    fc.assert(
      fc.property(ticket, ({ language, zoneSet, subjects }) => {
        const { text } = composeReply(
          subjects.map((entry) => entry.subject),
          { language, now: NOW, catalogTimeZone: zoneSet ? BERLIN : null },
        )
        // A follow-up ("We will send the trade offer again on …") is about its own paragraph's
        // items, so two paragraphs may each end with the same one; nothing else repeats.
        const templates = LANGUAGE_PACKS[language].templates
        const followUpOpenings = FOLLOW_UP_KEYS.map((key) => templates[key].split('{')[0]?.trim() ?? '')
        const isFollowUp = (sentence: string): boolean =>
          followUpOpenings.some((opening) => opening !== '' && sentence.startsWith(opening))
        for (const paragraph of text.split('\n\n')) {
          const own = sentences(paragraph, language)
          expect(own.length - new Set(own).size).toBe(0)
        }
        const said = sentences(text, language).filter((sentence) => !isFollowUp(sentence))
        expect(said.length - new Set(said).size).toBe(0)
      }),
      { numRuns: 500 },
    )
  })

  it('states a clock time only with the zone set and a next try at least five minutes ahead', () => {
    fc.assert(
      fc.property(ticket, ({ language, zoneSet, subjects }) => {
        const { text } = composeReply(
          subjects.map((entry) => entry.subject),
          { language, now: NOW, catalogTimeZone: zoneSet ? BERLIN : null },
        )
        const mayStateTime = zoneSet && subjects.some((entry) => STATABLE.includes(entry.nextTry))
        if (!mayStateTime) expect(text).not.toMatch(/\d{1,2}:\d{2}|UTC|GMT/)
      }),
      { numRuns: 500 },
    )
  })
})
