import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { KNOWN_STATUSES, type ItemStatus } from '../catalog/status'
import { situationOf, type AdviceContext, type ReplyItem, type ReplySubject } from './advise'
import { composeReply } from './compose-reply'
import { LANGUAGE_PACKS } from './default-templates'
import { ERROR_MEANING_IDS, type ErrorMeaning } from './error-meanings'
import { followUpKey } from './follow-up'
import { spacedHanLatin } from './han-latin-spacing'
import { REPLY_LANGUAGE_CODES, type ReplyLanguage } from '../i18n/languages'
import { nextTryPhrase } from './reply-times'
import {
  BERLIN,
  BERLIN_IN_2H,
  BERLIN_IN_2MIN,
  ERROR_TEXTS,
  FAR_FUTURE_TRY,
  LONG_PAST_TRY,
  NOW,
  malformed,
  ok,
  replyItem,
} from './reply-items.test-support'
import {
  firstSentenceOf,
  holdsParts,
  lastSentenceOf,
  sentencesIn,
  templateParts,
} from './template-parts.test-support'
import type { GeneralTemplateKey } from './templates'
import { saying } from '../i18n/english.test-support'

/**
 * The whole situation matrix, several items to a reply, in every language: every status ×
 * every error meaning (none, each the default table reads, one it does not, an unreadable one,
 * the agent's choice) × every kind of next try × the catalog's zone set or not × a readable
 * trade offer ID or not. Whatever the mix, each item the reply names keeps its status
 * sentence and its own follow-up, and no sentence about it promises what its fields deny.
 * The facts are read from how each item was generated, not from the code under test.
 */

const FOLLOW_UPS: readonly GeneralTemplateKey[] = [
  'next_try_line',
  'due_now_line',
  'after_fix_line',
  'resend_once_public_line',
  'resend_once_url_line',
  'we_check_line',
]
const CUSTOMER_ACTS: readonly string[] = [
  'inventory_private',
  'trade_url_outdated',
  'trade_hold',
  'account_cannot_trade',
]

/** Next tries by kind; "recent" is 4 hours past in Berlin: with no zone set it may be past or ahead. */
const NEXT_TRIES = {
  absent: null,
  past: LONG_PAST_TRY,
  recent: '2026-11-23 17:00:00',
  near: BERLIN_IN_2MIN,
  ahead: BERLIN_IN_2H,
  future: FAR_FUTURE_TRY,
} as const
type When = keyof typeof NEXT_TRIES

type ErrorCase = keyof typeof ERROR_TEXTS | 'none' | 'unreadable'

interface Generated {
  readonly subject: ReplySubject
  readonly error: ErrorCase
  readonly choice: ErrorMeaning | null
  readonly when: When
  readonly offerId: boolean
}

const NAMES = ['AK-47 | Redline (Field-Tested)', 'Glove Case', 'AWP | Asiimov', 'Sticker | Crown (Foil)']

const itemCase = fc
  .record({
    status: fc.constantFrom<ItemStatus>(
      ...KNOWN_STATUSES.map((value): ItemStatus => ({ known: true, value })),
      { known: false, value: 'REFUNDED' },
    ),
    error: fc.constantFrom<ErrorCase>(
      'none',
      'unreadable',
      ...(Object.keys(ERROR_TEXTS) as (keyof typeof ERROR_TEXTS)[]),
    ),
    choice: fc.option(fc.constantFrom(...ERROR_MEANING_IDS), { nil: null }),
    when: fc.constantFrom(...(Object.keys(NEXT_TRIES) as When[])),
    offerId: fc.boolean(),
    name: fc.constantFrom(...NAMES),
  })
  .map((c) => ({
    ...c,
    // The agent chooses only for an error the table does not read.
    choice: c.error === 'unknown' || c.error === 'unreadable' ? c.choice : null,
  }))

/** A subject with an ID of its own; IDs from 10,000 on never look like a day, an hour or a year. */
const subjectCase = (id: number): fc.Arbitrary<Generated> =>
  fc.oneof(
    { weight: 8, arbitrary: itemCase.map((c) => ({ ...c, subject: itemSubject(id, c) })) },
    { weight: 1, arbitrary: fc.constant(withoutItem({ kind: 'not_found', id })) },
    {
      weight: 1,
      arbitrary: fc.constant(withoutItem({ kind: 'failed', id, reason: saying('x'), cause: 'interrupted' })),
    },
  )

function itemSubject(id: number, c: ItemFields): ReplySubject {
  const item: ReplyItem = replyItem(
    c.status,
    {
      name: ok(c.name),
      error_message:
        c.error === 'none' ? ok(null) : c.error === 'unreadable' ? malformed() : ok(ERROR_TEXTS[c.error]),
      next_try: ok(NEXT_TRIES[c.when]),
      trade_offer_id: c.offerId ? ok(6_123_456_789) : malformed(),
    },
    id,
  )
  return { kind: 'item', item }
}

interface ItemFields {
  readonly status: ItemStatus
  readonly error: ErrorCase
  readonly when: When
  readonly offerId: boolean
  readonly name: string
}

function withoutItem(subject: ReplySubject): Generated {
  return { subject, error: 'none', choice: null, when: 'absent', offerId: false }
}

const ticket = fc
  .record({
    language: fc.constantFrom(...REPLY_LANGUAGE_CODES),
    zoneSet: fc.boolean(),
    ids: fc.uniqueArray(fc.integer({ min: 10_000, max: 999_999 }), { minLength: 1, maxLength: 8 }),
  })
  .chain(({ language, zoneSet, ids }) =>
    fc.tuple(...ids.map(subjectCase)).map((cases) => ({ language, zoneSet, cases })),
  )

const idOf = (subject: ReplySubject) => (subject.kind === 'item' ? subject.item.id : subject.id)
const names = (id: number) => new RegExp(`(?<!\\d)${id}(?!\\d)`)

/** The error's meaning as generated: the agent's choice, else what the default table reads. */
function meaningOf(c: Generated): string | null {
  if (c.error === 'none') return null
  if (c.choice) return c.choice
  return c.error === 'unknown' || c.error === 'unreadable' ? null : c.error
}

/** What is wrong with what the reply says about one item; empty when all is well. */
function mistakesAbout(
  c: Generated,
  paragraphs: readonly string[],
  language: ReplyLanguage,
  zoneSet: boolean,
) {
  const id = idOf(c.subject)
  const found: string[] = []
  const naming = paragraphs.filter((paragraph) => names(id).test(paragraph))
  if (naming.length !== 1) return [`named in ${naming.length} paragraphs`]
  const sentences = sentencesIn(naming[0]!, language)
  const at = sentences.findIndex((sentence) => names(id).test(sentence))
  const templates = LANGUAGE_PACKS[language].templates
  const context: AdviceContext = {
    now: NOW,
    catalogTimeZone: zoneSet ? BERLIN : null,
    ...(c.choice ? { choices: { [id]: c.choice } } : {}),
  }
  const advice = situationOf(c.subject, context)
  if (!holdsParts(sentences[at]!, templateParts(firstSentenceOf(templates[advice.situation], language))))
    found.push(`its sentence is not its situation's (${advice.situation}): ${sentences[at]}`)

  const isFollowUp = (sentence: string, key: GeneralTemplateKey) =>
    holdsParts(sentence, templateParts(templates[key]))
  const next = sentences.findIndex(
    (sentence, index) => index > at && FOLLOW_UPS.some((key) => isFollowUp(sentence, key)),
  )
  const key = followUpKey(advice)
  const ownFollowUp = next < 0 ? null : sentences[next]!
  if (key && (ownFollowUp === null || !isFollowUp(ownFollowUp, key)))
    found.push(`its follow-up is not ${key}: ${ownFollowUp ?? 'none'}`)
  if (key === 'next_try_line' || key === 'due_now_line') {
    const phrase = nextTryPhrase(
      advice.nextTry,
      language,
      context.catalogTimeZone,
      NOW,
      LANGUAGE_PACKS[language].nextTry,
    )
    // The reply sets Latin letters and digits off from Han as a whole (han-latin-spacing.ts).
    const said = phrase !== null && LANGUAGE_PACKS[language].hanLatinGap ? spacedHanLatin(phrase) : phrase
    if (key === 'next_try_line' && !ownFollowUp?.includes(said ?? '\u0000'))
      found.push(`its follow-up is not its own time: ${ownFollowUp}`)
  }
  if (key === 'after_fix_line' && next > 0) {
    const instruction = lastSentenceOf(templates[advice.situation], language)
    if (sentences[next - 1] !== instruction)
      found.push(`"once you have done this" follows: ${sentences[next - 1]}`)
  }

  // What its fields deny, read from how it was generated.
  const about = sentences.slice(at, key ? next + 1 : at + 1).join(' ')
  const { nextAttempt, mayBeOver } = LANGUAGE_PACKS[language].nextTry
  const meaning = meaningOf(c)
  if (meaning && CUSTOMER_ACTS.includes(meaning) && /\d{1,2}:\d{2}|UTC/.test(about))
    found.push('gives a time for a try that fails until the customer acts')
  if (meaning && CUSTOMER_ACTS.includes(meaning) && about.split(mayBeOver).join('').includes(nextAttempt))
    found.push('promises the next attempt for a try that fails until the customer acts')
  const surelyAhead = c.when === 'future'
  if (!zoneSet && !surelyAhead && about.split(mayBeOver).join('').includes(nextAttempt))
    found.push('says a next try that may be over is still to come')
  if (!c.offerId && holdsParts(about, templateParts(firstSentenceOf(templates.accept_waiting, language))))
    found.push('says an offer waits with no trade offer ID')
  return found
}

describe('every item of a reply, in every language', () => {
  it('keeps its status sentence and its own follow-up, and no promise its fields deny', () => {
    fc.assert(
      fc.property(ticket, ({ language, zoneSet, cases }) => {
        const { text } = composeReply(
          cases.map((c) => c.subject),
          { language, now: NOW, catalogTimeZone: zoneSet ? BERLIN : null, choices: choicesOf(cases) },
        )
        const paragraphs = text.split('\n\n')
        const wrong = cases.flatMap((c) =>
          mistakesAbout(c, paragraphs, language, zoneSet).map((mistake) => `${idOf(c.subject)}: ${mistake}`),
        )
        expect(wrong, text).toEqual([])
      }),
      { numRuns: 1500 },
    )
  })
})

function choicesOf(cases: readonly Generated[]): Record<number, ErrorMeaning> {
  return Object.fromEntries(cases.flatMap((c) => (c.choice ? [[idOf(c.subject), c.choice]] : [])))
}
