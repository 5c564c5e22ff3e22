import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Field } from '../catalog/field'
import { KNOWN_STATUSES, type ItemStatus } from '../catalog/status'
import { situationOf, type AdviceContext, type ReplyItem, type ReplySubject } from './advise'
import { DEFAULT_ERROR_TABLE } from './default-error-table'
import { errorMeaning, ERROR_MEANING_IDS, type ErrorMeaning } from './error-meanings'
import { readError } from './error-table'
import { paragraphPromises } from './follow-up'
import { SITUATION_IDS, situation, type ReplyPromise } from './situations'
import { BERLIN, ERROR_TEXTS, NOW } from './reply-items.test-support'
import { inEnglish, saying } from '../i18n/english.test-support'

/**
 * Property tests: whatever the catalog sends, a subject gets exactly one situation, and its
 * paragraph (situation and follow-up) never promises what the item's own fields contradict.
 * The facts below are read from how each field was generated, not by the code under test.
 */

interface Generated<T> {
  readonly field: Field<T>
}

const malformedField = fc.record({
  ok: fc.constant(false as const),
  raw: fc.string(),
  reason: fc.constant('bad'),
})

const status: fc.Arbitrary<ItemStatus> = fc.oneof(
  fc.constantFrom(...KNOWN_STATUSES).map((value): ItemStatus => ({ known: true, value })),
  fc.string({ minLength: 1 }).map((value): ItemStatus => ({ known: false, value: `X${value}` })),
)

type KnownText = Exclude<keyof typeof ERROR_TEXTS, 'unknown'>

/** An error: none (null or blank), a text the default table knows, a text it does not, or unreadable. */
const error: fc.Arbitrary<
  Generated<string | null> & { readonly meaning: ErrorMeaning | 'none' | 'unknown' }
> = fc.oneof(
  fc
    .constantFrom(null, '', '  ')
    .map((value) => ({ field: { ok: true as const, value }, meaning: 'none' as const })),
  fc
    .constantFrom(...(Object.keys(ERROR_TEXTS).filter((key) => key !== 'unknown') as KnownText[]))
    .map((kind) => ({
      field: { ok: true as const, value: ERROR_TEXTS[kind] },
      meaning: kind,
    })),
  fc
    .string({ minLength: 1 })
    .filter((text) => text.trim() !== '' && readError(text, DEFAULT_ERROR_TABLE).kind !== 'read')
    .map((value) => ({ field: { ok: true as const, value }, meaning: 'unknown' as const })),
  malformedField.map((field) => ({ field, meaning: 'unknown' as const })),
)

/** `YYYY-MM-DD HH:MM:SS` of an instant as a wall time in Berlin in November (UTC+1). */
function berlinWallTime(date: Date): string {
  return new Date(date.getTime() + 3_600_000).toISOString().slice(0, 19).replace('T', ' ')
}

/**
 * A next try: none, or `seconds` from NOW (as a Berlin wall time), or unreadable. With the
 * zone set, it is planned from 5 minutes before NOW on, and contradicts a final status from 5
 * minutes ahead on; with no zone set it is planned unless over in every zone (13 h before NOW
 * in Berlin terms is 12 h behind the latest zone), and contradicts only when ahead in every zone.
 */
const nextTry: fc.Arbitrary<Generated<string | null> & { readonly seconds: number | null }> = fc.oneof(
  fc.constant({ field: { ok: true as const, value: null }, seconds: null }),
  fc.integer({ min: -3 * 24 * 3600, max: 3 * 24 * 3600 }).map((seconds) => ({
    field: { ok: true as const, value: berlinWallTime(new Date(NOW.getTime() + seconds * 1000)) },
    seconds,
  })),
  malformedField.map((field) => ({ field, seconds: null })),
)

function nextTryFacts(seconds: number | null, zoneSet: boolean): { planned: boolean; surelyAhead: boolean } {
  if (seconds === null) return { planned: false, surelyAhead: false }
  if (zoneSet) return { planned: seconds > -300, surelyAhead: seconds >= 300 }
  // The wall time read as UTC is an hour after the instant; the instant may be 14 h before that or 12 h after.
  const asUtc = seconds + 3600
  return { planned: asUtc + 12 * 3600 >= -300, surelyAhead: asUtc - 14 * 3600 >= 300 }
}

/** Purchase fields, each readable or not; `bought` when any of them is. */
const purchase = fc
  .record({
    bought_at: fc.boolean(),
    trade_offer_id: fc.boolean(),
    send_date: fc.boolean(),
  })
  .map((readable) => ({
    bought_at: readable.bought_at
      ? ok('2026-11-21T18:55:44.801518Z')
      : ({ ok: false, raw: 'x', reason: 'bad' } as const),
    trade_offer_id: readable.trade_offer_id ? ok(5) : ({ ok: false, raw: 'x', reason: 'bad' } as const),
    send_date: readable.send_date
      ? ok('2026-11-21 18:57:10')
      : ({ ok: false, raw: 'x', reason: 'bad' } as const),
    bought: readable.bought_at || readable.trade_offer_id || readable.send_date,
    offerId: readable.trade_offer_id,
  }))

function ok<T>(value: T): Field<T> {
  return { ok: true, value }
}

const itemCase = fc.record({
  id: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
  status,
  error,
  nextTry,
  purchase,
  zoneSet: fc.boolean(),
  choice: fc.option(fc.constantFrom(...ERROR_MEANING_IDS), { nil: undefined }),
  name: fc.oneof(fc.string().map(ok), malformedField),
})

type Case = typeof itemCase extends fc.Arbitrary<infer C> ? C : never

function itemOf(generated: Case): ReplyItem {
  const { bought_at, trade_offer_id, send_date } = generated.purchase
  return {
    id: generated.id,
    status: generated.status,
    name: generated.name,
    error_message: generated.error.field,
    next_try: generated.nextTry.field,
    bought_at,
    trade_offer_id,
    send_date,
  }
}

function contextOf(c: Case): AdviceContext {
  return {
    now: NOW,
    catalogTimeZone: c.zoneSet ? BERLIN : null,
    choices: c.choice === undefined ? {} : { [c.id]: c.choice },
  }
}

/** The error's meaning as generated: the agent's choice first, then the text's, none when unknown. */
function meaningOf(c: Case): ErrorMeaning | 'none' | 'unknown' {
  if (c.error.meaning === 'none') return 'none'
  return c.choice ?? c.error.meaning
}

/** Why a promise would be false for this item, or null when the fields allow it. */
function contradiction(promise: ReplyPromise, c: Case): string | null {
  const value = c.status.known ? c.status.value : null
  const meaning = meaningOf(c)
  const anyError = meaning !== 'none'
  const { planned, surelyAhead } = nextTryFacts(c.nextTry.seconds, c.zoneSet)
  switch (promise) {
    case 'offer_soon':
      if (value !== 'WAITING_FOR_SEND') return 'only an item waiting to be sent can have its offer sent soon'
      if (anyError) return 'an error stands between the item and its offer'
      if (!planned) return 'no next try is planned'
      return null
    case 'offer_exists':
      if (value !== 'WAITING_FOR_TRADE_ACCEPT') return 'no offer waits unless the status says so'
      if (anyError) return 'an error means the offer may not have arrived'
      if (!c.purchase.offerId) return 'no trade offer ID proves that an offer exists'
      return null
    case 'resend':
      if (value !== 'WAITING_FOR_SEND' && value !== 'WAITING_FOR_TRADE_ACCEPT') return 'not waiting'
      if (!planned) return 'no next try is planned'
      if (meaning !== 'unknown' && meaning !== 'none' && !errorMeaning(meaning).retryHelps)
        return `a next try cannot help when ${meaning}`
      if (meaning !== 'unknown' && meaning !== 'none' && errorMeaning(meaning).customerActs)
        return `the next try fails until the customer acts when ${meaning}`
      return null
    case 'resend_once_fixed':
      if (value !== 'WAITING_FOR_SEND' && value !== 'WAITING_FOR_TRADE_ACCEPT') return 'not waiting'
      if (!planned) return 'no next try is planned to send it again'
      if (meaning === 'unknown' || meaning === 'none') return 'nothing says what the customer must do'
      if (!errorMeaning(meaning).customerActs) return `the customer has nothing to do when ${meaning}`
      if (!errorMeaning(meaning).retryHelps) return `a new try cannot help when ${meaning}`
      return null
    case 'next_try_to_come':
      if (!planned) return 'no next try is planned'
      // With no zone set, only a next try ahead in every zone is surely still to come.
      if (!c.zoneSet && !surelyAhead) return 'the next try may already be over in the catalog’s zone'
      return null
    case 'delivered':
      if (value !== 'TRADE_ACCEPTED') return 'not accepted'
      if (anyError || surelyAhead) return 'an error or a next try contradicts delivery'
      return null
    case 'not_bought':
      if (value !== 'AVAILABLE') return 'not available'
      if (c.purchase.bought) return 'the item has a purchase time, trade offer or send date'
      if (anyError || surelyAhead) return 'an error or a next try means something happened'
      return null
  }
}

const subject: fc.Arbitrary<ReplySubject> = fc.oneof(
  itemCase.map((c): ReplySubject => ({ kind: 'item', item: itemOf(c) })),
  fc.integer({ min: 1 }).map((id): ReplySubject => ({ kind: 'not_found', id })),
  fc
    .tuple(fc.integer({ min: 1 }), fc.string())
    .map(([id, reason]): ReplySubject => ({ kind: 'failed', id, reason: saying(reason) })),
)

describe('situationOf, for any subject', () => {
  it('gives exactly one of the listed situations, the same every time, with its meaning', () => {
    const context: AdviceContext = { now: NOW, catalogTimeZone: null }
    fc.assert(
      fc.property(subject, (s) => {
        const advice = situationOf(s, context)
        expect(SITUATION_IDS.filter((id) => id === advice.situation)).toHaveLength(1)
        expect(situationOf(s, context)).toEqual(advice)
        expect(inEnglish(advice.meaning).startsWith(inEnglish(situation(advice.situation).meaning))).toBe(
          true,
        )
        expect(advice.id).toBe(s.kind === 'item' ? s.item.id : s.id)
      }),
      { numRuns: 2000 },
    )
  })

  it('never promises, in the situation or its follow-up, what the fields contradict', () => {
    fc.assert(
      fc.property(itemCase, (c) => {
        const advice = situationOf({ kind: 'item', item: itemOf(c) }, contextOf(c))
        for (const promise of paragraphPromises(advice)) {
          expect(contradiction(promise, c), `${advice.situation} promises ${promise}`).toBeNull()
        }
      }),
      { numRuns: 5000 },
    )
  })

  it('never guesses: an error with no table entry and no choice needs a choice, and nothing else does', () => {
    fc.assert(
      fc.property(itemCase, (c) => {
        const advice = situationOf({ kind: 'item', item: itemOf(c) }, contextOf(c))
        const waiting =
          c.status.known &&
          ['WAITING_FOR_SEND', 'WAITING_FOR_TRADE_ACCEPT', 'UNAVAILABLE'].includes(c.status.value)
        const unsure = meaningOf(c) === 'unknown' && waiting && advice.situation !== 'conflicting'
        expect(advice.needsChoice).toBe(unsure)
      }),
      { numRuns: 3000 },
    )
  })

  it('with a trade hold, never an offer soon, an offer to accept, a resend or a delivery', () => {
    fc.assert(
      fc.property(
        itemCase.filter((c) => meaningOf(c) === 'trade_hold'),
        (c) => {
          expect(paragraphPromises(situationOf({ kind: 'item', item: itemOf(c) }, contextOf(c)))).toEqual([])
        },
      ),
    )
  })

  it('while waiting for send, never asks to accept an offer', () => {
    fc.assert(
      fc.property(
        itemCase.filter((c) => c.status.known && c.status.value === 'WAITING_FOR_SEND'),
        (c) => {
          expect(
            paragraphPromises(situationOf({ kind: 'item', item: itemOf(c) }, contextOf(c))),
          ).not.toContain('offer_exists')
        },
      ),
    )
  })
})
