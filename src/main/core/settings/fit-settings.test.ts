import { describe, expect, it } from 'vitest'
import { DEFAULT_PREFS } from '../../../shared/catalog/default-prefs'
import { fitSettings, settingsFileText } from './fit-settings'
import { DEFAULT_SETTINGS, type Settings } from './settings-schema'
import { watchedItem } from '../../../shared/watch.test-support'

const A = 'https://a.example.com'
const B = 'https://b.example.com'
const C = 'https://c.example.com'
const filler = (n: number) => ({
  items: [{ id: 1, name: 'x'.repeat(n), status: null, at: '2024-05-01T12:00:00.000Z' }],
  openItem: null,
})
const watched = (n: number) => [watchedItem({ id: 1, name: 'w'.repeat(n) })]

const base: Settings = {
  ...DEFAULT_SETTINGS,
  // Most recently used first: C, then B, then A.
  catalogs: [C, B, A].map((baseUrl) => ({ baseUrl, label: baseUrl, lastUsedAt: null })),
  lastUsed: C,
  prefs: { [A]: DEFAULT_PREFS, [B]: DEFAULT_PREFS, [C]: DEFAULT_PREFS },
  recent: { [A]: filler(1_000), [B]: filler(1_000) },
  watch: { [A]: watched(1_000), [B]: watched(1_000), [C]: watched(1_000) },
}

describe('fitting settings to the file size the next start reads', () => {
  it('R5: leaves settings that fit alone', () => {
    expect(fitSettings(base, 1_000_000)).toStrictEqual({ settings: base, dropped: [] })
  })

  it('R5: drops recent lookups first, oldest catalog first, and only as much as needed', () => {
    const size = Buffer.byteLength(settingsFileText(base))
    const fitted = fitSettings(base, size - 500)
    expect(fitted.settings.recent).toStrictEqual({ [B]: filler(1_000) })
    expect(fitted.settings.prefs).toStrictEqual(base.prefs)
    expect(fitted.dropped).toStrictEqual(['recent of 1 catalog'])
  })

  it('R5: then saved filters (keeping the newest), then watch lists from the least recently used, never the last used', () => {
    const fitted = fitSettings(base, 2_500)
    expect(fitted.settings.recent).toStrictEqual({})
    expect(Object.keys(fitted.settings.prefs)).toStrictEqual([C])
    expect(Object.keys(fitted.settings.watch as object)).toStrictEqual([C])
    expect(fitted.settings.catalogs).toStrictEqual(base.catalogs)
    expect(Buffer.byteLength(settingsFileText(fitted.settings))).toBeLessThanOrEqual(2_500)
  })
})
