import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Policy } from '../../../shared/policy/policy-schema'
import { DEFAULT_SETTINGS, type Settings } from '../settings/settings-schema'
import { openSettingsStore } from '../settings/settings-store'
import { policySettingsView, withPolicyCatalogs, withoutUnusedPolicyCatalogs } from './managed-catalogs'

const PROD = 'https://eu.catalog.example.com'
const STAGE = 'https://staging.catalog.example.com'
const POLICY: Policy = {
  catalogs: [
    { label: 'Production EU', baseUrl: PROD, environment: 'production', timeZone: 'Europe/Berlin' },
    { label: 'Staging', baseUrl: STAGE, environment: 'staging' },
  ],
}
const USED = '2026-11-20T10:00:00.000Z'

function settingsWith(catalogs: Settings['catalogs'], extra: Partial<Settings> = {}): Settings {
  return { ...DEFAULT_SETTINGS, catalogs, ...extra }
}

describe('withPolicyCatalogs', () => {
  it('adds the policy’s catalogs after the agent’s, never used, with the policy’s words', () => {
    const own = { baseUrl: 'https://mine.example.com', label: 'Mine', lastUsedAt: USED }
    expect(withPolicyCatalogs(settingsWith([own]), POLICY).catalogs).toEqual([
      own,
      {
        baseUrl: PROD,
        label: 'Production EU',
        environment: 'production',
        lastUsedAt: null,
        timeZone: 'Europe/Berlin',
      },
      { baseUrl: STAGE, label: 'Staging', environment: 'staging', lastUsedAt: null },
    ])
  })

  it('keeps what the agent did with one (its use, a zone the policy leaves free) and nothing they named', () => {
    const stored = [
      {
        baseUrl: STAGE,
        label: 'My words',
        environment: 'other' as const,
        lastUsedAt: USED,
        timeZone: 'Asia/Tokyo',
      },
      { baseUrl: PROD, label: 'Prod', lastUsedAt: USED, timeZone: 'Asia/Tokyo' },
    ]
    expect(withPolicyCatalogs(settingsWith(stored), POLICY).catalogs).toEqual([
      { baseUrl: STAGE, label: 'Staging', environment: 'staging', lastUsedAt: USED, timeZone: 'Asia/Tokyo' },
      {
        baseUrl: PROD,
        label: 'Production EU',
        environment: 'production',
        lastUsedAt: USED,
        timeZone: 'Europe/Berlin',
      },
    ])
  })

  it('adds nothing when the policy lists no catalogs', () => {
    const own = { baseUrl: 'https://mine.example.com', label: 'Mine', lastUsedAt: USED }
    expect(withPolicyCatalogs(settingsWith([own]), { demoCatalog: false }).catalogs).toEqual([own])
  })

  it('never reopens the demo when the policy turned it off', () => {
    expect(
      withPolicyCatalogs(settingsWith([], { lastUsedDemo: true }), { demoCatalog: false }).lastUsedDemo,
    ).toBe(false)
    expect(withPolicyCatalogs(settingsWith([], { lastUsedDemo: true }), {}).lastUsedDemo).toBe(true)
  })
})

describe('withoutUnusedPolicyCatalogs', () => {
  it('writes a policy catalog only once used or given a zone', () => {
    const view = withPolicyCatalogs(settingsWith([]), POLICY)
    expect(withoutUnusedPolicyCatalogs(view, POLICY).catalogs).toEqual([])
    const used = {
      ...view,
      catalogs: view.catalogs.map((c) => (c.baseUrl === STAGE ? { ...c, lastUsedAt: USED } : c)),
    }
    expect(withoutUnusedPolicyCatalogs(used, POLICY).catalogs.map((c) => c.baseUrl)).toEqual([STAGE])
    const zoned = {
      ...view,
      catalogs: view.catalogs.map((c) => (c.baseUrl === STAGE ? { ...c, timeZone: 'Asia/Tokyo' } : c)),
    }
    expect(withoutUnusedPolicyCatalogs(zoned, POLICY).catalogs.map((c) => c.baseUrl)).toEqual([STAGE])
  })
})

describe('policySettingsView', () => {
  it('reads through the policy and writes only the agent’s part to settings.json', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'catalog-policy-view-'))
    try {
      const store = await openSettingsStore({ dir })
      const view = policySettingsView(store, POLICY)
      expect(view.current().catalogs.map((c) => c.label)).toEqual(['Production EU', 'Staging'])
      // One overlay per version of the settings: the same object until they change.
      expect(view.current()).toBe(view.current())
      const written = await view.update((current) => ({ ...current, lastUsed: STAGE }))
      expect(written.catalogs.map((c) => c.label)).toEqual(['Production EU', 'Staging'])
      // What is read next is the new version, still through the policy.
      expect(view.current().lastUsed).toBe(STAGE)
      expect(view.current().catalogs.map((c) => c.label)).toEqual(['Production EU', 'Staging'])
      await store.flush()
      const file = JSON.parse(await readFile(join(dir, 'settings.json'), 'utf8')) as Settings
      expect(file.catalogs).toEqual([])
      expect(file.lastUsed).toBe(STAGE)
      expect(policySettingsView(store, null)).toBe(store)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})

describe('policySettingsView flush', () => {
  it('waits for a write started through the view', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'catalog-policy-view-'))
    try {
      const view = policySettingsView(await openSettingsStore({ dir }), POLICY)
      void view.update((current) => ({ ...current, lastUsed: PROD }))
      await view.flush()
      const file = JSON.parse(await readFile(join(dir, 'settings.json'), 'utf8')) as Settings
      expect(file.lastUsed).toBe(PROD)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
