import { describe, expect, it } from 'vitest'
import {
  catalogTimeIn,
  formatUtcOffset,
  nextTrySurelyAhead,
  readCatalogZone,
  readNextTry,
  timeZoneNames,
  type NextTryFact,
} from './catalog-time'
import { BERLIN, NOW } from './reply-items.test-support'

describe('readCatalogZone', () => {
  it('accepts an IANA name, not set when blank, and says why a wrong one is not used', () => {
    expect(readCatalogZone('Europe/Berlin')).toEqual({ set: true, zone: 'Europe/Berlin' })
    expect(readCatalogZone(null)).toEqual({ set: false, reason: null })
    expect(readCatalogZone('  ')).toEqual({ set: false, reason: null })
    const wrong = readCatalogZone('Europe/Atlantis')
    expect(wrong.set).toBe(false)
    expect(!wrong.set && wrong.reason).toMatch(/"Europe\/Atlantis" is not a time zone name .* Not set/)
  })

  it('quotes at most 60 characters of a long wrong name', () => {
    const wrong = readCatalogZone(`Europe/${'x'.repeat(80)}`)
    expect(!wrong.set && wrong.reason).toBe(
      `"Europe/${'x'.repeat(53)}" is not a time zone name this app knows. Choose one from the list (for example Europe/Berlin), or Not set.`,
    )
  })

  it('offers the zones Intl knows', () => {
    expect(timeZoneNames()).toContain('Asia/Shanghai')
  })
})

describe('catalogTimeIn', () => {
  it('reads a zone-less time in the zone, across daylight saving', () => {
    expect(catalogTimeIn('2026-11-23 23:00:00', 'Europe/Berlin')?.toISOString()).toBe(
      '2026-11-23T22:00:00.000Z',
    )
    expect(catalogTimeIn('2026-07-01 12:00:00', 'Europe/Berlin')?.toISOString()).toBe(
      '2026-07-01T10:00:00.000Z',
    )
    expect(catalogTimeIn('2026-07-01 12:00:00', 'Asia/Kolkata')?.toISOString()).toBe(
      '2026-07-01T06:30:00.000Z',
    )
    expect(catalogTimeIn('not a time', 'UTC')).toBeNull()
  })

  it('reads a time just before the spring change with the offset it had then', () => {
    // Berlin moved from UTC+1 to UTC+2 at 01:00 UTC on 29 March 2026: 01:30 there was still UTC+1.
    expect(catalogTimeIn('2026-03-29 01:30:00', BERLIN)?.toISOString()).toBe('2026-03-29T00:30:00.000Z')
    expect(catalogTimeIn('2026-03-29 03:30:00', BERLIN)?.toISOString()).toBe('2026-03-29T01:30:00.000Z')
  })

  it('writes offsets the way help desks do', () => {
    // 1:05 stands for the odd historical offsets (Amsterdam's +0:20): minutes always have two digits.
    expect([0, 3_600_000, -10_800_000, 19_800_000, 3_900_000].map(formatUtcOffset)).toEqual([
      'UTC',
      'UTC+1',
      'UTC−3',
      'UTC+5:30',
      'UTC+1:05',
    ])
  })
})

describe('readNextTry', () => {
  it('with a zone: ahead from five minutes on, due within five minutes either side, past before', () => {
    expect(readNextTry('2026-11-23 21:05:00', 'Europe/Berlin', NOW)).toMatchObject({ kind: 'ahead' })
    expect(readNextTry('2026-11-23 21:04:59', 'Europe/Berlin', NOW)).toEqual({ kind: 'due' })
    expect(readNextTry('2026-11-23 20:55:01', 'Europe/Berlin', NOW)).toEqual({ kind: 'due' })
    expect(readNextTry('2026-11-23 20:55:00', 'Europe/Berlin', NOW)).toEqual({ kind: 'past' })
    expect(readNextTry('soon', 'Europe/Berlin', NOW)).toEqual({ kind: 'none' })
    expect(readNextTry('  ', 'Europe/Berlin', NOW)).toEqual({ kind: 'none' })
  })

  it('with no zone: pending unless over in every zone, surely ahead only when ahead in every zone', () => {
    expect(readNextTry('2026-11-23 07:54:59', null, NOW)).toEqual({ kind: 'past' })
    expect(readNextTry(null, null, NOW)).toEqual({ kind: 'none' })
    expect(readNextTry('soon', null, NOW)).toEqual({ kind: 'none' })
    expect(readNextTry('  ', null, NOW)).toEqual({ kind: 'none' })
  })

  // NOW is 20:00 UTC; zones run from UTC−12 to UTC+14, and "near" is five minutes either side.
  it.each([
    ['just over in every zone', '2026-11-23 07:54:59', { kind: 'past' }],
    ['due in UTC−12 at the five-minute edge', '2026-11-23 07:55:00', { kind: 'pending', surelyAhead: false }],
    ['now in UTC+14', '2026-11-24 10:00:00', { kind: 'pending', surelyAhead: false }],
    [
      'just short of five minutes ahead in UTC+14',
      '2026-11-24 10:04:59',
      { kind: 'pending', surelyAhead: false },
    ],
    ['five minutes ahead in every zone', '2026-11-24 10:05:00', { kind: 'pending', surelyAhead: true }],
  ])('with no zone, a next try %s', (_when, text, fact) => {
    expect(readNextTry(text, null, NOW)).toEqual(fact)
  })
})

describe('nextTrySurelyAhead', () => {
  it.each<[NextTryFact, boolean]>([
    [{ kind: 'ahead', at: NOW }, true],
    [{ kind: 'pending', surelyAhead: true }, true],
    [{ kind: 'pending', surelyAhead: false }, false],
    [{ kind: 'due' }, false],
    [{ kind: 'past' }, false],
    [{ kind: 'none' }, false],
  ])('%o: %s', (fact, ahead) => {
    expect(nextTrySurelyAhead(fact)).toBe(ahead)
  })
})
