import { describe, expect, it, onTestFinished } from 'vitest'
import { parseMicroTimestamp, parseServerTimestamp } from '../../shared/catalog/timestamps'
import {
  formatCatalogTime,
  formatClock,
  formatClockIn,
  formatLocalDateTime,
  formatMoment,
  formatRelative,
  inCatalogZone,
} from './format-time'

describe('parseMicroTimestamp', () => {
  it('reads the exact UTC instant, microseconds cut to milliseconds', () => {
    expect(parseMicroTimestamp('2024-05-01T12:30:00.123456Z')?.toISOString()).toBe('2024-05-01T12:30:00.123Z')
  })

  it('refuses other shapes, and exactly what the schema in main refuses', () => {
    expect(parseMicroTimestamp('2024-05-01 12:30:00')).toBeNull()
    expect(parseMicroTimestamp('2024-05-01T12:30:00.123Z')).toBeNull()
    expect(parseMicroTimestamp('2024-02-31T12:30:00.000000Z')).toBeNull()
  })

  it('keeps years below 100 (Date.UTC would move them to the 1900s)', () => {
    expect(parseMicroTimestamp('0050-01-01T00:00:00.000000Z')?.getUTCFullYear()).toBe(50)
  })
})

describe('parseServerTimestamp', () => {
  it('reads the zone-less server timestamp as UTC (the documented assumption)', () => {
    expect(parseServerTimestamp('2024-05-01 12:30:00')?.toISOString()).toBe('2024-05-01T12:30:00.000Z')
    expect(parseServerTimestamp('2024-05-01T12:30:00Z')).toBeNull()
    expect(parseServerTimestamp('2024-13-01 12:30:00')).toBeNull()
  })
})

describe('formatRelative', () => {
  const now = Date.UTC(2024, 4, 1, 12, 0, 0)
  it('picks the largest unit and says past or future', () => {
    expect(formatRelative(new Date(now - 3 * 3600_000), now)).toBe('3 hours ago')
    expect(formatRelative(new Date(now + 5 * 60_000), now)).toBe('in 5 minutes')
    expect(formatRelative(new Date(now - 24 * 3600_000), now)).toBe('yesterday')
    expect(formatRelative(new Date(now + 10_000), now)).toBe('now')
  })

  it("speaks the app's language when given it, 'now' included", () => {
    expect(formatRelative(new Date(now - 3 * 3600_000), now, 'de')).toBe('vor 3 Stunden')
    expect(formatRelative(new Date(now - 5 * 60_000), now, 'ru')).toBe('5 минут назад')
    expect(formatRelative(new Date(now + 10_000), now, 'es')).toBe('ahora')
    expect(formatRelative(new Date(now - 24 * 3600_000), now, 'zh-CN')).toBe('昨天')
  })
})

describe('the 24-hour clock', () => {
  // 18:15:07 local time: a 12-hour clock would say 06:15:07 PM.
  const evening = new Date(2026, 10, 23, 18, 15, 7)

  it('says "Updated" times as 18:15:07, whatever the locale', () => {
    expect(formatClock(evening.getTime(), 'en')).toMatch(/^18:15:07$/)
  })

  it('shows local date-times on the 24-hour clock too', () => {
    const text = formatLocalDateTime(evening, 'en')
    expect(text).toContain('18:15:07')
    expect(text).not.toMatch(/PM|AM/i)
  })
})

describe('formatMoment', () => {
  const change = new Date(2026, 10, 23, 18, 15, 7)

  it('gives the time alone on the same day', () => {
    expect(formatMoment(change, new Date(2026, 10, 23, 23, 59).getTime(), 'en')).toMatch(/^18:15$/)
  })

  it('adds the day when it was another day', () => {
    const text = formatMoment(change, new Date(2026, 10, 24, 0, 1).getTime(), 'en')
    expect(text).toContain('18:15')
    expect(text).toContain('23')
    expect(text).not.toMatch(/^18:15$/)
  })

  it("names another day's month in the language asked for", () => {
    const nextDay = new Date(2026, 10, 24, 0, 1).getTime()
    expect(formatMoment(change, nextDay, 'en')).toContain('Nov')
    expect(formatMoment(change, nextDay, 'ru')).toContain('нояб')
    expect(formatMoment(change, nextDay, 'zh-CN')).toContain('11月')
  })
})

describe('inCatalogZone', () => {
  it('reads a catalog time in its zone, marked with the offset of that moment (either side of a clock change)', () => {
    expect(inCatalogZone('2024-03-31 01:30:00', 'Europe/Berlin')).toEqual({
      at: new Date('2024-03-31T00:30:00Z'),
      mark: 'Europe/Berlin, UTC+1',
    })
    expect(inCatalogZone('2024-03-31 03:30:00', 'Europe/Berlin')).toEqual({
      at: new Date('2024-03-31T01:30:00Z'),
      mark: 'Europe/Berlin, UTC+2',
    })
    expect(inCatalogZone('2024-07-01 12:00:00', 'Asia/Kolkata')?.mark).toBe('Asia/Kolkata, UTC+5:30')
  })

  it('is null without a zone, or for a time it cannot read: the time is then server time', () => {
    expect(inCatalogZone('2024-07-01 12:00:00', null)).toBeNull()
    expect(inCatalogZone('yesterday', 'Europe/Berlin')).toBeNull()
  })
})

describe('formatClockIn', () => {
  it('says the time in the zone on the 24-hour clock', () => {
    expect(formatClockIn(new Date('2024-07-01T21:05:00Z'), 'America/New_York', 'en')).toMatch(/^17.05$/)
  })
})

describe('formatCatalogTime', () => {
  // The fields of `2024-11-21 09:05:07` as sent, read as UTC as the parsers hold them.
  const sent = parseServerTimestamp('2024-11-21 09:05:07')!

  it("writes the date and time as sent in each language's medium style, with seconds, on the 24-hour clock", () => {
    expect(formatCatalogTime(sent, 'en')).toBe('Nov 21, 2024, 09:05:07')
    expect(formatCatalogTime(sent, 'de')).toBe('21.11.2024, 09:05:07')
    expect(formatCatalogTime(sent, 'es')).toBe('21 nov 2024, 9:05:07')
    expect(formatCatalogTime(sent, 'pt-BR')).toBe('21 de nov. de 2024, 09:05:07')
    expect(formatCatalogTime(sent, 'ru')).toBe('21 нояб. 2024 г., 09:05:07')
    expect(formatCatalogTime(sent, 'zh-CN')).toBe('2024年11月21日 09:05:07')
  })

  it('converts nothing: the hour is the one sent, whatever the computer’s zone', () => {
    // A computer west of UTC.
    const zone = process.env.TZ
    process.env.TZ = 'America/New_York'
    onTestFinished(() => {
      process.env.TZ = zone
    })
    const evening = parseServerTimestamp('2024-11-21 23:30:00')!
    // A language no test before made a formatter for (they are kept per language).
    expect(formatCatalogTime(evening, 'en-GB')).toBe('21 Nov 2024, 23:30:00')
    expect(formatCatalogTime(parseMicroTimestamp('2024-11-21T23:30:00.999999Z')!, 'en-GB')).toBe(
      '21 Nov 2024, 23:30:00',
    )
  })
})
