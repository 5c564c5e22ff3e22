import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { EMPTY_FILTERS } from '../../../shared/catalog'
import { withPrefs } from './catalog-prefs'
import type { Settings } from './settings-schema'
import { MAX_SETTINGS_FILE_BYTES, openSettingsStore } from './settings-store'

/*
 * R5: settings too large for their file are trimmed (fit-settings.ts), and the log says what
 * went, so a support agent whose saved filters vanished can be told why.
 */

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'catalog-settings-trim-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

async function openLogged() {
  const lines: string[] = []
  const store = await openSettingsStore({ dir, onNotice: () => undefined, log: (line) => lines.push(line) })
  return { store, lines }
}

const keyOf = (n: number) => `https://catalog-${n}.example.com`
/** About 60 KB of saved filters: 50 values of 200 three-byte characters in each of two filters. */
function maximalPrefs(n: number) {
  const values = Array.from({ length: 50 }, (_, v) => `${n}-${v}-`.padEnd(200, '漢'))
  return {
    pageSize: 25,
    page: 1,
    filters: { ...EMPTY_FILTERS, name: values, market_hash_name: values, appid: 730 },
  }
}

function withCatalogs(settings: Settings, count: number): Settings {
  let next: Settings = { ...settings, recent: { [keyOf(0)]: { items: [], openItem: 5 } } }
  for (let n = 0; n < count; n++) {
    next = withPrefs(
      {
        ...next,
        catalogs: [...next.catalogs, { baseUrl: keyOf(n), label: `catalog ${n}`, lastUsedAt: null }],
      },
      keyOf(n),
      maximalPrefs(n),
    )
  }
  return next
}

describe('R5: the log says what was trimmed to fit the settings file', () => {
  it('R5: names each kind dropped and for how many catalogs', async () => {
    const { store, lines } = await openLogged()
    const stored = await store.update((settings) => withCatalogs(settings, 80))
    const droppedPrefs = 80 - Object.keys(stored.prefs).length
    expect(droppedPrefs).toBeGreaterThan(1)
    expect(lines).toEqual([
      `settings: trimmed to fit ${MAX_SETTINGS_FILE_BYTES} bytes: dropped recent of 1 catalog, prefs of ${droppedPrefs} catalogs`,
    ])
  })

  it('R5: says nothing when the settings fit', async () => {
    const { store, lines } = await openLogged()
    const stored = await store.update((settings) => withCatalogs(settings, 3))
    expect(Object.keys(stored.prefs)).toHaveLength(3)
    expect(lines).toEqual([])
  })
})
