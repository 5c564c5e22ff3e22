import { describe, expect, it } from 'vitest'
import { catalogTimeIn, formatUtcOffset, readCatalogZone, readNextTry, timeZoneNames } from './catalog-time'
import { NOW } from './reply-items.test-support'

describe('readCatalogZone', () => {
  it('accepts an IANA name, not set when blank, and says why a wrong one is not used', () => {
    expect(readCatalogZone('Europe/Berlin')).toEqual({ set: true, zone: 'Europe/Berlin' })
    expect(readCatalogZone(null)).toEqual({ set: false, reason: null })
    expect(readCatalogZone('  ')).toEqual({ set: false, reason: null })
    const wrong = readCatalogZone('Europe/Atlantis')
    expect(wrong.set).toBe(false)
    expect(!wrong.set && wrong.reason).toMatch(/"Europe\/Atlantis" is not a time zone name .* Not set/)
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

  it('writes offsets the way help desks do', () => {
    expect([0, 3_600_000, -10_800_000, 19_800_000].map(formatUtcOffset)).toEqual([
      'UTC',
      'UTC+1',
      'UTC−3',
      'UTC+5:30',
    ])
  })
})

describe('readNextTry', () => {
  it('with a zone: ahead from five minutes on, due within five minutes either side, past before', () => {
    expect(readNextTry('2026-11-23 21:05:00', 'Europe/Berlin', NOW)).toMatchObject({ kind: 'ahead' })
    expect(readNextTry('2026-11-23 21:04:59', 'Europe/Berlin', NOW)).toEqual({ kind: 'due' })
    expect(readNextTry('2026-11-23 20:55:01', 'Europe/Berlin', NOW)).toEqual({ kind: 'due' })
    expect(readNextTry('2026-11-23 20:55:00', 'Europe/Berlin', NOW)).toEqual({ kind: 'past' })
  })

  it('with no zone: pending unless over in every zone, surely ahead only when ahead in every zone', () => {
    expect(readNextTry('2026-11-23 07:54:59', null, NOW)).toEqual({ kind: 'past' })
    expect(readNextTry('2026-11-23 08:00:00', null, NOW)).toEqual({ kind: 'pending', surelyAhead: false })
    expect(readNextTry('2026-11-24 10:05:00', null, NOW)).toEqual({ kind: 'pending', surelyAhead: true })
    expect(readNextTry(null, null, NOW)).toEqual({ kind: 'none' })
    expect(readNextTry('soon', null, NOW)).toEqual({ kind: 'none' })
  })
})
