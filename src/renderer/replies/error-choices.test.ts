import { describe, expect, it } from 'vitest'
import { inEnglish } from '../../shared/i18n/english.test-support'
import type { KnownStatus, SingleItem } from '../../shared/catalog'
import type { ReplySubject } from '../../shared/reply/advise'
import { DEFAULT_ERROR_TABLE } from '../../shared/reply/default-error-table'
import { rowTextFor } from '../../shared/reply/error-table'
import { singleItem } from '../testing/sample-items.test-support'
import {
  awaitingText,
  errorReadingOf,
  errorToChoose,
  meaningsInOrder,
  readChoices,
  withErrorReadAs,
} from './error-choices'
import { choiceKey } from './ticket-state'

const NOW = new Date('2026-11-25T12:00:00Z')
const CATALOG = 'https://catalog.test'
/** No entry of the default table matches it. */
const UNKNOWN = 'Inventory fetch failed with code 15.'

function withError(id: number, error: string | null, status: KnownStatus = 'WAITING_FOR_SEND') {
  return singleItem({ id, error_message: error, status: { known: true, value: status } })
}

const subject = (item: SingleItem): ReplySubject => ({ kind: 'item', item })

describe('errorToChoose', () => {
  it('asks for an error the table does not know, and only for it', () => {
    expect(errorToChoose(withError(1, UNKNOWN), undefined, NOW)).toEqual({
      kind: 'choose',
      text: UNKNOWN,
      matched: [],
      why: 'unknown',
    })
    expect(
      errorToChoose(withError(2, 'Steam is temporarily unavailable (HTTP 503).'), undefined, NOW),
    ).toBeNull()
    expect(errorToChoose(withError(3, null), undefined, NOW)).toBeNull()
  })

  it('reads the lead’s table, not the defaults, when the lead has one', () => {
    const table = [{ contains: 'code 15', means: 'steam_down' as const }]
    expect(errorToChoose(withError(1, UNKNOWN), table, NOW)).toBeNull()
    expect(errorToChoose(withError(2, 'Steam is temporarily unavailable.'), table, NOW)).toMatchObject({
      text: 'Steam is temporarily unavailable.',
    })
  })

  it('asks nothing where the error does not decide the situation (an error beside a delivered item)', () => {
    expect(errorToChoose(withError(1, UNKNOWN, 'TRADE_ACCEPTED'), undefined, NOW)).toBeNull()
  })

  it('reads an item once per table and moment, and again for another table or moment', () => {
    const item = withError(1, UNKNOWN)
    const table = [{ contains: 'code 15', means: 'steam_down' as const }]
    const first = errorToChoose(item, undefined, NOW)
    expect(errorToChoose(item, undefined, new Date(NOW))).toBe(first)
    expect(errorToChoose(item, table, NOW)).toBeNull()
    expect(errorToChoose(item, undefined, NOW)).toMatchObject({ text: UNKNOWN })
    // A moment later the same item is read again (the situation may depend on the time).
    expect(errorToChoose(item, undefined, new Date(NOW.getTime() + 60_000))).not.toBe(first)
  })
})

describe('errorReadingOf', () => {
  it('says which row of whose table read an error', () => {
    const item = withError(1, 'Partner inventory is private')
    expect(errorReadingOf(item, undefined, NOW)).toEqual({
      kind: 'read',
      text: 'Partner inventory is private',
      meaning: 'inventory_private',
      readBy: { table: 'default', row: { contains: 'inventory is private', means: 'inventory_private' } },
    })
    const own = [{ contains: 'partner inventory', means: 'inventory_private' as const }]
    expect(errorReadingOf(item, own, NOW)).toMatchObject({ readBy: { table: 'own', row: own[0] } })
  })

  it('says what the matching rows meant and why they did not read it', () => {
    expect(
      errorReadingOf(withError(1, 'Invalid trade URL; partner inventory is private'), undefined, NOW),
    ).toEqual({
      kind: 'choose',
      text: 'Invalid trade URL; partner inventory is private',
      matched: ['trade_url_outdated', 'inventory_private'],
      why: 'meanings',
    })
    expect(errorReadingOf(withError(2, 'Our bot is trade banned'), undefined, NOW)).toMatchObject({
      matched: ['account_cannot_trade'],
      why: 'side',
    })
  })

  it('says nothing of an error that does not decide the situation, or of no error', () => {
    expect(
      errorReadingOf(withError(1, 'Partner inventory is private', 'TRADE_ACCEPTED'), undefined, NOW),
    ).toBeNull()
    expect(errorReadingOf(withError(2, null), undefined, NOW)).toBeNull()
  })
})

describe('meaningsInOrder', () => {
  it('offers what the matching rows meant first, in their order, then every other meaning once', () => {
    const { matched, others } = meaningsInOrder(['trade_url_outdated', 'inventory_private'])
    expect(matched.map((meaning) => meaning.id)).toEqual(['trade_url_outdated', 'inventory_private'])
    expect(others.map((meaning) => meaning.id)).toEqual([
      'trade_hold',
      'account_cannot_trade',
      'steam_down',
      'item_gone',
      'offer_declined',
      'checking',
    ])
    expect(meaningsInOrder([]).others).toHaveLength(8)
  })
})

describe('readChoices', () => {
  const subjects = [
    subject(withError(1, UNKNOWN)),
    subject(withError(2, 'Something else went wrong')),
    subject(withError(3, "Trade offer could not be sent: the receiving account's inventory is private.")),
    { kind: 'not_found', id: 4 } as const,
  ]

  it('passes the agent’s choice for an unknown error and counts the ones still waiting', () => {
    const chosen = new Map([[choiceKey(CATALOG, 1, UNKNOWN), 'inventory_private' as const]])
    expect(readChoices(subjects, { catalog: CATALOG, chosen, now: NOW })).toEqual({
      choices: { 1: 'inventory_private' },
      awaiting: [2],
    })
  })

  it('never applies a choice made for another error text, another catalog, or an error the table knows', () => {
    const chosen = new Map([
      [choiceKey(CATALOG, 1, 'An older error of item 1'), 'trade_hold' as const],
      [choiceKey('https://other.test', 2, 'Something else went wrong'), 'trade_hold' as const],
      [
        choiceKey(CATALOG, 3, "Trade offer could not be sent: the receiving account's inventory is private."),
        'trade_hold' as const,
      ],
    ])
    expect(readChoices(subjects, { catalog: CATALOG, chosen, now: NOW })).toEqual({
      choices: {},
      awaiting: [1, 2],
    })
  })
})

describe('withErrorReadAs', () => {
  it('puts the error on top of the default table when the lead has none yet, keeping the rest of the set', () => {
    const stored = { languages: { en: { greeting: 'Hi,' } }, agentName: 'Sam' }
    const next = withErrorReadAs(stored, UNKNOWN, 'steam_down')
    expect(next.languages).toBe(stored.languages)
    expect(next.agentName).toBe('Sam')
    expect(next.errorTable).toEqual([
      { contains: rowTextFor(UNKNOWN), means: 'steam_down' },
      ...DEFAULT_ERROR_TABLE,
    ])
  })

  it('adds to the lead’s own table when there is one', () => {
    const stored = { languages: {}, errorTable: [{ contains: 'oops', means: 'checking' as const }] }
    expect(withErrorReadAs(stored, UNKNOWN, 'item_gone').errorTable).toEqual([
      { contains: rowTextFor(UNKNOWN), means: 'item_gone' },
      { contains: 'oops', means: 'checking' },
    ])
  })
})

describe('awaitingText', () => {
  it('counts items in words, and says nothing when none waits', () => {
    expect(awaitingText(0)).toBeNull()
    expect(inEnglish(awaitingText(1))).toBe('1 item needs your choice')
    expect(inEnglish(awaitingText(1200))).toBe('1,200 items need your choice')
  })
})
