import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_PREFS } from '../../../shared/catalog/default-prefs'
import type { CatalogPrefs } from '../../../shared/ipc'
import type { ActiveSession } from '../session/session-manager'
import { NO_SESSION } from '../session/no-session'
import { createCatalogPrefsService } from './catalog-prefs-service'
import { openSettingsStore, SETTINGS_FILE_NAME, type SettingsStore } from '../settings/settings-store'

/** The preferences service on a real settings store, with the session reduced to who is connected. */
let dir: string
let settings: SettingsStore
let active: ActiveSession | null
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'catalog-prefs-'))
  settings = await openSettingsStore({ dir })
  active = null
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

const service = () => createCatalogPrefsService({ current: () => active }, settings)
const connectedAs = (prefsKey: string) => ({ prefsKey }) as ActiveSession
const PREFS: CatalogPrefs = { ...DEFAULT_PREFS, pageSize: 100, page: 4 }

describe('catalog preferences service', () => {
  it('answers "no session" to both calls while nothing is connected, and stores nothing', async () => {
    expect(await service().getPrefs()).toEqual(NO_SESSION)
    expect(await service().setPrefs(PREFS)).toEqual(NO_SESSION)
    expect(settings.current().prefs).toEqual({})
  })

  it('gives the defaults to a catalog seen for the first time', async () => {
    active = connectedAs('https://a.example')
    expect(await service().getPrefs()).toEqual({ ok: true, data: DEFAULT_PREFS })
  })

  it('keeps each catalog’s preferences under its own key, on disk too', async () => {
    active = connectedAs('https://a.example')
    expect(await service().setPrefs(PREFS)).toEqual({ ok: true, data: PREFS })
    active = connectedAs('https://b.example')
    expect(await service().getPrefs()).toEqual({ ok: true, data: DEFAULT_PREFS })
    active = connectedAs('https://a.example')
    expect(await service().getPrefs()).toEqual({ ok: true, data: PREFS })
    const written = JSON.parse(await readFile(join(dir, SETTINGS_FILE_NAME), 'utf8')) as { prefs: unknown }
    expect(written.prefs).toEqual({ 'https://a.example': PREFS })
  })
})
