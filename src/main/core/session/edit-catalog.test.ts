import { describe, expect, it } from 'vitest'
import type { CatalogRef } from '../../../shared/ipc'
import { DEFAULT_SETTINGS, type Settings } from '../settings/settings-schema'
import { withCatalogEdited } from './edit-catalog'
import { MAX_KNOWN_CATALOGS } from './known-catalogs'
import { inEnglish } from '../../../shared/i18n/english.test-support'
import { withEnglish } from '../../../shared/i18n/english.test-support'

const KNOWN = 'https://prod.example/api'
const LAUNCHED = 'https://launched.example'
const DEMO = 'http://127.0.0.1:4999'
const AT = '2026-11-22T10:00:00.000Z'

const settings: Settings = {
  ...DEFAULT_SETTINGS,
  catalogs: [{ baseUrl: KNOWN, label: 'Production', lastUsedAt: null, environment: 'production' }],
  lastUsed: KNOWN,
}
const ref = (baseUrl: string, demo = false): CatalogRef => ({
  baseUrl,
  label: 'x',
  environment: 'other',
  demo,
  timeZone: null,
})

function edited(...args: Parameters<typeof withCatalogEdited>): Settings {
  const result = withCatalogEdited(...args)
  if (!result.ok) throw new Error(inEnglish(result.error.message))
  return result.data
}

describe('withCatalogEdited', () => {
  it('sets and clears a known catalog’s zone, leaving what the edit does not name', () => {
    const berlin = edited(settings, KNOWN, { timeZone: 'Europe/Berlin' }, null, AT)
    expect(berlin.catalogs).toEqual([{ ...settings.catalogs[0], timeZone: 'Europe/Berlin' }])
    const renamed = edited(berlin, KNOWN, { label: ' EU ' }, null, AT)
    expect(renamed.catalogs[0]).toMatchObject({
      label: 'EU',
      environment: 'production',
      timeZone: 'Europe/Berlin',
    })
    const cleared = edited(renamed, KNOWN, { timeZone: null }, null, AT)
    // Not set is the key left out, as in files written before zones existed.
    expect(cleared.catalogs[0]).not.toHaveProperty('timeZone')
  })

  it('adds the connected catalog when it was connected by base URL and token, without making it the next start’s', () => {
    const next = edited(
      settings,
      LAUNCHED,
      { label: 'Launched', environment: 'staging', timeZone: 'America/New_York' },
      ref(LAUNCHED),
      AT,
    )
    expect(next.catalogs[0]).toEqual({
      baseUrl: LAUNCHED,
      label: 'Launched',
      lastUsedAt: AT,
      environment: 'staging',
      timeZone: 'America/New_York',
    })
    expect(next.catalogs[1]).toEqual(settings.catalogs[0])
    expect(next.lastUsed).toBe(KNOWN)
  })

  it('names a newly added catalog after its address when the label is empty', () => {
    const next = edited(settings, LAUNCHED, { label: '  ' }, ref(LAUNCHED), AT)
    expect(next.catalogs[0]?.label).toBe('launched.example')
  })

  it('leaves the list at its bound when it adds one (the oldest is trimmed by the caller)', () => {
    const full: Settings = {
      ...settings,
      catalogs: Array.from({ length: MAX_KNOWN_CATALOGS }, (_, index) => ({
        baseUrl: `https://c${index}.example`,
        label: `C${index}`,
        lastUsedAt: null,
      })),
    }
    const next = edited(full, LAUNCHED, { timeZone: 'UTC' }, ref(LAUNCHED), AT)
    expect(next.catalogs).toHaveLength(MAX_KNOWN_CATALOGS)
    expect(next.catalogs[0]?.baseUrl).toBe(LAUNCHED)
  })

  it('refuses a catalog that is neither known nor connected, saying what to do', () => {
    const result = withCatalogEdited(settings, LAUNCHED, { timeZone: 'UTC' }, ref(KNOWN), AT)
    expect(withEnglish(result)).toEqual({
      ok: false,
      error: {
        kind: 'invalid_request',
        path: 'baseUrl',
        message:
          'launched.example is not among the known catalogs (it may have been forgotten). Connect to it first.',
      },
    })
  })

  it('keeps the demo catalog’s zone apart, and refuses a new label or environment for it', () => {
    const demo = edited(settings, DEMO, { timeZone: 'Asia/Tokyo' }, ref(DEMO, true), AT)
    expect(demo.demoCatalog).toEqual({ timeZone: 'Asia/Tokyo' })
    expect(demo.catalogs).toBe(settings.catalogs)
    expect(edited(demo, DEMO, { timeZone: null }, ref(DEMO, true), AT).demoCatalog).toEqual({})
    expect(edited(demo, DEMO, {}, ref(DEMO, true), AT)).toBe(demo)
    const refused = withCatalogEdited(settings, DEMO, { label: 'Mine' }, ref(DEMO, true), AT)
    expect(refused.ok || refused.error).toMatchObject({ kind: 'invalid_request', path: 'label' })
    const environment = withCatalogEdited(settings, DEMO, { environment: 'staging' }, ref(DEMO, true), AT)
    expect(withEnglish(environment.ok || environment.error)).toMatchObject({
      path: 'environment',
      message:
        'The demo catalog’s label and environment are fixed; only the time zone of its times can be set.',
    })
  })
})
