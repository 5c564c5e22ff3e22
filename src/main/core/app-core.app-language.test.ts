import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { EventName } from '../../shared/ipc'
import { call, dataOf, disposeCores, makeCore } from './app-core.test-support'

/** Folders a test made itself (makeCore removes only its own). */
const folders: string[] = []
afterEach(async () => {
  await disposeCores()
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true })
})

/** A core started with these OS languages, and the events it sends the window. */
async function coreWith(systemLanguages: readonly string[], userDataDir?: string) {
  const test = await makeCore({ systemLanguages, ...(userDataDir ? { userDataDir } : {}) })
  const events: [EventName, unknown][] = []
  test.core.addEventSink((event, payload) => void events.push([event, payload]))
  return { ...test, events }
}

describe('the app language', () => {
  it("speaks the closest of the six to the OS's languages, and English when none is near", async () => {
    expect(dataOf(await call((await coreWith(['de-AT', 'en-US'])).core, 'app:language', {}))).toBe('de')
    expect(dataOf(await call((await coreWith(['fr-FR', 'pt-PT'])).core, 'app:language', {}))).toBe('pt-BR')
    expect(dataOf(await call((await coreWith(['ja-JP'])).core, 'app:language', {}))).toBe('en')
    expect(dataOf(await call((await coreWith([])).core, 'app:language', {}))).toBe('en')
  })

  it('remembers the choice from the menu over the OS, and tells the window once', async () => {
    const { core, dir, events } = await coreWith(['de-DE'])
    await core.chooseAppLanguage('ru')
    await core.chooseAppLanguage('ru')
    expect(core.appLanguage()).toBe('ru')
    expect(events).toStrictEqual([['app:languageChanged', { language: 'ru' }]])
    await core.dispose()
    expect(JSON.parse(await readFile(join(dir, 'settings.json'), 'utf8'))).toMatchObject({
      appLanguage: 'ru',
    })

    const again = await coreWith(['de-DE'], dir)
    expect(dataOf(await call(again.core, 'app:language', {}))).toBe('ru')
  })

  it('reads a language this version does not know as not chosen, and keeps the rest of the file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'catalog-core-'))
    folders.push(dir)
    const catalog = { baseUrl: 'https://catalog.example.com', label: 'Production', lastUsedAt: null }
    await writeFile(
      join(dir, 'settings.json'),
      JSON.stringify({ version: 1, catalogs: [catalog], lastUsed: null, prefs: {}, appLanguage: 'tlh' }),
    )
    const { core } = await coreWith(['es-MX'], dir)
    expect(dataOf(await call(core, 'app:language', {}))).toBe('es')
    expect(dataOf(await call(core, 'catalogs:list', {})).catalogs).toHaveLength(1)
  })
})
