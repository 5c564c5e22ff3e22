import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { SessionState } from '../../shared/ipc'
import { call, dataOf, disposeCores, errorOf, everythingWritten, makeCore } from './app-core.test-support'
import { closedPort } from './catalog-client/http-server.test-support'
import { isolateKeychain } from './secrets/keyring.test-support'
import { withEnglish } from '../../shared/i18n/english.test-support'

isolateKeychain()
afterEach(disposeCores)

/**
 * `Time zone of this catalog's times` (Edit catalog…): validated in main, kept with the
 * catalog in settings, read back by the session the window shows, and for the catalog
 * connected however it was connected (known, by base URL and token at launch, the demo).
 */

const TOKEN = 'app-core-zone-token-5b6c7d8e'

function connected(state: SessionState) {
  if (!state.connected) throw new Error('expected a connected session')
  return state
}

/** A settings file as an older version wrote it: a known catalog with no zone field. */
async function olderSettings(dir: string, baseUrl: string, extra: Record<string, unknown> = {}) {
  const catalog = { baseUrl, label: 'Production EU', lastUsedAt: '2026-11-01T10:00:00.000Z', ...extra }
  await writeFile(
    join(dir, 'settings.json'),
    JSON.stringify({ version: 1, catalogs: [catalog], lastUsed: baseUrl, prefs: {} }),
  )
}

const storedCatalogs = async (dir: string) =>
  (JSON.parse(await readFile(join(dir, 'settings.json'), 'utf8')) as { catalogs: Record<string, unknown>[] })
    .catalogs

describe('the time zone of a catalog’s times', () => {
  it('reads an older record as Not set, sets it, and keeps it across a restart', async () => {
    const baseUrl = `http://127.0.0.1:${await closedPort()}`
    const first = await makeCore()
    await olderSettings(first.dir, baseUrl)
    await first.core.dispose()

    const before = await makeCore({ userDataDir: first.dir, launch: { baseUrl, token: TOKEN } })
    expect(connected(dataOf(await call(before.core, 'session:get', {}))).catalog).toMatchObject({
      label: 'Production EU',
      timeZone: null,
    })
    dataOf(await call(before.core, 'catalogs:edit', { baseUrl, timeZone: 'Europe/Berlin' }))
    expect(connected(dataOf(await call(before.core, 'session:get', {}))).catalog.timeZone).toBe(
      'Europe/Berlin',
    )
    await before.core.dispose()
    expect(await storedCatalogs(first.dir)).toEqual([expect.objectContaining({ timeZone: 'Europe/Berlin' })])

    const after = await makeCore({ userDataDir: first.dir, launch: { baseUrl, token: TOKEN } })
    expect(connected(dataOf(await call(after.core, 'session:get', {}))).catalog).toMatchObject({
      label: 'Production EU',
      timeZone: 'Europe/Berlin',
    })
    dataOf(await call(after.core, 'catalogs:edit', { baseUrl, timeZone: null }))
    expect(connected(dataOf(await call(after.core, 'session:get', {}))).catalog.timeZone).toBeNull()
  })

  it('refuses a zone name it cannot read, saying what to do, and changes nothing', async () => {
    const baseUrl = `http://127.0.0.1:${await closedPort()}`
    const { core } = await makeCore({ launch: { baseUrl, token: TOKEN } })
    dataOf(await call(core, 'catalogs:edit', { baseUrl, timeZone: 'Asia/Tokyo' }))
    const error = errorOf(await call(core, 'catalogs:edit', { baseUrl, timeZone: 'Mars/Olympus_Mons' }))
    expect(withEnglish(error)).toEqual({
      kind: 'invalid_request',
      path: 'timeZone',
      message:
        'The request catalogs:edit was refused: timeZone: "Mars/Olympus_Mons" is not a time zone name this app knows. Choose one from the list (for example Europe/Berlin), or Not set.',
    })
    expect(errorOf(await call(core, 'catalogs:edit', { baseUrl, timeZone: '' }))).toMatchObject({
      kind: 'invalid_request',
      path: 'timeZone',
    })
    expect(connected(dataOf(await call(core, 'session:get', {}))).catalog.timeZone).toBe('Asia/Tokyo')
  })

  it('reads a stored zone it cannot read as Not set, keeping the catalog', async () => {
    const baseUrl = `http://127.0.0.1:${await closedPort()}`
    const first = await makeCore()
    await olderSettings(first.dir, baseUrl, { timeZone: 'Atlantis/Capital', environment: 'production' })
    await first.core.dispose()
    const { core } = await makeCore({ userDataDir: first.dir, launch: { baseUrl, token: TOKEN } })
    expect(dataOf(await call(core, 'catalogs:list', {})).catalogs).toEqual([
      expect.objectContaining({ baseUrl, label: 'Production EU', environment: 'production' }),
    ])
    expect(connected(dataOf(await call(core, 'session:get', {}))).catalog.timeZone).toBeNull()
    expect(dataOf(await call(core, 'app:notices', {}))).toEqual([])
  })

  it('edits a catalog connected by base URL and token: saving adds it, with no token and not as the next start’s', async () => {
    const baseUrl = `http://127.0.0.1:${await closedPort()}`
    const { core, dir } = await makeCore({ launch: { baseUrl, token: TOKEN } })
    expect(dataOf(await call(core, 'catalogs:list', {})).catalogs).toEqual([])
    const listed = dataOf(
      await call(core, 'catalogs:edit', {
        baseUrl,
        label: 'Nightly',
        environment: 'staging',
        timeZone: 'America/Sao_Paulo',
      }),
    )
    expect(listed).toEqual({
      catalogs: [expect.objectContaining({ baseUrl, label: 'Nightly', hasStoredToken: false })],
      lastUsed: null,
    })
    expect(connected(dataOf(await call(core, 'session:get', {})))).toMatchObject({
      tokenStorage: 'launch',
      catalog: { baseUrl, label: 'Nightly', environment: 'staging', timeZone: 'America/Sao_Paulo' },
    })
    await core.dispose()
    expect(await everythingWritten(dir)).not.toContain(TOKEN)
  })

  it('keeps the demo catalog’s zone across runs; its label and environment stay fixed', async () => {
    const first = await makeCore({ launch: { demo: true } })
    const demo = connected(dataOf(await call(first.core, 'session:get', {}))).catalog
    expect(demo.timeZone).toBeNull()
    dataOf(await call(first.core, 'catalogs:edit', { baseUrl: demo.baseUrl, timeZone: 'Asia/Tokyo' }))
    expect(connected(dataOf(await call(first.core, 'session:get', {}))).catalog).toMatchObject({
      label: 'Demo catalog',
      timeZone: 'Asia/Tokyo',
    })
    expect(
      withEnglish(
        errorOf(await call(first.core, 'catalogs:edit', { baseUrl: demo.baseUrl, label: 'Mine' })).message,
      ),
    ).toBe('The demo catalog’s label and environment are fixed; only the time zone of its times can be set.')
    expect(dataOf(await call(first.core, 'catalogs:list', {})).catalogs).toEqual([])
    await first.core.dispose()

    const again = await makeCore({ userDataDir: first.dir, launch: { demo: true } })
    expect(connected(dataOf(await call(again.core, 'session:get', {}))).catalog.timeZone).toBe('Asia/Tokyo')
  })
})
