import { describe, expect, it } from 'vitest'
import { DEFAULT_SETTINGS } from '../settings/settings-schema'
import { keptWindow, settingsWithoutExpired, withoutExpired } from './recent-expiry'

const NOW = new Date('2026-05-31T12:00:00.000Z')
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000).toISOString()
const opened = (id: number, at: string) => ({ id, name: `Item ${id}`, status: 'WAITING_FOR_SEND', at })
const lookup = (ids: number[], at: string) => ({ ids, at, language: 'de' as const, chosen: null })

describe('keptWindow and withoutExpired', () => {
  const entry = {
    items: [opened(1, daysAgo(1)), opened(2, daysAgo(29.9)), opened(3, daysAgo(30.1))],
    openItem: 3,
    lookups: [lookup([10], daysAgo(0)), lookup([11], daysAgo(31))],
  }

  it('keeps what is younger than the days, drops what is older, and the open item with its entry', () => {
    expect(withoutExpired(entry, keptWindow(30, NOW))).toEqual({
      items: [opened(1, daysAgo(1)), opened(2, daysAgo(29.9))],
      openItem: null,
      lookups: [lookup([10], daysAgo(0))],
    })
    expect(withoutExpired({ ...entry, openItem: 2 }, keptWindow(30, NOW)).openItem).toBe(2)
  })

  it('keeps an entry exactly as old as the days, and none a millisecond older', () => {
    const edge = { items: [opened(1, daysAgo(30))], openItem: null }
    expect(withoutExpired(edge, keptWindow(30, NOW)).items).toHaveLength(1)
    const later = new Date(NOW.getTime() + 1)
    expect(withoutExpired(edge, keptWindow(30, later)).items).toHaveLength(0)
  })

  it('keeps nothing, not even the open item, with 0 days', () => {
    const kept = withoutExpired({ ...entry, openItem: 99 }, keptWindow(0, NOW))
    expect(kept).toEqual({ items: [], openItem: null })
  })

  it('keeps an open item that has no entry of its own (opened, not yet loaded) while anything is kept', () => {
    expect(withoutExpired({ items: [], openItem: 9 }, keptWindow(30, NOW)).openItem).toBe(9)
  })

  it('drops an entry dated more than a day ahead, which would otherwise never expire', () => {
    const ahead = (hours: number) => new Date(NOW.getTime() + hours * 60 * 60 * 1000).toISOString()
    const kept = withoutExpired(
      {
        items: [opened(1, ahead(23)), opened(2, ahead(25)), opened(3, '9999-01-01T00:00:00.000Z')],
        openItem: null,
      },
      keptWindow(30, NOW),
    )
    expect(kept.items.map((item) => item.id)).toEqual([1])
  })

  it('leaves the lookups out when none is left, as the service writes them', () => {
    expect(
      withoutExpired({ items: [], openItem: null, lookups: [lookup([1], daysAgo(40))] }, keptWindow(30, NOW)),
    ).toEqual({ items: [], openItem: null })
  })
})

describe('settingsWithoutExpired', () => {
  const A = 'https://a.example'
  const B = 'https://b.example'

  it('drops what expired in every catalog, and leaves an unreadable history as it is', () => {
    const settings = {
      ...DEFAULT_SETTINGS,
      recent: {
        [A]: { items: [opened(1, daysAgo(40)), opened(2, daysAgo(2))], openItem: 1 },
        [B]: { items: [], openItem: null, lookups: [lookup([7, 8], daysAgo(90))] },
        broken: { items: 'not a list' },
      },
    }
    expect(settingsWithoutExpired(settings, keptWindow(30, NOW)).recent).toEqual({
      [A]: { items: [opened(2, daysAgo(2))], openItem: null },
      [B]: { items: [], openItem: null },
      broken: { items: 'not a list' },
    })
  })

  it('answers the same settings when nothing expired, so nothing is written', () => {
    const settings = { ...DEFAULT_SETTINGS, recent: { [A]: { items: [opened(2, daysAgo(2))], openItem: 2 } } }
    expect(settingsWithoutExpired(settings, keptWindow(30, NOW))).toBe(settings)
    expect(settingsWithoutExpired(DEFAULT_SETTINGS, keptWindow(0, NOW))).toBe(DEFAULT_SETTINGS)
  })
})
