import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Field } from '../catalog/field'
import { KNOWN_STATUSES, type ItemStatus } from '../catalog/status'
import { situationOf, type ReplyItem, type ReplySubject } from './advise'
import type { ErrorKind } from './error-kind'
import { SITUATION_IDS, situation, type ReplyPromise } from './situations'
import { ERROR_TEXTS, NOW } from './reply-items.test-support'

/**
 * Property tests: whatever the catalog sends, a subject gets exactly one situation, and that
 * situation never promises what the item's own fields contradict. The facts below are read
 * from how each field was generated, not by the code under test.
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

/** An error: none (null or blank), one of a known kind, text that names no kind, or unreadable. */
const error: fc.Arbitrary<Generated<string | null> & { readonly kind: ErrorKind | 'none' | 'unreadable' }> =
  fc.oneof(
    fc
      .constantFrom(null, '', '  ')
      .map((value) => ({ field: { ok: true as const, value }, kind: 'none' as const })),
    fc.constantFrom(...(Object.keys(ERROR_TEXTS) as (keyof typeof ERROR_TEXTS)[])).map((kind) => ({
      field: { ok: true as const, value: ERROR_TEXTS[kind] },
      kind,
    })),
    fc
      .string({ minLength: 1 })
      .filter((text) => text.trim() !== '' && !/steam|trade|guard|escrow/i.test(text))
      .map((value) => ({ field: { ok: true as const, value }, kind: 'other' as const })),
    malformedField.map((field) => ({ field, kind: 'unreadable' as const })),
  )

/** `YYYY-MM-DD HH:MM:SS`, the catalog's zone-less format, read as UTC like the app reads it. */
function serverTime(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ')
}

/** A next try: none, ahead of NOW, at or before NOW, or unreadable. */
const nextTry: fc.Arbitrary<Generated<string | null> & { readonly ahead: boolean }> = fc.oneof(
  fc.constant({ field: { ok: true as const, value: null }, ahead: false }),
  fc.integer({ min: 1, max: 30 * 24 * 3600 }).map((seconds) => ({
    field: { ok: true as const, value: serverTime(new Date(NOW.getTime() + seconds * 1000)) },
    ahead: true,
  })),
  fc.integer({ min: 0, max: 30 * 24 * 3600 }).map((seconds) => ({
    field: { ok: true as const, value: serverTime(new Date(NOW.getTime() - seconds * 1000)) },
    ahead: false,
  })),
  malformedField.map((field) => ({ field, ahead: false })),
)

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

/** Why a promise would be false for this item, or null when the fields allow it. */
function contradiction(promise: ReplyPromise, c: Case): string | null {
  const value = c.status.known ? c.status.value : null
  const anyError = c.error.kind !== 'none'
  switch (promise) {
    case 'offer_soon':
      if (value !== 'WAITING_FOR_SEND') return 'only an item waiting to be sent can have its offer sent soon'
      if (anyError) return 'an error (trade hold or other) stands between the item and its offer'
      if (!c.nextTry.ahead) return 'no next try is ahead'
      return null
    case 'offer_exists':
      if (value !== 'WAITING_FOR_TRADE_ACCEPT') return 'no offer waits unless the status says so'
      if (anyError) return 'an error means the offer may not have arrived'
      return null
    case 'resend':
      if (value !== 'WAITING_FOR_SEND' && value !== 'WAITING_FOR_TRADE_ACCEPT') return 'not waiting'
      if (c.error.kind === 'trade_hold') return 'a trade hold stops any resend'
      if (!c.nextTry.ahead && c.error.kind !== 'steam_unavailable') return 'nothing says it is sent again'
      return null
    case 'delivered':
      if (value !== 'TRADE_ACCEPTED') return 'not accepted'
      if (anyError || c.nextTry.ahead) return 'an error or a next try contradicts delivery'
      return null
    case 'not_bought':
      if (value !== 'AVAILABLE') return 'not available'
      if (c.purchase.bought) return 'the item has a purchase time, trade offer or send date'
      if (anyError || c.nextTry.ahead) return 'an error or a next try means something happened'
      return null
  }
}

const subject: fc.Arbitrary<ReplySubject> = fc.oneof(
  itemCase.map((c): ReplySubject => ({ kind: 'item', item: itemOf(c) })),
  fc.integer({ min: 1 }).map((id): ReplySubject => ({ kind: 'not_found', id })),
  fc
    .tuple(fc.integer({ min: 1 }), fc.string())
    .map(([id, reason]): ReplySubject => ({ kind: 'failed', id, reason })),
)

describe('situationOf, for any subject', () => {
  it('gives exactly one of the listed situations, the same every time, with its meaning', () => {
    fc.assert(
      fc.property(subject, (s) => {
        const advice = situationOf(s, NOW)
        expect(SITUATION_IDS.filter((id) => id === advice.situation)).toHaveLength(1)
        expect(situationOf(s, NOW)).toEqual(advice)
        expect(advice.meaning.startsWith(situation(advice.situation).meaning)).toBe(true)
        expect(advice.id).toBe(s.kind === 'item' ? s.item.id : s.id)
      }),
      { numRuns: 2000 },
    )
  })

  it('never promises what the fields contradict', () => {
    fc.assert(
      fc.property(itemCase, (c) => {
        const advice = situationOf({ kind: 'item', item: itemOf(c) }, NOW)
        for (const promise of situation(advice.situation).promises) {
          expect(contradiction(promise, c), `${advice.situation} promises ${promise}`).toBeNull()
        }
      }),
      { numRuns: 5000 },
    )
  })

  it('with a trade hold, never an offer soon, an offer to accept, a resend or a delivery', () => {
    fc.assert(
      fc.property(
        itemCase.filter((c) => c.error.kind === 'trade_hold'),
        (c) => {
          const { promises } = situation(situationOf({ kind: 'item', item: itemOf(c) }, NOW).situation)
          expect(promises).toEqual([])
        },
      ),
    )
  })

  it('while waiting for send, never asks to accept an offer', () => {
    fc.assert(
      fc.property(
        itemCase.filter((c) => c.status.known && c.status.value === 'WAITING_FOR_SEND'),
        (c) => {
          const { promises } = situation(situationOf({ kind: 'item', item: itemOf(c) }, NOW).situation)
          expect(promises).not.toContain('offer_exists')
        },
      ),
    )
  })
})
