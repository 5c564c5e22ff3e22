import { describe, expect, it } from 'vitest'
import { DEFAULT_PREFS } from '../../../shared/catalog/default-prefs'
import {
  DEFAULT_SETTINGS,
  keepRecentPrefs,
  knownCatalogSchema,
  MAX_STORED_PREFS,
  settingsSchema,
  windowStateSchema,
} from './settings-schema'

/* The bounds of what settings.json may hold, each tested on both sides of its edge. */

const catalog = (overrides: Record<string, unknown> = {}) => ({
  baseUrl: 'https://catalog.example/api',
  label: 'Production',
  lastUsedAt: '2026-11-22T10:00:00.000Z',
  ...overrides,
})
const ok = (schema: { safeParse(value: unknown): { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success

describe('settings schema', () => {
  it('stores only base URLs already in their normalised form (they are keychain accounts)', () => {
    expect(ok(knownCatalogSchema, catalog())).toBe(true)
    expect(ok(knownCatalogSchema, catalog({ baseUrl: 'https://catalog.example/api/' }))).toBe(false)
    const settings = { ...DEFAULT_SETTINGS, catalogs: [catalog()] }
    expect(ok(settingsSchema, { ...settings, lastUsed: 'https://catalog.example/api' })).toBe(true)
    expect(ok(settingsSchema, { ...settings, lastUsed: 'HTTPS://Catalog.Example/api' })).toBe(false)
  })

  it('bounds window positions and sizes', () => {
    const window = { x: -100_000, y: 100_000, width: 100, height: 100_000, maximized: false }
    expect(ok(windowStateSchema, window)).toBe(true)
    expect(ok(windowStateSchema, { width: 800, height: 600, maximized: true })).toBe(true)
    for (const wrong of [
      { x: -100_001 },
      { x: 100_001 },
      { y: -100_001 },
      { y: 100_001 },
      { width: 99 },
      { width: 100_001 },
      { height: 99 },
      { height: 100_001 },
      { x: 1.5 },
      { width: 800.5 },
    ]) {
      expect(ok(windowStateSchema, { ...window, ...wrong }), JSON.stringify(wrong)).toBe(false)
    }
  })

  it('bounds a catalog’s label and reads its last use as an ISO time', () => {
    expect(ok(knownCatalogSchema, catalog({ label: 'x'.repeat(2048) }))).toBe(true)
    expect(ok(knownCatalogSchema, catalog({ label: 'x'.repeat(2049) }))).toBe(false)
    expect(ok(knownCatalogSchema, catalog({ label: '' }))).toBe(false)
    expect(ok(knownCatalogSchema, catalog({ lastUsedAt: null }))).toBe(true)
    expect(ok(knownCatalogSchema, catalog({ lastUsedAt: 'yesterday' }))).toBe(false)
  })

  it('reads an unknown environment as none, costing only that field', () => {
    expect(knownCatalogSchema.parse(catalog({ environment: 'staging' })).environment).toBe('staging')
    expect(knownCatalogSchema.parse(catalog({ environment: 'moon' })).environment).toBeUndefined()
  })

  it('reads a catalog’s time zone: absent in older files, unreadable ones as Not set, never losing the catalog', () => {
    expect(knownCatalogSchema.parse(catalog()).timeZone).toBeUndefined()
    expect(knownCatalogSchema.parse(catalog({ timeZone: 'Europe/Berlin' })).timeZone).toBe('Europe/Berlin')
    // Stored in the canonical spelling, whatever case a hand edit used.
    expect(knownCatalogSchema.parse(catalog({ timeZone: 'europe/berlin' })).timeZone).toBe('Europe/Berlin')
    for (const wrong of ['Mars/Olympus_Mons', '', 42, null, 'x'.repeat(65)]) {
      const read = knownCatalogSchema.parse(catalog({ timeZone: wrong }))
      expect(read.timeZone, JSON.stringify(wrong)).toBeUndefined()
      expect(read.label).toBe('Production')
    }
  })

  it('keeps the demo catalog’s zone apart, an unreadable one read as none', () => {
    const read = (demoCatalog: unknown) =>
      settingsSchema.parse({ ...DEFAULT_SETTINGS, demoCatalog }).demoCatalog
    expect(read({ timeZone: 'Asia/Tokyo' })).toEqual({ timeZone: 'Asia/Tokyo' })
    expect(read({ timeZone: 'Nowhere/Else' })).toEqual({})
    expect(read('broken')).toBeUndefined()
    expect(read(undefined)).toBeUndefined()
  })

  it('holds at most 500 catalogs', () => {
    const catalogs = (count: number) =>
      Array.from({ length: count }, (_, index) => catalog({ baseUrl: `https://c${index}.example` }))
    expect(ok(settingsSchema, { ...DEFAULT_SETTINGS, catalogs: catalogs(500) })).toBe(true)
    expect(ok(settingsSchema, { ...DEFAULT_SETTINGS, catalogs: catalogs(501) })).toBe(false)
  })

  it('reads a hand-edited lookup concurrency out of bounds as the default', () => {
    const read = (value: unknown) =>
      settingsSchema.parse({ ...DEFAULT_SETTINGS, lookupConcurrency: value }).lookupConcurrency
    expect(read(1)).toBe(1)
    expect(read(8)).toBe(8)
    for (const wrong of [0, 9, 2.5, '4']) expect(read(wrong)).toBeUndefined()
  })

  it('refuses preference keys that are empty or longer than a base URL may be', () => {
    expect(ok(settingsSchema, { ...DEFAULT_SETTINGS, prefs: { '': DEFAULT_PREFS } })).toBe(false)
    expect(ok(settingsSchema, { ...DEFAULT_SETTINGS, prefs: { ['x'.repeat(2049)]: DEFAULT_PREFS } })).toBe(
      false,
    )
  })

  it('R3: a catalog whose saved view cannot be read loses only that view, never the file', () => {
    const other = 'https://b.example'
    const parsed = settingsSchema.parse({
      ...DEFAULT_SETTINGS,
      prefs: { 'https://a.example': { ...DEFAULT_PREFS, pageSize: 0 }, [other]: DEFAULT_PREFS },
    })
    expect(parsed.prefs).toStrictEqual({ [other]: DEFAULT_PREFS })
  })

  it('is version 1 and starts empty', () => {
    expect(DEFAULT_SETTINGS).toEqual({ version: 1, catalogs: [], lastUsed: null, prefs: {} })
    expect(ok(settingsSchema, { ...DEFAULT_SETTINGS, version: 2 })).toBe(false)
  })
})

describe('keepRecentPrefs', () => {
  it(`keeps the ${MAX_STORED_PREFS} most recent entries, dropping from the front`, () => {
    const prefs = (count: number) =>
      Object.fromEntries(Array.from({ length: count }, (_, index) => [`k${index}`, index]))
    expect(MAX_STORED_PREFS).toBe(200)
    // A history within the bound is handed back as it is: no copy on every settings read.
    const full = prefs(200)
    expect(keepRecentPrefs(full)).toBe(full)
    const trimmed = keepRecentPrefs(prefs(201))
    expect(Object.keys(trimmed)).toHaveLength(200)
    expect(Object.keys(trimmed)[0]).toBe('k1')
    expect(trimmed.k200).toBe(200)
  })
})
