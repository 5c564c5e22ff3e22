import { describe, expect, it } from 'vitest'
import { DEFAULT_ERROR_TABLE } from './default-error-table'
import {
  MAX_ERROR_TABLE_ENTRIES,
  normaliseErrorText,
  phraseKey,
  readError,
  type ErrorTable,
} from './error-table'
import { migrateErrorTable } from './error-table-migration'
import { replyTemplatesSchema } from './templates-schema'

/** The default table as the app shipped it before phrases: what a lead's first save copied. */
const OLD_COPY: ErrorTable = [
  ...[
    'trade url',
    'trade link',
    'tradelink',
    'trade token',
    'trade offer token',
    'token is no longer valid',
  ].map((contains) => ({ contains, means: 'trade_url_outdated' as const })),
  ...['token is invalid', 'invalid token', 'token expired', 'token has expired'].map((contains) => ({
    contains,
    means: 'trade_url_outdated' as const,
  })),
  ...[
    'inventory is private',
    'private inventory',
    'inventory privacy',
    'profile is private',
    'private profile',
  ].map((contains) => ({ contains, means: 'inventory_private' as const })),
  ...['trade hold', 'escrow', 'steam guard', 'mobile authenticator', 'held for', 'hold duration'].map(
    (contains) => ({
      contains,
      means: 'trade_hold' as const,
    }),
  ),
  ...[
    'trade ban',
    'trade-banned',
    'trade banned',
    'limited account',
    'account is limited',
    'cannot trade',
    'can not trade',
    'not allowed to trade',
    'unable to trade',
    'trading is disabled',
  ].map((contains) => ({ contains, means: 'account_cannot_trade' as const })),
  ...[
    'no longer in the',
    'no longer available',
    'not in the inventory',
    'not in our inventory',
    'missing from the inventory',
    'invaliditems',
    'invalid items',
    'item not found',
  ].map((contains) => ({ contains, means: 'item_gone' as const })),
  ...['declined', 'expired', 'canceled by the recipient', 'cancelled by the recipient'].map((contains) => ({
    contains,
    means: 'offer_declined' as const,
  })),
  ...[
    'steam is down',
    'steam is unavailable',
    'temporarily unavailable',
    'service unavailable',
    'timed out',
    'timeout',
    'eresult 16',
    'eresult 20',
    'http 500',
    'http 502',
    'http 503',
    'http 504',
    'too many requests',
    'rate limit',
  ].map((contains) => ({ contains, means: 'steam_down' as const })),
]

const LEAD_ROW = { contains: 'upstream refused *', means: 'checking' as const }

describe('migrateErrorTable', () => {
  it('gives a plain copy of the old defaults today’s default table', () => {
    expect(migrateErrorTable(OLD_COPY)).toEqual(DEFAULT_ERROR_TABLE)
  })

  it('keeps the lead’s own rows, and stops the old broad rows reading bot-side errors', () => {
    const stored = [LEAD_ROW, ...OLD_COPY]
    const migrated = migrateErrorTable(stored)
    expect(migrated[0]).toEqual(LEAD_ROW)
    expect(new Set(migrated.slice(1))).toEqual(new Set(DEFAULT_ERROR_TABLE))
    const reading = (text: string) => readError(text, migrated)
    expect(
      reading('Trade offer 6123456789 cancelled: the buyer did not accept it within 12 hours (timeout)').kind,
    ).toBe('unknown')
    expect(reading('Item is trade-protected until 2026-11-28: no longer available for trade').kind).toBe(
      'unknown',
    )
  })

  it('keeps the old rows that are also today’s where they stood, and adds today’s others after', () => {
    // "trade-banned" is not today's "trade banned" by its text: it goes, so no two rows say the same.
    const isToday = (row: ErrorTable[number]) =>
      DEFAULT_ERROR_TABLE.some(
        (today) =>
          normaliseErrorText(today.contains) === normaliseErrorText(row.contains) &&
          today.means === row.means,
      )
    const kept = OLD_COPY.filter(isToday)
    expect(kept.length).toBeGreaterThan(0)
    const keptKeys = new Set(kept.map((row) => phraseKey(row.contains)))
    expect(migrateErrorTable([LEAD_ROW, ...OLD_COPY])).toEqual([
      LEAD_ROW,
      ...kept,
      ...DEFAULT_ERROR_TABLE.filter((row) => !keptKeys.has(phraseKey(row.contains))),
    ])
  })

  it('is the default table only when it holds exactly today’s default rows', () => {
    // The lead's own reading of a default phrase stands instead of today's row: not the defaults.
    const own = { contains: 'steam is temporarily unavailable', means: 'checking' as const }
    const migrated = migrateErrorTable([own, ...OLD_COPY])
    expect(migrated).toHaveLength(DEFAULT_ERROR_TABLE.length)
    expect(migrated).toContainEqual(own)
    // A meaning the lead removed entirely stays removed: fewer rows, not the defaults.
    const withoutSteam = migrateErrorTable(OLD_COPY.filter((row) => row.means !== 'steam_down'))
    expect(withoutSteam.some((row) => row.means === 'steam_down')).toBe(false)
  })

  it('migrates a table that reaches the limit exactly', () => {
    const own = Array.from({ length: MAX_ERROR_TABLE_ENTRIES - DEFAULT_ERROR_TABLE.length }, (_, index) => ({
      contains: `failure ${'x'.repeat(index + 1)}`,
      means: 'checking' as const,
    }))
    const migrated = migrateErrorTable([...own, ...OLD_COPY])
    expect(migrated).toHaveLength(MAX_ERROR_TABLE_ENTRIES)
    expect(migrated.some((row) => row.contains === 'timeout')).toBe(false)
  })

  it('is idempotent', () => {
    const once = migrateErrorTable([LEAD_ROW, ...OLD_COPY])
    expect(migrateErrorTable(once)).toBe(once)
    expect(migrateErrorTable(DEFAULT_ERROR_TABLE)).toBe(DEFAULT_ERROR_TABLE)
  })

  it('leaves a meaning of which the lead removed or changed an old row, and the lead’s deliberate rows', () => {
    const withoutTimeout = OLD_COPY.filter((row) => row.contains !== 'timeout')
    const migrated = migrateErrorTable(withoutTimeout)
    expect(migrated.filter((row) => row.means === 'steam_down')).toEqual(
      withoutTimeout.filter((row) => row.means === 'steam_down'),
    )
    expect(migrated.some((row) => row.contains === 'steam guard')).toBe(false)
    const changed = OLD_COPY.map((row) =>
      row.contains === 'escrow' ? { ...row, means: 'checking' as const } : row,
    )
    expect(migrateErrorTable(changed).filter((row) => row.means === 'trade_hold')).toEqual(
      changed.filter((row) => row.means === 'trade_hold'),
    )
    const deliberate = [{ contains: 'timeout', means: 'steam_down' as const }]
    expect(migrateErrorTable(deliberate)).toBe(deliberate)
  })

  it('reads an old row in another spelling as the same row', () => {
    const shouting = OLD_COPY.map((row) => ({ ...row, contains: `  ${row.contains.toUpperCase()} ` }))
    expect(migrateErrorTable(shouting)).toEqual(DEFAULT_ERROR_TABLE)
  })

  it('leaves a table it would push past the limit', () => {
    const own = Array.from({ length: MAX_ERROR_TABLE_ENTRIES - OLD_COPY.length }, (_, index) => ({
      contains: `failure ${'x'.repeat(index + 1)}`,
      means: 'checking' as const,
    }))
    const full = [...own, ...OLD_COPY]
    expect(migrateErrorTable(full)).toBe(full)
  })

  it('runs wherever a stored set is read', () => {
    const read = replyTemplatesSchema.parse({ languages: {}, errorTable: [LEAD_ROW, ...OLD_COPY] })
    expect(read.errorTable?.[0]).toEqual(LEAD_ROW)
    expect(read.errorTable).toHaveLength(DEFAULT_ERROR_TABLE.length + 1)
  })
})
