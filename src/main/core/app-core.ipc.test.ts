import { afterEach, describe, expect, it } from 'vitest'
import { CHANNELS, IPC_CHANNELS, MAX_CLIPBOARD_CHARS, type Channel, type RequestOf } from '../../shared/ipc'
import { MAX_ID_TEXT_CHARS } from '../../shared/catalog/limits'
import { MAX_TEMPLATES_FILE_CHARS } from '../../shared/reply/templates-file'
import { APP_INFO, call, dataOf, disposeCores, errorOf, makeCore } from './app-core.test-support'
import { isolateKeychain } from './secrets/keyring.test-support'
import { inEnglish } from '../../shared/i18n/english.test-support'
import { withEnglish } from '../../shared/i18n/english.test-support'

isolateKeychain()
afterEach(disposeCores)

const LONG = 'x'.repeat(10_000)

/**
 * A valid payload for channels whose request has fields (`{}` is one for the rest): the extra-key
 * test breaks exactly that about it. A channel left out is still tested, with the extra key alone.
 */
const VALID_PAYLOADS: { readonly [C in Channel]?: RequestOf<C> } = {
  'session:connect': { baseUrl: 'https://catalog.example.com', token: 'abc', remember: false },
  'session:resume': { baseUrl: 'https://catalog.example.com' },
  'catalogs:forget': { baseUrl: 'https://catalog.example.com' },
  'catalogs:edit': { baseUrl: 'https://catalog.example.com', label: 'Production', environment: 'production' },
  'items:list': { query: { limit: 10, page: 1 }, slot: 'list' },
  'items:get': { id: 1, slot: 'detail' },
  'items:findByName': { name: 'AK-47 | Redline (Field-Tested)', style: 'market-hash' },
  'prefs:set': { pageSize: 25, page: 1, filters: {} },
  'shell:openExternal': { url: 'https://example.com' },
  'clipboard:writeText': { text: 'hello' },
  'watch:add': { id: 1, name: 'AK-47', status: 'WAITING_FOR_SEND' },
  'watch:addMany': { items: [{ id: 1, name: null, status: 'WAITING_FOR_SEND' }] },
  'watch:remove': { id: 1 },
  'watch:options': { intervalSeconds: 60, notifications: true },
  'recent:setOpen': { id: null },
  'recent:recordBulkLookup': { ids: [1042, 2291], language: 'de', chosen: null },
  'lookup:start': { ids: [1, 2] },
  'lookup:cancel': { batchId: 'b-1' },
  'export:lookup': { format: 'csv', fileName: 'lookup', catalog: null, rows: [{ id: 1, outcome: null }] },
  'export:list': { format: 'json', filters: {} },
  'replies:saveTemplates': { templates: { languages: { en: { greeting: 'Hi,' } } } },
  'replies:resetTemplates': { language: 'en' },
  'replies:readImport': { text: '{}' },
  'replies:importTemplates': { text: '{}' },
  'replies:setTeamSource': { source: '/mnt/team/reply-templates.json', use: true },
  'replies:language': { catalog: 'https://catalog.example.com/api' },
  'replies:setLanguage': { catalog: 'https://catalog.example.com/api', language: 'de' },
  'replies:ticketLanguage': { text: 'Hallo, mein Artikel 1042 ist immer noch nicht angekommen.' },
}

describe('the services behind AppCore.handle', () => {
  it('registers every channel of the contract, and nothing else', async () => {
    const { core } = await makeCore()
    expect([...core.channels].sort()).toEqual([...CHANNELS].sort())
  })

  it.each(CHANNELS)('%s refuses null, an array, a string and a number as payload', async (channel) => {
    const { core } = await makeCore()
    for (const payload of [null, undefined, [], 'payload', 42]) {
      const error = errorOf(await core.handle(channel, payload))
      expect(error).toMatchObject({ kind: 'invalid_request', path: '' })
    }
  })

  it.each(CHANNELS)(
    '%s refuses an otherwise valid payload with an extra key, naming the key',
    async (channel) => {
      const { core, opened, copied } = await makeCore()
      const valid = VALID_PAYLOADS[channel]
      const error = errorOf(await core.handle(channel, { ...valid, sneaky: true }))
      const request = IPC_CHANNELS[channel].request
      if (valid !== undefined || request.safeParse({}).success) {
        expect(error).toMatchObject({ kind: 'invalid_request', path: 'sneaky' })
      } else {
        // No known valid payload: the refusal names another problem first, the schema names the key too.
        expect(error).toMatchObject({ kind: 'invalid_request' })
        const issues = request.safeParse({ sneaky: true }).error?.issues ?? []
        expect(
          issues.some((issue) => issue.code === 'unrecognized_keys' && issue.keys.includes('sneaky')),
        ).toBe(true)
      }
      expect(opened).toEqual([])
      expect(copied).toEqual([])
    },
  )

  it.each([
    ['session:connect', { baseUrl: 'https://c.example.com', token: 'abc', remember: 'yes' }, 'remember'],
    ['session:connect', { baseUrl: 'https://c.example.com', token: '', remember: true }, 'token'],
    ['session:connect', { baseUrl: 'https://c.example.com', token: LONG, remember: true }, 'token'],
    ['session:connect', { baseUrl: LONG, token: 'abc', remember: true }, 'baseUrl'],
    ['session:connect', { baseUrl: '   ', token: 'abc', remember: true }, 'baseUrl'],
    [
      'session:connect',
      { baseUrl: 'https://c.example.com', token: 'abc', remember: true, extra: 1 },
      'extra',
    ],
    ['session:resume', { baseUrl: 42 }, 'baseUrl'],
    ['catalogs:forget', {}, 'baseUrl'],
    ['items:list', { query: { limit: 0, page: 1 } }, 'query.limit'],
    ['items:list', { query: { limit: 251, page: 1 } }, 'query.limit'],
    ['items:list', { query: { limit: 10, page: 1.5 } }, 'query.page'],
    ['items:list', { query: { limit: 10, page: 1, filters: { name: ['a,b'] } } }, 'query.filters.name.0'],
    ['items:list', { query: { limit: 10, page: 1, filters: { name: [LONG] } } }, 'query.filters.name.0'],
    ['items:list', { query: { limit: 10, page: 1 }, slot: 'sidebar' }, 'slot'],
    ['items:get', { id: -1 }, 'id'],
    ['items:get', { id: '7' }, 'id'],
    ['items:get', { id: 2 ** 60 }, 'id'],
    [
      'prefs:set',
      { pageSize: 25, page: 1, filters: { name: [], market_hash_name: [], appid: 'x' } },
      'filters.appid',
    ],
    ['prefs:set', { pageSize: 25, page: 1, filters: {}, theme: 'dark' }, 'theme'],
    [
      'prefs:set',
      { pageSize: 25, page: 1, filters: {}, layout: { detailWidth: 5000, density: 'compact' } },
      'layout.detailWidth',
    ],
    [
      'prefs:set',
      { pageSize: 25, page: 1, filters: {}, layout: { detailWidth: 420, density: 'tiny' } },
      'layout.density',
    ],
    ['shell:openExternal', { url: LONG }, 'url'],
    ['shell:openExternal', { url: ['https://example.com'] }, 'url'],
    ['clipboard:writeText', { text: 'x'.repeat(MAX_CLIPBOARD_CHARS + 1) }, 'text'],
    ['lookup:start', { ids: [] }, 'ids'],
    ['lookup:start', { ids: [0] }, 'ids.0'],
    ['lookup:start', { ids: [Number.MAX_SAFE_INTEGER + 1] }, 'ids.0'],
    ['lookup:start', { ids: Array.from({ length: 1001 }, (_, i) => i + 1) }, 'ids'],
    ['lookup:cancel', { batchId: '../x' }, 'batchId'],
    ['export:lookup', { format: 'xls', fileName: 'a', catalog: null, rows: [] }, 'format'],
    ['export:lookup', { format: 'csv', fileName: '../../etc/passwd', catalog: null, rows: [] }, 'fileName'],
    ['export:lookup', { format: 'csv', fileName: 'a', catalog: 'javascript:alert(1)', rows: [] }, 'catalog'],
    ['export:list', { format: 'csv', filters: { name: ['a,b'] } }, 'filters.name.0'],
    ['replies:setLanguage', { catalog: 'https://catalog.example.com/api', language: 'fr' }, 'language'],
    ['replies:language', {}, 'catalog'],
    ['replies:ticketLanguage', { text: 'x'.repeat(MAX_ID_TEXT_CHARS + 1) }, 'text'],
    ['replies:ticketLanguage', { text: 1042 }, 'text'],
    ['replies:ticketLanguage', {}, 'text'],
    [
      'replies:saveTemplates',
      { templates: { languages: { en: { greting: 'Hi' } } } },
      'templates.languages.en.greting',
    ],
    [
      'replies:saveTemplates',
      { templates: { languages: { en: { greeting: 'x'.repeat(5000) } } } },
      'templates.languages.en.greeting',
    ],
    ['replies:importTemplates', { text: 'x'.repeat(MAX_TEMPLATES_FILE_CHARS + 1) }, 'text'],
    ['replies:setTeamSource', { source: LONG }, 'source'],
    ['replies:setTeamSource', { use: 'yes' }, 'use'],
    ['replies:setTeamSource', { source: '/t.json', lockedBy: null }, 'lockedBy'],
    ['app:info', { verbose: true }, 'verbose'],
  ] as const)('%s refuses %j at %s', async (channel, payload, path) => {
    const { core, opened, copied } = await makeCore()
    const error = errorOf(await core.handle(channel, payload))
    expect(error).toMatchObject({ kind: 'invalid_request', path })
    expect(inEnglish(error.message)).toContain(channel)
    expect(inEnglish(error.message).length).toBeLessThan(400)
    expect(opened).toEqual([])
    expect(copied).toEqual([])
  })

  it.each([
    '',
    'items:delete',
    '__proto__',
    'constructor',
    'toString',
    'hasOwnProperty',
    'x'.repeat(100_000),
  ])('refuses the unknown channel %#', async (channel) => {
    const { core } = await makeCore()
    const error = errorOf(await core.handle(channel, {}))
    expect(error).toMatchObject({ kind: 'invalid_request', path: 'channel' })
    expect(inEnglish(error.message).length).toBeLessThan(200)
  })

  it('never rejects, even for a payload whose properties throw when read', async () => {
    const { core, copied } = await makeCore()
    const hostile = Object.defineProperty({}, 'text', {
      enumerable: true,
      get() {
        throw new Error('gotcha')
      },
    })
    const result = await core.handle('clipboard:writeText', hostile)
    expect(result.ok).toBe(false)
    expect(['invalid_request', 'internal']).toContain(!result.ok && result.error.kind)
    expect(copied).toEqual([])
  })

  it('answers app:info with the app info it was given', async () => {
    const { core } = await makeCore()
    expect(dataOf(await call(core, 'app:info', {}))).toEqual(APP_INFO)
  })

  it('copies text to the clipboard', async () => {
    const { core, copied } = await makeCore()
    expect(
      dataOf(
        await call(core, 'clipboard:writeText', { text: 'https://trade.example.com/?partner=1&token=x' }),
      ),
    ).toEqual({
      copied: true,
    })
    expect(copied).toEqual(['https://trade.example.com/?partner=1&token=x'])
  })

  it.each([
    'http://trade.example.com/',
    'javascript:alert(document.cookie)',
    'file:///etc/passwd',
    'https://a b',
    'trade.example.com',
  ])('shell:openExternal refuses %j and opens nothing', async (url) => {
    const { core, opened } = await makeCore()
    expect(errorOf(await call(core, 'shell:openExternal', { url })).kind).toBe('refused')
    expect(opened).toEqual([])
  })

  it('shell:openExternal passes the re-serialised https URL', async () => {
    const { core, opened } = await makeCore()
    expect(
      dataOf(
        await call(core, 'shell:openExternal', { url: 'HTTPS://Trade.Example.com/new offer?partner=1' }),
      ),
    ).toEqual({ opened: true })
    expect(opened).toEqual(['https://trade.example.com/new%20offer?partner=1'])
  })

  it('turns an exception inside a handler into an internal error, logged without the token', async () => {
    const token = 'secret-token-for-redaction-1234'
    const { core, logs } = await makeCore({
      launch: { baseUrl: 'https://catalog.example.com', token },
      writeClipboard: async () => {
        throw new Error(`clipboard broke while holding ${token}`)
      },
    })
    const error = errorOf(await call(core, 'clipboard:writeText', { text: 'hello' }))
    expect(error.kind).toBe('internal')
    expect(inEnglish(error.message)).not.toContain(token)
    expect(logs.join('\n')).toContain('clipboard broke while holding [redacted]')
    expect(logs.join('\n')).not.toContain(token)
  })

  it('answers item and preference requests with no_session while disconnected', async () => {
    const { core } = await makeCore()
    expect(errorOf(await call(core, 'items:list', { query: { limit: 10, page: 1 } })).kind).toBe('no_session')
    expect(errorOf(await call(core, 'items:get', { id: 1 })).kind).toBe('no_session')
    expect(errorOf(await call(core, 'prefs:get', {})).kind).toBe('no_session')
    expect(errorOf(await call(core, 'prefs:set', { pageSize: 50, page: 1, filters: {} })).kind).toBe(
      'no_session',
    )
  })

  it("answers the update state and restart from the shell's updater", async () => {
    let ready: string | null = null
    const restarts: string[] = []
    const updates = {
      readyVersion: () => ready,
      restartToUpdate: () => (ready === null ? false : (restarts.push(ready), true)),
    }
    const { core } = await makeCore({ updates })
    expect(dataOf(await call(core, 'update:state', {}))).toStrictEqual({ readyVersion: null })
    expect(withEnglish(errorOf(await call(core, 'update:restart', {})))).toMatchObject({
      kind: 'refused',
      message: expect.stringMatching(/No update is ready/),
    })
    ready = '1.4.0'
    expect(dataOf(await call(core, 'update:state', {}))).toStrictEqual({ readyVersion: '1.4.0' })
    expect(dataOf(await call(core, 'update:restart', {}))).toStrictEqual({ restarting: true })
    expect(restarts).toStrictEqual(['1.4.0'])
  })

  it('has no update ready without an updater (development, e2e)', async () => {
    const { core } = await makeCore()
    expect(dataOf(await call(core, 'update:state', {}))).toStrictEqual({ readyVersion: null })
    expect(errorOf(await call(core, 'update:restart', {})).kind).toBe('refused')
  })

  it('refuses every request once disposed', async () => {
    const { core } = await makeCore()
    await core.dispose()
    expect(errorOf(await call(core, 'app:info', {})).kind).toBe('cancelled')
  })
})
