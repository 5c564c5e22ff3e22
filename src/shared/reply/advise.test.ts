import { describe, expect, expectTypeOf, it } from 'vitest'
import type { SingleItem } from '../catalog/item'
import type { LookupOutcome } from '../ipc'
import { KNOWN_STATUSES, type ItemStatus } from '../catalog/status'
import { situationOf, type AdviceContext, type ReplyItem } from './advise'
import { ERROR_MEANING_IDS, type ErrorMeaning } from './error-meanings'
import { layerErrorTables, type ErrorTable } from './error-table'
import { readNextTry } from './catalog-time'
import { situation, type ErrorReading, type SituationId } from './situations'
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
  malformed,
  ok,
  replyItem,
} from './reply-items.test-support'
import { inEnglish, saying, withEnglish } from '../i18n/english.test-support'

/** Errors: none, one text per meaning the default table knows, one it does not, one unreadable. */
const ERRORS: readonly { name: string; field: ReplyItem['error_message']; reading: ErrorReading | null }[] = [
  { name: 'none', field: ok(null), reading: null },
  ...ERROR_MEANING_IDS.filter((id) => id !== 'checking').map((id) => ({
    name: id,
    field: ok(ERROR_TEXTS[id as Exclude<ErrorMeaning, 'checking'>]),
    reading: id,
  })),
  { name: 'unknown text', field: ok(ERROR_TEXTS.unknown), reading: 'needs_choice' },
  { name: 'unreadable', field: malformed(), reading: 'needs_choice' },
]

/**
 * Next tries, with what each lets the reply say, worked out by hand from NOW (20:00 UTC,
 * 21:00 in Berlin): `planned` (a new try may be promised) and `surelyAhead` (contradicts a
 * final status), with the zone set to Berlin and with no zone (every offset UTC−12…+14 possible).
 */
const NEXT_TRIES = [
  { name: 'none', field: ok(null), set: [false, false], unset: [false, false] },
  { name: 'in 2 h', field: ok(BERLIN_IN_2H), set: [true, true], unset: [true, false] },
  { name: 'in 2 min', field: ok(BERLIN_IN_2MIN), set: [true, false], unset: [true, false] },
  { name: '2 h ago', field: ok(BERLIN_2H_AGO), set: [false, false], unset: [true, false] },
  { name: 'long past', field: ok(LONG_PAST_TRY), set: [false, false], unset: [false, false] },
  { name: 'far ahead', field: ok(FAR_FUTURE_TRY), set: [true, true], unset: [true, true] },
  { name: 'unreadable', field: malformed('"tomorrow"'), set: [false, false], unset: [false, false] },
] as const

const ZONES = [BERLIN, null] as const

/** The rules, restated per status: what the situation must be. */
function expected(
  status: ItemStatus,
  reading: ErrorReading | null,
  planned: boolean,
  surelyAhead: boolean,
): SituationId {
  if (!status.known) return 'unknown_status'
  switch (status.value) {
    case 'TRADE_ACCEPTED':
      return reading !== null || surelyAhead ? 'conflicting' : 'trade_accepted'
    case 'AVAILABLE':
      return reading !== null || surelyAhead ? 'conflicting' : 'available_bought'
    case 'UNAVAILABLE':
      if (surelyAhead) return 'conflicting'
      return reading === null ? 'unavailable_no_error' : `stopped.${reading}`
    case 'WAITING_FOR_SEND':
      if (reading !== null) return `send.${reading}`
      return planned ? 'send_next_try' : 'send_no_next_try'
    case 'WAITING_FOR_TRADE_ACCEPT':
      return reading === null ? 'accept_waiting' : `accept.${reading}`
  }
}

const STATUSES: readonly ItemStatus[] = [...KNOWN_STATUSES.map(known), { known: false, value: 'REFUNDED' }]

const CASES = STATUSES.flatMap((status) =>
  ERRORS.flatMap((error) =>
    NEXT_TRIES.flatMap((nextTry) =>
      ZONES.map((zone) => {
        const [planned, surelyAhead] = zone === null ? nextTry.unset : nextTry.set
        return {
          status,
          error,
          nextTry,
          zone,
          expected: expected(status, error.reading, planned, surelyAhead),
        }
      }),
    ),
  ),
)

const at = (zone: string | null): AdviceContext => ({ now: NOW, catalogTimeZone: zone })

describe('situationOf: every status × error meaning × next try × zone', () => {
  it('covers all 6 × 10 × 7 × 2 combinations', () => {
    expect(CASES).toHaveLength(840)
  })

  it.each(CASES)(
    '$status.value, error $error.name, next try $nextTry.name, zone $zone → $expected',
    ({ status, error, nextTry, zone, expected: situation }) => {
      const item = replyItem(status, { error_message: error.field, next_try: nextTry.field })
      expect(situationOf({ kind: 'item', item }, at(zone)).situation).toBe(situation)
    },
  )
})

describe('situationOf: causes from facts, never guessed (issue 37)', () => {
  const waiting = (error: string) =>
    replyItem(known('WAITING_FOR_TRADE_ACCEPT'), { error_message: ok(error), next_try: ok(BERLIN_IN_2H) })

  it.each([
    ['Steam inventory is private', 'accept.inventory_private'],
    ['the trade URL token is no longer valid', 'accept.trade_url_outdated'],
    ["no longer in the seller's inventory", 'accept.item_gone'],
    ['Steam request timed out', 'accept.steam_down'],
    ['Trade offer declined', 'accept.offer_declined'],
  ])('"%s" reads as %s, not as a guess', (text, situation) => {
    expect(situationOf({ kind: 'item', item: waiting(text) }, at(BERLIN)).situation).toBe(situation)
  })

  it('an error the table does not know needs a choice and carries its text', () => {
    const advice = situationOf({ kind: 'item', item: waiting(ERROR_TEXTS.unknown) }, at(BERLIN))
    expect(advice).toMatchObject({
      situation: 'accept.needs_choice',
      needsChoice: true,
      error: { present: true, text: ERROR_TEXTS.unknown, meaning: null, source: null },
    })
  })

  it('the agent’s choice gives the meaning, and wins over the table', () => {
    const item = waiting(ERROR_TEXTS.unknown)
    const chosen = situationOf(
      { kind: 'item', item },
      { ...at(BERLIN), choices: { [item.id]: 'steam_down' } },
    )
    expect(chosen).toMatchObject({
      situation: 'accept.steam_down',
      needsChoice: false,
      error: { source: 'choice' },
    })
    const other = situationOf({ kind: 'item', item }, { ...at(BERLIN), choices: { 99: 'steam_down' } })
    expect(other.situation).toBe('accept.needs_choice')
  })

  it('says which row of whose table read the error', () => {
    const item = waiting('Partner inventory is private')
    const own = [{ contains: 'partner inventory', means: 'inventory_private' as const }]
    const readBy = (errorTable?: ErrorTable) =>
      situationOf({ kind: 'item', item }, { ...at(null), ...(errorTable ? { errorTable } : {}) }).error
    expect(readBy()).toMatchObject({
      readBy: { table: 'default', row: { contains: 'inventory is private' } },
    })
    expect(readBy(own)).toMatchObject({ readBy: { table: 'own', row: own[0] } })
    const team = layerErrorTables(own, undefined)
    expect(readBy(team)).toMatchObject({ readBy: { table: 'team', row: { contains: 'partner inventory' } } })
  })

  it('asks when rows of two meanings match, or a side conflicts, and says what they matched', () => {
    const twoMeanings = situationOf(
      { kind: 'item', item: waiting('Invalid trade URL; partner inventory is private') },
      at(null),
    )
    expect(twoMeanings).toMatchObject({
      situation: 'accept.needs_choice',
      error: {
        meaning: null,
        source: null,
        readBy: null,
        table: 'meanings',
        matched: ['trade_url_outdated', 'inventory_private'],
      },
    })
    const side = situationOf({ kind: 'item', item: waiting('Our bot is trade banned') }, at(null))
    expect(side.error).toMatchObject({ table: 'side', matched: ['account_cannot_trade'] })
    const unknown = situationOf({ kind: 'item', item: waiting(ERROR_TEXTS.unknown) }, at(null))
    expect(unknown.error).toMatchObject({ table: 'unknown', matched: [] })
  })

  it('keeps what the table matched beside the agent’s choice, and reads no row then', () => {
    const item = waiting('Our bot is trade banned')
    const chosen = situationOf({ kind: 'item', item }, { ...at(null), choices: { [item.id]: 'checking' } })
    expect(chosen.error).toMatchObject({
      meaning: 'checking',
      source: 'choice',
      readBy: null,
      table: 'side',
      matched: ['account_cannot_trade'],
    })
  })

  it('reads nothing of an unreadable error', () => {
    const item = replyItem(known('WAITING_FOR_SEND'), { error_message: malformed() })
    expect(situationOf({ kind: 'item', item }, at(null)).error).toEqual({
      present: true,
      text: null,
      meaning: null,
      source: null,
      readBy: null,
      table: 'unknown',
      matched: [],
    })
  })

  it('reads errors with the lead’s table in place of the defaults', () => {
    const item = waiting(ERROR_TEXTS.unknown)
    const table = [{ contains: 'UPSTREAM', means: 'item_gone' as const }]
    expect(situationOf({ kind: 'item', item }, { ...at(null), errorTable: table }).situation).toBe(
      'accept.item_gone',
    )
    const inventory = waiting(ERROR_TEXTS.inventory_private)
    expect(situationOf({ kind: 'item', item: inventory }, { ...at(null), errorTable: table }).situation).toBe(
      'accept.needs_choice',
    )
  })
})

describe('situationOf: subjects without an item', () => {
  it('an ID the catalog does not have is "not found"', () => {
    const advice = situationOf({ kind: 'not_found', id: 3310 }, at(null))
    expect(advice).toMatchObject({ situation: 'not_found', id: 3310, status: null, failureReason: null })
  })

  it('a failed lookup keeps its reason for the agent', () => {
    const advice = situationOf({ kind: 'failed', id: 4410, reason: saying('no answer in 10 s') }, at(null))
    expect(advice).toMatchObject({
      situation: 'lookup_failed',
      failureReason: saying('no answer in 10 s'),
    })
  })

  it('a lookup the ended sign-in (or a cancel) interrupted is never "a technical problem"', () => {
    const advice = situationOf(
      { kind: 'failed', id: 4410, reason: saying('Sign in again.'), cause: 'interrupted' },
      at(null),
    )
    expect(advice.situation).toBe('lookup_interrupted')
  })
})

describe('situationOf: the rest', () => {
  it('available with no readable purchase field is plainly available', () => {
    const item = replyItem(known('AVAILABLE'), {
      bought_at: malformed(),
      trade_offer_id: malformed(),
      send_date: ok('x'),
    })
    expect(situationOf({ kind: 'item', item }, at(null)).situation).toBe('available')
  })

  it('an accepted item with an error and a next try ahead names the conflicting fields for the agent', () => {
    const item = replyItem(known('TRADE_ACCEPTED'), { error_message: ok('x'), next_try: ok(FAR_FUTURE_TRY) })
    const advice = situationOf({ kind: 'item', item }, at(null))
    expect(advice.conflicts.map(inEnglish)).toEqual(['an error', 'a next try ahead'])
    expect(inEnglish(advice.meaning)).toMatch(
      /The status is TRADE_ACCEPTED, yet the item has an error, a next try ahead\.$/,
    )
  })

  it('an unreadable error on an accepted item is named as unreadable', () => {
    const item = replyItem(known('TRADE_ACCEPTED'), { error_message: malformed() })
    expect(situationOf({ kind: 'item', item }, at(null)).conflicts.map(inEnglish)).toEqual([
      'an error field it could not read',
    ])
  })

  it('a missing or blank name is null, and the market name is kept', () => {
    const unnamed = replyItem(known('TRADE_ACCEPTED'), {
      name: malformed(),
      market_hash_name: ok('Glove Case'),
    })
    expect(situationOf({ kind: 'item', item: unnamed }, at(null))).toMatchObject({
      name: null,
      marketHashName: 'Glove Case',
    })
    expect(
      situationOf({ kind: 'item', item: replyItem(known('TRADE_ACCEPTED'), { name: ok('  ') }) }, at(null))
        .name,
    ).toBeNull()
  })
})

describe('situationOf: the whole advice, field by field', () => {
  const BOUGHT = new Date('2026-11-21T18:55:44.801Z')
  const NAME = 'AK-47 | Redline (Field-Tested)'
  const adviceOf = (status: ItemStatus, fields: Parameters<typeof replyItem>[1] = {}) =>
    situationOf({ kind: 'item', item: replyItem(status, fields) }, at(BERLIN))
  /** What every readable item's advice holds unless a case says otherwise. */
  const plain = (id: SituationId, status: ItemStatus) => ({
    situation: id,
    meaning: situation(id).meaning,
    id: 1042,
    name: NAME,
    marketHashName: null,
    status,
    error: { present: false },
    needsChoice: false,
    nextTry: { kind: 'none' },
    boughtAt: BOUGHT,
    conflicts: [],
    failureReason: null,
  })

  it.each([
    ['unknown_status', { known: false, value: 'REFUNDED' }],
    ['trade_accepted', known('TRADE_ACCEPTED')],
    ['unavailable_no_error', known('UNAVAILABLE')],
    ['send_no_next_try', known('WAITING_FOR_SEND')],
    ['accept_waiting', known('WAITING_FOR_TRADE_ACCEPT')],
  ] as const)('%s: its meaning as is, and no conflicts', (id, status) => {
    expect(adviceOf(status)).toEqual(plain(id, status))
  })

  it('a planned next try on an item waiting for send is its situation, with nothing in conflict', () => {
    const status = known('WAITING_FOR_SEND')
    expect(adviceOf(status, { next_try: ok(BERLIN_IN_2H) })).toEqual({
      ...plain('send_next_try', status),
      nextTry: readNextTry(BERLIN_IN_2H, BERLIN, NOW),
    })
  })

  it('available with no purchase trace at all is plainly available, with no purchase time', () => {
    const status = known('AVAILABLE')
    const fields = { bought_at: malformed(), trade_offer_id: malformed(), send_date: malformed() }
    expect(adviceOf(status, fields)).toEqual({ ...plain('available', status), boughtAt: null })
  })

  it.each([
    ['a purchase time', { trade_offer_id: malformed(), send_date: malformed() }],
    ['a trade offer ID', { bought_at: malformed(), send_date: malformed() }],
    ['a send date', { bought_at: malformed(), trade_offer_id: malformed() }],
  ] as const)('available yet bought: names %s as the trace for the agent', (trace, fields) => {
    const advice = adviceOf(known('AVAILABLE'), fields)
    expect(advice.situation).toBe('available_bought')
    expect(advice.conflicts.map(inEnglish)).toEqual([trace])
  })

  it('available yet bought: names every trace, in order', () => {
    expect(adviceOf(known('AVAILABLE')).conflicts.map(inEnglish)).toEqual([
      'a purchase time',
      'a trade offer ID',
      'a send date',
    ])
  })

  it('delivery stopped yet a next try ahead: says so to the agent', () => {
    const status = known('UNAVAILABLE')
    const id = 'conflicting'
    expect(withEnglish(adviceOf(status, { next_try: ok(FAR_FUTURE_TRY) }))).toEqual({
      ...(withEnglish(plain(id, status)) as object),
      meaning: `${inEnglish(situation(id).meaning)} The status is UNAVAILABLE, yet the item has a next try ahead.`,
      nextTry: readNextTry(FAR_FUTURE_TRY, BERLIN, NOW),
      conflicts: ['a next try ahead'],
    })
  })

  it('an error the table knows carries its text, meaning and source', () => {
    const status = known('WAITING_FOR_SEND')
    const text = ERROR_TEXTS.inventory_private
    expect(adviceOf(status, { error_message: ok(`  ${text} `) })).toEqual({
      ...plain('send.inventory_private', status),
      error: {
        present: true,
        text,
        meaning: 'inventory_private',
        source: 'table',
        readBy: { table: 'default', row: { contains: 'inventory is private', means: 'inventory_private' } },
        table: 'read',
        matched: ['inventory_private'],
      },
    })
  })

  it('names are trimmed for the reply', () => {
    const advice = adviceOf(known('TRADE_ACCEPTED'), {
      name: ok('  Glove Case \n'),
      market_hash_name: ok(' Glove Case  '),
    })
    expect(advice).toMatchObject({ name: 'Glove Case', marketHashName: 'Glove Case' })
  })

  it.each([
    [{ kind: 'not_found', id: 3310 }, 'not_found', null],
    [{ kind: 'failed', id: 3310, reason: saying('Timed out.') }, 'lookup_failed', saying('Timed out.')],
  ] as const)('a subject without an item knows nothing but its ID: %o', (subject, id, failureReason) => {
    expect(situationOf(subject, at(BERLIN))).toEqual({
      situation: id,
      meaning: situation(id).meaning,
      id: 3310,
      name: null,
      marketHashName: null,
      status: null,
      error: { present: false },
      needsChoice: false,
      nextTry: { kind: 'none' },
      boughtAt: null,
      conflicts: [],
      failureReason,
    })
  })
})

describe('ReplyItem', () => {
  it('is what both the detail pane and a bulk lookup hold, so either can be replied to as is', () => {
    expectTypeOf<SingleItem>().toExtend<ReplyItem>()
    expectTypeOf<Extract<LookupOutcome, { kind: 'item' }>['item']>().toExtend<ReplyItem>()
  })
})
