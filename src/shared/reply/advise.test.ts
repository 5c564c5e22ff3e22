import { describe, expect, expectTypeOf, it } from 'vitest'
import type { SingleItem } from '../catalog/item'
import type { LookupOutcome } from '../ipc'
import { KNOWN_STATUSES, type ItemStatus } from '../catalog/status'
import { situationOf, type ReplyItem } from './advise'
import type { SituationId } from './situations'
import {
  ERROR_TEXTS,
  FUTURE_TRY,
  NOW,
  PAST_TRY,
  known,
  malformed,
  ok,
  replyItem,
} from './reply-items.test-support'

const ERRORS = {
  none: ok(null),
  trade_hold: ok(ERROR_TEXTS.trade_hold),
  steam_unavailable: ok(ERROR_TEXTS.steam_unavailable),
  other: ok(ERROR_TEXTS.other),
  unreadable: malformed(),
} satisfies Record<string, ReplyItem['error_message']>
type ErrorCase = keyof typeof ERRORS

const NEXT_TRIES = {
  none: ok(null),
  future: ok(FUTURE_TRY),
  past: ok(PAST_TRY),
  unreadable: malformed('"tomorrow"'),
} satisfies Record<string, ReplyItem['next_try']>
type NextTryCase = keyof typeof NEXT_TRIES
const NEXT_TRY_ORDER: readonly NextTryCase[] = ['none', 'future', 'past', 'unreadable']

type Row = Readonly<Record<ErrorCase, readonly [SituationId, SituationId, SituationId, SituationId]>>
const all = (id: SituationId) => [id, id, id, id] as const

/**
 * The expected situation of an item with a purchase time, trade offer and send date, by
 * status, error and next try (columns: none, future, past, unreadable).
 */
const EXPECTED: Readonly<Record<string, Row>> = {
  TRADE_ACCEPTED: {
    none: ['trade_accepted', 'conflicting', 'trade_accepted', 'trade_accepted'],
    trade_hold: all('conflicting'),
    steam_unavailable: all('conflicting'),
    other: all('conflicting'),
    unreadable: all('conflicting'),
  },
  AVAILABLE: {
    none: ['available_bought', 'conflicting', 'available_bought', 'available_bought'],
    trade_hold: all('conflicting'),
    steam_unavailable: all('conflicting'),
    other: all('conflicting'),
    unreadable: all('conflicting'),
  },
  UNAVAILABLE: {
    none: ['unavailable_no_error', 'conflicting', 'unavailable_no_error', 'unavailable_no_error'],
    trade_hold: ['unavailable', 'conflicting', 'unavailable', 'unavailable'],
    steam_unavailable: ['unavailable', 'conflicting', 'unavailable', 'unavailable'],
    other: ['unavailable', 'conflicting', 'unavailable', 'unavailable'],
    unreadable: ['unavailable', 'conflicting', 'unavailable', 'unavailable'],
  },
  WAITING_FOR_SEND: {
    none: ['send_no_next_try', 'send_next_try', 'send_no_next_try', 'send_no_next_try'],
    trade_hold: all('send_trade_hold'),
    steam_unavailable: all('send_steam_unavailable'),
    other: all('send_other_error'),
    unreadable: all('send_other_error'),
  },
  WAITING_FOR_TRADE_ACCEPT: {
    none: all('accept_waiting'),
    trade_hold: all('accept_trade_hold'),
    steam_unavailable: all('accept_resend'),
    other: ['accept_error', 'accept_resend', 'accept_error', 'accept_error'],
    unreadable: ['accept_error', 'accept_resend', 'accept_error', 'accept_error'],
  },
  REFUNDED: {
    none: all('unknown_status'),
    trade_hold: all('unknown_status'),
    steam_unavailable: all('unknown_status'),
    other: all('unknown_status'),
    unreadable: all('unknown_status'),
  },
}

const STATUSES: readonly ItemStatus[] = [...KNOWN_STATUSES.map(known), { known: false, value: 'REFUNDED' }]

const CASES = STATUSES.flatMap((status) =>
  (Object.keys(ERRORS) as ErrorCase[]).flatMap((error) =>
    NEXT_TRY_ORDER.map((nextTry, column) => ({
      status,
      error,
      nextTry,
      expected: EXPECTED[status.value]![error][column]!,
    })),
  ),
)

describe('situationOf: every status × error × next try', () => {
  it('covers all 6 × 5 × 4 combinations', () => {
    expect(CASES).toHaveLength(120)
  })

  it.each(CASES)(
    '$status.value, error $error, next try $nextTry → $expected',
    ({ status, error, nextTry, expected }) => {
      const item = replyItem(status, { error_message: ERRORS[error], next_try: NEXT_TRIES[nextTry] })
      expect(situationOf({ kind: 'item', item }, NOW).situation).toBe(expected)
    },
  )
})

describe('situationOf: the issue’s four contradictions', () => {
  it('waiting for send with a trade hold never reads as "on its way shortly"', () => {
    const item = replyItem(known('WAITING_FOR_SEND'), {
      error_message: ok(ERROR_TEXTS.trade_hold),
      next_try: ok(FUTURE_TRY),
    })
    const advice = situationOf({ kind: 'item', item }, NOW)
    expect(advice.situation).toBe('send_trade_hold')
    expect(advice.error).toEqual({ present: true, kind: 'trade_hold', text: ERROR_TEXTS.trade_hold })
  })

  it('waiting for trade accept while the offer is to be sent again does not ask to accept it', () => {
    const item = replyItem(known('WAITING_FOR_TRADE_ACCEPT'), {
      error_message: ok(ERROR_TEXTS.steam_unavailable),
      next_try: ok(FUTURE_TRY),
    })
    const advice = situationOf({ kind: 'item', item }, NOW)
    expect(advice.situation).toBe('accept_resend')
    expect(advice.nextTryAhead).toBe(true)
    expect(advice.nextTry).toEqual(new Date('2026-11-23T20:15:00Z'))
  })

  it('unavailable without an error is its own situation, not "check the error below"', () => {
    const item = replyItem(known('UNAVAILABLE'))
    expect(situationOf({ kind: 'item', item }, NOW).meaning).not.toMatch(/error below/i)
    expect(situationOf({ kind: 'item', item }, NOW).situation).toBe('unavailable_no_error')
  })

  it('available with purchase fields says so to the agent instead of "the purchase did not go through"', () => {
    const advice = situationOf({ kind: 'item', item: replyItem(known('AVAILABLE')) }, NOW)
    expect(advice.situation).toBe('available_bought')
    expect(advice.conflicts).toEqual(['a purchase time', 'a trade offer ID', 'a send date'])
    expect(advice.meaning).toContain(
      'The status is AVAILABLE, yet the item has a purchase time, a trade offer ID, a send date.',
    )
  })
})

describe('situationOf: the rest', () => {
  it('available with no readable purchase field is plainly available', () => {
    const item = replyItem(known('AVAILABLE'), {
      bought_at: malformed(),
      trade_offer_id: malformed(),
      send_date: ok('not a date'),
    })
    expect(situationOf({ kind: 'item', item }, NOW).situation).toBe('available')
  })

  it('an accepted item with an error names the conflicting fields for the agent', () => {
    const item = replyItem(known('TRADE_ACCEPTED'), { error_message: ok('x'), next_try: ok(FUTURE_TRY) })
    const advice = situationOf({ kind: 'item', item }, NOW)
    expect(advice.conflicts).toEqual(['an error', 'a next try ahead'])
    expect(advice.meaning).toMatch(
      /The status is TRADE_ACCEPTED, yet the item has an error, a next try ahead\.$/,
    )
  })

  it('an unreadable error on an accepted item is named as unreadable, not as an error', () => {
    const item = replyItem(known('TRADE_ACCEPTED'), { error_message: malformed() })
    expect(situationOf({ kind: 'item', item }, NOW).conflicts).toEqual(['an error field it could not read'])
  })

  it('a blank error text counts as no error', () => {
    const item = replyItem(known('WAITING_FOR_SEND'), { error_message: ok('  '), next_try: ok(FUTURE_TRY) })
    expect(situationOf({ kind: 'item', item }, NOW).situation).toBe('send_next_try')
  })

  it('a next try at exactly now is no longer ahead', () => {
    const item = replyItem(known('WAITING_FOR_SEND'), { next_try: ok('2026-11-23 20:00:00') })
    expect(situationOf({ kind: 'item', item }, NOW).situation).toBe('send_no_next_try')
  })

  it('a missing or blank name is null, for the reply to stand in for', () => {
    const unnamed = replyItem(known('TRADE_ACCEPTED'), { name: malformed() })
    const blank = replyItem(known('TRADE_ACCEPTED'), { name: ok('   ') })
    expect(situationOf({ kind: 'item', item: unnamed }, NOW).name).toBeNull()
    expect(situationOf({ kind: 'item', item: blank }, NOW).name).toBeNull()
  })

  it('an ID the catalog does not have is "not found"', () => {
    const advice = situationOf({ kind: 'not_found', id: 3310 }, NOW)
    expect(advice).toMatchObject({ situation: 'not_found', id: 3310, status: null, failureReason: null })
  })

  it('a failed lookup keeps its reason for the agent', () => {
    const advice = situationOf(
      { kind: 'failed', id: 4410, reason: 'The catalog did not answer in 10 s.' },
      NOW,
    )
    expect(advice).toMatchObject({
      situation: 'lookup_failed',
      id: 4410,
      failureReason: 'The catalog did not answer in 10 s.',
    })
  })
})

describe('ReplyItem', () => {
  it('is what both the detail pane and a bulk lookup hold, so either can be replied to as is', () => {
    expectTypeOf<SingleItem>().toExtend<ReplyItem>()
    expectTypeOf<Extract<LookupOutcome, { kind: 'item' }>['item']>().toExtend<ReplyItem>()
  })
})
