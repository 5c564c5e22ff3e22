import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startDemoServer, type RunningDemoServer } from '../../demo-server'
import { call, dataOf, disposeCores, errorOf, makeCore } from './app-core.test-support'
import { isolateKeychain } from './secrets/keyring.test-support'
import { DEFAULT_ERROR_TABLE } from '../../shared/reply/default-error-table'
import { inEnglish } from '../../shared/i18n/english.test-support'

isolateKeychain()

let demo: RunningDemoServer
let other: RunningDemoServer
beforeAll(async () => {
  demo = await startDemoServer({ port: 0, host: '127.0.0.1', items: 5 })
  other = await startDemoServer({ port: 0, host: '127.0.0.1', items: 5 })
})
afterAll(async () => {
  await demo.close()
  await other.close()
})
afterEach(disposeCores)

async function freshDir(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'catalog-replies-'))
}

describe('reply templates in settings', () => {
  it('start empty, are saved, and are there after a relaunch', async () => {
    const dir = await freshDir()
    try {
      const first = await makeCore({ userDataDir: dir })
      expect(dataOf(await call(first.core, 'replies:templates', {}))).toEqual({ languages: {} })
      const templates = {
        languages: { en: { greeting: 'Hi there,' }, de: { closing: 'Viele Grüße' } },
        errorTable: [{ contains: 'upstream refused', means: 'steam_down' as const }],
        agentName: 'Sam',
      }
      expect(dataOf(await call(first.core, 'replies:saveTemplates', { templates }))).toEqual(templates)
      await first.core.dispose()
      const second = await makeCore({ userDataDir: dir })
      expect(dataOf(await call(second.core, 'replies:templates', {}))).toEqual(templates)
      expect(dataOf(await call(second.core, 'replies:resetTemplates', { language: 'de' }))).toEqual({
        ...templates,
        languages: { en: { greeting: 'Hi there,' } },
      })
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('set aside an unreadable template section alone, with a notice, keeping the rest of the settings', async () => {
    const dir = await freshDir()
    try {
      const settings = {
        version: 1,
        catalogs: [{ baseUrl: 'https://catalog.example.com/api', label: 'Shop', lastUsedAt: null }],
        lastUsed: null,
        prefs: {},
        replyTemplates: { en: { greeting: 42 } },
      }
      await writeFile(join(dir, 'settings.json'), JSON.stringify(settings))
      const { core } = await makeCore({ userDataDir: dir })
      expect(dataOf(await call(core, 'replies:templates', {}))).toEqual({ languages: {} })
      expect(dataOf(await call(core, 'catalogs:list', {})).catalogs).toHaveLength(1)
      await expect
        .poll(async () =>
          dataOf(await call(core, 'app:notices', {}))
            .map((notice) => inEnglish(notice.message))
            .join(' '),
        )
        .toMatch(
          /reply templates could not be read and were set aside \(saved as replyTemplates\.unreadable-/,
        )
      const files = await readdir(dir)
      const aside = files.find((name) => name.startsWith('replyTemplates.unreadable-'))
      expect(JSON.parse(await readFile(join(dir, aside!), 'utf8'))).toEqual({
        en: { greeting: 42 },
      })
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('export to a JSON file that imports back; a file that is not one changes nothing and says why', async () => {
    const { core, saved } = await makeCore()
    const templates = {
      languages: { es: { trade_accepted: '¡{name} entregado!' } },
      shared: { signature: '{agent_name}' },
      errorTable: [{ contains: 'upstream refused', means: 'steam_down' as const }],
    }
    dataOf(await call(core, 'replies:saveTemplates', { templates: { ...templates, agentName: 'Sam' } }))
    const exported = dataOf(await call(core, 'replies:exportTemplates', {}))
    expect(exported).toMatchObject({ saved: true })
    expect(saved[0]).toMatch(/reply-templates\.json$/)
    const text = await readFile(saved[0]!, 'utf8')
    expect(JSON.parse(text)).toEqual({
      format: 'catalog-browser-reply-templates',
      version: 2,
      templates: templates.languages,
      shared: templates.shared,
      errorTable: templates.errorTable,
    })

    dataOf(await call(core, 'replies:resetTemplates', { language: 'es' }))
    // The agent's own name is not the team's: an import keeps it.
    expect(dataOf(await call(core, 'replies:importTemplates', { text }))).toEqual({
      ...templates,
      agentName: 'Sam',
    })

    // Read first (nothing stored), then merged over the lead's set: what the file leaves out stays.
    const own = { languages: { de: { closing: 'Tschüss' } }, agentName: 'Sam' }
    dataOf(await call(core, 'replies:saveTemplates', { templates: own }))
    expect(dataOf(await call(core, 'replies:readImport', { text }))).toEqual(templates)
    expect(dataOf(await call(core, 'replies:templates', {}))).toEqual(own)
    // The lead had no table of their own, so read errors with the default one: it stays below.
    expect(dataOf(await call(core, 'replies:importTemplates', { text, mode: 'merge' }))).toEqual({
      ...templates,
      languages: { ...templates.languages, de: { closing: 'Tschüss' } },
      errorTable: [...templates.errorTable, ...DEFAULT_ERROR_TABLE],
      agentName: 'Sam',
    })
    dataOf(await call(core, 'replies:importTemplates', { text }))

    const notJson = errorOf(await call(core, 'replies:importTemplates', { text: 'hello' }))
    expect(notJson).toMatchObject({ kind: 'refused' })
    expect(inEnglish(notJson.message)).toMatch(/not JSON.*Nothing was changed/)
    const wrong = errorOf(
      await call(core, 'replies:importTemplates', {
        text: JSON.stringify({
          format: 'catalog-browser-reply-templates',
          version: 1,
          templates: { fr: {} },
        }),
      }),
    )
    expect(inEnglish(wrong.message)).toMatch(/not a reply templates file this app can use .*templates\.fr/)
    const tooLong = errorOf(
      await call(core, 'replies:importTemplates', {
        text: JSON.stringify({
          format: 'catalog-browser-reply-templates',
          version: 2,
          templates: { en: { greeting: 'x'.repeat(1001) } },
        }),
      }),
    )
    expect(inEnglish(tooLong.message)).toMatch(
      /can use \(templates\.en\.greeting: a template is at most 1000 characters\)\. Nothing was changed/,
    )
    // Said as words all through, so the dialog reads it in one language.
    expect(tooLong.message).toMatchObject({
      values: {
        detail: {
          id: 'templates.problem.at',
          values: { problem: { id: 'templates.problem.templateTooLong' } },
        },
      },
    })
    expect(dataOf(await call(core, 'replies:templates', {}))).toEqual({
      ...templates,
      agentName: 'Sam',
    })
  })

  it('reads templates saved by the first version, keeping every edit in the closest new box', async () => {
    const dir = await freshDir()
    try {
      const settings = {
        version: 1,
        catalogs: [],
        lastUsed: null,
        prefs: {},
        replyTemplates: {
          en: { greeting: 'Hey,', send_trade_hold: 'Hold: {name}.', accept_resend: 'Again: {id}.' },
        },
      }
      await writeFile(join(dir, 'settings.json'), JSON.stringify(settings))
      const { core } = await makeCore({ userDataDir: dir })
      expect(dataOf(await call(core, 'replies:templates', {}))).toEqual({
        languages: {
          en: { greeting: 'Hey,', 'send.trade_hold': 'Hold: {name}.', 'accept.steam_down': 'Again: {id}.' },
        },
      })
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})

describe('reply language per catalog', () => {
  it('needs a catalog, defaults to English and is remembered per catalog across a relaunch', async () => {
    const dir = await freshDir()
    try {
      const none = await makeCore({ userDataDir: dir })
      expect(errorOf(await call(none.core, 'replies:language', { catalog: demo.url }))).toMatchObject({
        kind: 'no_session',
      })
      await none.core.dispose()

      const first = await makeCore({ userDataDir: dir, launch: { baseUrl: demo.url, token: demo.token } })
      expect(dataOf(await call(first.core, 'replies:language', { catalog: demo.url }))).toBe('en')
      expect(
        dataOf(await call(first.core, 'replies:setLanguage', { catalog: demo.url, language: 'pt-BR' })),
      ).toBe('pt-BR')
      await first.core.dispose()

      const elsewhere = await makeCore({
        userDataDir: dir,
        launch: { baseUrl: other.url, token: other.token },
      })
      expect(dataOf(await call(elsewhere.core, 'replies:language', { catalog: other.url }))).toBe('en')
      await elsewhere.core.dispose()

      const again = await makeCore({ userDataDir: dir, launch: { baseUrl: demo.url, token: demo.token } })
      expect(dataOf(await call(again.core, 'replies:language', { catalog: demo.url }))).toBe('pt-BR')
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('keeps a choice to the catalog it names, even one the window sends after switching away', async () => {
    const { core } = await makeCore()
    const connect = (catalog: RunningDemoServer) =>
      call(core, 'session:connect', { baseUrl: catalog.url, token: catalog.token, remember: true })
    const languageOf = async (catalog: RunningDemoServer) =>
      dataOf(await call(core, 'replies:language', { catalog: catalog.url }))
    dataOf(await connect(demo))
    dataOf(await call(core, 'replies:setLanguage', { catalog: demo.url, language: 'de' }))
    dataOf(await connect(other))
    expect(await languageOf(other)).toBe('en')
    dataOf(await call(core, 'replies:setLanguage', { catalog: other.url, language: 'es' }))
    expect(await languageOf(demo)).toBe('de')
    // A choice made just before the switch, landing after it: still the first catalog's.
    dataOf(await call(core, 'replies:setLanguage', { catalog: demo.url, language: 'ru' }))
    expect(await languageOf(demo)).toBe('ru')
    expect(await languageOf(other)).toBe('es')
    // A catalog the app does not know is refused, in words, and nothing is kept for it.
    const unknown = 'https://unknown.example.com/api'
    const refused = errorOf(await call(core, 'replies:setLanguage', { catalog: unknown, language: 'de' }))
    expect(refused.kind).toBe('refused')
    expect(inEnglish(refused.message)).toMatch(/is not among the known catalogs/)
    expect(errorOf(await call(core, 'replies:language', { catalog: unknown })).kind).toBe('refused')
  })

  it('falls back to English, with a notice, when the saved choices cannot be read', async () => {
    const dir = await freshDir()
    try {
      const settings = {
        version: 1,
        catalogs: [{ baseUrl: demo.url, label: 'Shop', lastUsedAt: null }],
        lastUsed: null,
        prefs: {},
        // French is no reply language.
        replyLanguages: { [demo.url]: 'fr' },
      }
      await writeFile(join(dir, 'settings.json'), JSON.stringify(settings))
      const { core } = await makeCore({ userDataDir: dir })
      expect(dataOf(await call(core, 'replies:language', { catalog: demo.url }))).toBe('en')
      await expect
        .poll(async () =>
          dataOf(await call(core, 'app:notices', {}))
            .map((notice) => inEnglish(notice.message))
            .join(' '),
        )
        .toMatch(
          /Your reply language choices could not be read and were set aside \(saved as replyLanguages\.unreadable-.*\), so the defaults apply/,
        )
      expect(dataOf(await call(core, 'catalogs:list', {})).catalogs).toHaveLength(1)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
