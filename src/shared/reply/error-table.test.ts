import { describe, expect, it } from 'vitest'
import { DEFAULT_ERROR_TABLE } from './default-error-table'
import {
  alwaysReadAs,
  layerErrorTables,
  MAX_ERROR_TABLE_ENTRIES,
  readError,
  tableOfRow,
  type ErrorTable,
} from './error-table'
import { ERROR_TEXTS } from './reply-items.test-support'

const table: ErrorTable = [
  { contains: 'trade url', means: 'trade_url_outdated' },
  { contains: 'inventory is private', means: 'inventory_private' },
  { contains: 'private inventory', means: 'inventory_private' },
  { contains: 'steam guard', means: 'trade_hold' },
  { contains: 'timeout', means: 'steam_down' },
  { contains: 'upstream', means: 'checking' },
]

describe('readError: every row tried, never the first row in the list', () => {
  it('reads an error that rows of one meaning match, naming them all', () => {
    expect(readError('Partner inventory is private (private inventory)', table)).toEqual({
      kind: 'read',
      meaning: 'inventory_private',
      rows: [table[1], table[2]],
    })
  })

  it('asks when rows of two meanings match, offering both in table order', () => {
    expect(readError('Offer via trade URL failed: partner inventory is private', table)).toEqual({
      kind: 'ask',
      offered: ['trade_url_outdated', 'inventory_private'],
      rows: [table[0], table[1]],
      why: 'meanings',
    })
    // The same whichever row comes first.
    expect(
      readError('Offer via trade URL failed: partner inventory is private', [...table].reverse()),
    ).toMatchObject({
      kind: 'ask',
      offered: ['inventory_private', 'trade_url_outdated'],
    })
  })

  it('asks when the error names a side the matching row cannot stand beside', () => {
    expect(readError("Steam Guard confirmation failed on the store's trade bot", table)).toEqual({
      kind: 'ask',
      offered: ['trade_hold'],
      rows: [table[3]],
      why: 'side',
    })
    expect(readError('Timeout on bot 3', table)).toMatchObject({ kind: 'ask', why: 'side' })
    expect(readError('Timeout for the buyer', table)).toMatchObject({ kind: 'read', meaning: 'steam_down' })
    // One occurrence beside the bot is enough to ask.
    expect(readError('Timeout for the buyer; timeout on the bot', table)).toMatchObject({
      kind: 'ask',
      why: 'side',
    })
  })

  it('says a side conflict over a disagreement when both hold', () => {
    expect(readError('upstream timeout on our bot', table)).toMatchObject({
      kind: 'ask',
      offered: ['steam_down', 'checking'],
      why: 'side',
    })
  })

  it('lets a row of every word of the error decide over rows that read a part of it, sides still counting', () => {
    const error = 'Offer via trade URL failed: partner inventory is private'
    const whole = {
      contains: 'offer via trade url failed: partner inventory is private',
      means: 'checking' as const,
    }
    expect(readError(error, [...table, whole])).toEqual({ kind: 'read', meaning: 'checking', rows: [whole] })
    expect(readError(`${error} now`, [...table, whole])).toMatchObject({ kind: 'ask', why: 'meanings' })
    const sided = { contains: 'timeout on bot *', means: 'steam_down' as const }
    expect(readError('Timeout on bot 3', [...table, sided])).toEqual({
      kind: 'ask',
      offered: ['steam_down'],
      rows: [table[4], sided],
      why: 'side',
    })
    const twoWhole = [
      { contains: 'timeout on bot *', means: 'checking' as const },
      { contains: 'Timeout on bot *.', means: 'steam_down' as const },
    ]
    expect(readError('Timeout on bot 3', twoWhole)).toMatchObject({
      kind: 'ask',
      offered: ['checking', 'steam_down'],
    })
  })

  it('reads with a neutral row on any side', () => {
    expect(readError("Upstream failed for the seller's bot", table)).toMatchObject({
      kind: 'read',
      meaning: 'checking',
    })
  })

  it('leaves out a negated occurrence, and reads a row another occurrence of which counts', () => {
    expect(readError('Not a timeout', table)).toEqual({ kind: 'unknown' })
    expect(readError('Not a timeout, but a timeout', table)).toMatchObject({
      kind: 'read',
      meaning: 'steam_down',
    })
  })

  it('says when no row matches', () => {
    expect(readError('Something else', table)).toEqual({ kind: 'unknown' })
    expect(readError('', table)).toEqual({ kind: 'unknown' })
    expect(readError('anything', [{ contains: '  ', means: 'checking' }])).toEqual({ kind: 'unknown' })
  })

  it('reads the texts of the reply tests with the defaults', () => {
    for (const [meaning, text] of Object.entries(ERROR_TEXTS)) {
      const reading = readError(text, DEFAULT_ERROR_TABLE)
      expect(reading.kind === 'read' ? reading.meaning : 'unknown').toBe(meaning)
    }
  })
})

describe('whose table a row is', () => {
  it('is the team’s or the default’s where the layered table says so, else the agent’s own', () => {
    const own: ErrorTable = [{ contains: 'a', means: 'checking' }]
    expect(tableOfRow({ contains: 'a', means: 'checking', from: 'team' }, own)).toBe('team')
    expect(tableOfRow(own[0]!, own)).toBe('own')
    expect(tableOfRow(DEFAULT_ERROR_TABLE[0]!, undefined)).toBe('default')
  })

  it('lays the team’s rows over the agent’s own, or over the defaults', () => {
    const team: ErrorTable = [{ contains: 'Trade  hold', means: 'checking' }]
    const own: ErrorTable = [
      { contains: 'trade hold', means: 'trade_hold' },
      { contains: 'other', means: 'steam_down' },
    ]
    expect(layerErrorTables(team, own)).toEqual([
      { contains: 'Trade  hold', means: 'checking', from: 'team' },
      { contains: 'other', means: 'steam_down' },
    ])
    const overDefaults = layerErrorTables(team, undefined)
    expect(overDefaults).toHaveLength(DEFAULT_ERROR_TABLE.length + 1)
    expect(overDefaults.slice(1).every((row) => row.from === 'default')).toBe(true)
  })
})

describe('"Always read this error as …"', () => {
  it('puts the row on top, so this error and the next like it read so, replacing one with the same phrase', () => {
    const error = 'Offer 61 failed: upstream said no'
    const once = alwaysReadAs(DEFAULT_ERROR_TABLE, error, 'steam_down')
    expect(once[0]).toEqual({ contains: 'offer * failed: upstream said no', means: 'steam_down' })
    expect(readError('Offer 99 failed: upstream said no', once)).toMatchObject({
      kind: 'read',
      meaning: 'steam_down',
    })
    expect(once.slice(1)).toEqual(DEFAULT_ERROR_TABLE)
    const twice = alwaysReadAs(once, 'Offer 7 failed - upstream said no', 'checking')
    expect(twice).toEqual([
      { contains: 'offer * failed - upstream said no', means: 'checking' },
      ...DEFAULT_ERROR_TABLE,
    ])
  })

  it('stores no reading marks of a layered table', () => {
    const layered = layerErrorTables([{ contains: 'x', means: 'checking' }], undefined)
    expect(alwaysReadAs(layered, 'y', 'checking').every((row) => !('from' in row))).toBe(true)
  })

  it(`keeps the table within ${MAX_ERROR_TABLE_ENTRIES} rows, dropping the last`, () => {
    const full = Array.from({ length: MAX_ERROR_TABLE_ENTRIES }, (_, index) => ({
      contains: `failure number ${'x'.repeat(index + 1)}`,
      means: 'steam_down' as const,
    }))
    const after = alwaysReadAs(full, 'Offer 61 failed: upstream said no', 'checking')
    expect(after).toEqual([
      { contains: 'offer * failed: upstream said no', means: 'checking' },
      ...full.slice(0, -1),
    ])
  })
})
