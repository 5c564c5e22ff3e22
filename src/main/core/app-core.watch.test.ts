import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startDemoServer, type RunningDemoServer } from '../../demo-server'
import { EMPTY_FILTERS } from '../../shared/catalog/empty-filters'
import type { EventName } from '../../shared/ipc'
import { MAX_WATCH_HISTORY, MAX_WATCHED_ITEMS, STORED_TEXT_LIMITS } from '../../shared/watch'
import { call, dataOf, disposeCores, errorOf, makeCore } from './app-core.test-support'
import {
  itemResponseWire,
  listResponseWire,
  sendJson,
  startTestServer,
  type TestServer,
} from './catalog-client/http-server.test-support'
import type { DesktopNotification } from './watch/watch-service'
import { watchedItem } from '../../shared/watch.test-support'
import { inEnglish } from '../../shared/i18n/english.test-support'
import { words, type Words } from '../../shared/i18n/words'
import { withEnglish } from '../../shared/i18n/english.test-support'
import { textIn } from './app-language/app-messages'
import { statusWords } from '../../shared/catalog/status-words'

/**
 * Watching through the real core over real HTTP: what the agent is told when a delivery
 * moves, and how faults (404, 401, a corrupt watch list, too many items) are handled.
 * The demo server runs with `scriptable: true` so a test can move an item on the server.
 */
const INTERVAL_MS = 40
let demo: RunningDemoServer | undefined
let server: TestServer | undefined
const dirs: string[] = []

afterEach(async () => {
  await disposeCores()
  await demo?.close()
  await server?.close()
  demo = undefined
  server = undefined
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true })
})

async function watchingCore(userDataDir?: string, systemLanguages?: readonly string[]) {
  demo ??= await startDemoServer({ port: 0, token: 'watch-token-1234', items: 300, scriptable: true })
  const notifications: DesktopNotification[] = []
  const events: [EventName, unknown][] = []
  const made = await makeCore({
    watchIntervalMsOverride: INTERVAL_MS,
    notify: (notification) => notifications.push(notification),
    ...(userDataDir ? { userDataDir } : {}),
    ...(systemLanguages ? { systemLanguages } : {}),
  })
  made.core.addEventSink((event, payload) => events.push([event, payload]))
  dataOf(await call(made.core, 'session:connect', { baseUrl: demo.url, token: demo.token, remember: false }))
  return { ...made, notifications, events, demo }
}

/** Waits for what the background checks should bring about; generous, as CI machines are busy. */
function eventually<T>(check: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(check, { timeout: 5_000, interval: 20 })
}

async function statusOf(running: RunningDemoServer, id: number): Promise<string> {
  const response = await fetch(`${running.url}/v1/items/${id}`, {
    headers: { Authorization: `Bearer ${running.token}` },
  })
  return ((await response.json()) as { data: { status: string } }).data.status
}

async function setStatus(running: RunningDemoServer, id: number, status: string): Promise<void> {
  const response = await fetch(`${running.url}/__demo/items/${id}/status?value=${status}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${running.token}` },
  })
  expect(response.status).toBe(204)
}

describe('watching items', () => {
  it('tells the agent once when a watched status moves, names both statuses, and a click opens the item', async () => {
    const { core, notifications, events, demo: running } = await watchingCore()
    const before = await statusOf(running, 5)
    const after = before === 'TRADE_ACCEPTED' ? 'UNAVAILABLE' : 'TRADE_ACCEPTED'
    dataOf(await call(core, 'watch:add', { id: 5 }))
    await eventually(async () =>
      expect(dataOf(await call(core, 'watch:list', {})).items[0]?.status).toBe(before),
    )
    expect(notifications).toHaveLength(0)

    await setStatus(running, 5, after)
    await eventually(() => expect(notifications).toHaveLength(1))
    const readable = (raw: string) => raw.charAt(0) + raw.slice(1).toLowerCase().replaceAll('_', ' ')
    expect(notifications[0]?.title).toBe(`Item 5: ${readable(before)} → ${readable(after)}`)
    const list = dataOf(await call(core, 'watch:list', {}))
    expect(list.changedCount).toBe(1)
    expect(list.items[0]).toMatchObject({
      id: 5,
      status: after,
      state: 'finished',
      changed: true,
    })
    expect(events.some(([event]) => event === 'item:changed')).toBe(true)

    notifications[0]?.onClick()
    expect(events.at(-1)).toStrictEqual(['link:waiting', { count: 1 }])
    // The window takes the link: item 5, in the connected catalog, opens at once.
    expect(dataOf(await call(core, 'links:take', {}))).toStrictEqual([
      { kind: 'open', target: { kind: 'item', id: 5 } },
    ])
    // A window that opens because of the click (macOS, no window left) finds the item to open.
    await eventually(async () => expect(dataOf(await call(core, 'recent:list', {})).openItem).toBe(5))
    expect(dataOf(await call(core, 'watch:seen', {})).changedCount).toBe(0)
  })

  it('keeps what each change was and when after the item is final, across a restart', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'catalog-watch-'))
    dirs.push(dir)
    const { core, demo: running } = await watchingCore(dir)
    await setStatus(running, 7, 'WAITING_FOR_SEND')
    const started = Date.now()
    dataOf(await call(core, 'watch:add', { id: 7 }))
    const watched = async () => dataOf(await call(core, 'watch:list', {})).items[0]
    await eventually(async () => expect((await watched())?.lastCheckedAt).not.toBeNull())
    expect(await watched()).toMatchObject({ status: 'WAITING_FOR_SEND', history: [] })
    expect(Date.parse((await watched())?.watchedSince ?? '')).toBeGreaterThanOrEqual(started - 1000)

    await setStatus(running, 7, 'WAITING_FOR_TRADE_ACCEPT')
    await eventually(async () => expect((await watched())?.history).toHaveLength(1))
    await setStatus(running, 7, 'TRADE_ACCEPTED')
    await eventually(async () => expect((await watched())?.state).toBe('finished'))
    const history = (await watched())?.history ?? []
    expect(history.map(({ from, to }) => `${from} → ${to}`)).toStrictEqual([
      'WAITING_FOR_SEND → WAITING_FOR_TRADE_ACCEPT',
      'WAITING_FOR_TRADE_ACCEPT → TRADE_ACCEPTED',
    ])
    expect(history[1]?.at).toBe((await watched())?.statusChangedAt)

    await disposeCores()
    const { core: restarted } = await watchingCore(dir)
    expect(dataOf(await call(restarted, 'watch:list', {})).items[0]?.history).toStrictEqual(history)
  })

  it('reads a watch list saved before history was kept, and keeps only the newest changes of a long one', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'catalog-watch-'))
    dirs.push(dir)
    demo = await startDemoServer({ port: 0, token: 'watch-token-1234', items: 300, scriptable: true })
    const {
      history: _history,
      watchedSince: _since,
      ...before
    } = watchedItem({ id: 8, status: 'TRADE_ACCEPTED', state: 'finished' })
    const changes = Array.from({ length: MAX_WATCH_HISTORY + 5 }, (_, n) => ({
      from: `S${n}`,
      to: `S${n + 1}`,
      at: new Date(Date.UTC(2026, 10, 1, 0, n)).toISOString(),
    }))
    await writeFile(
      join(dir, 'settings.json'),
      JSON.stringify({
        version: 1,
        catalogs: [{ baseUrl: demo.url, label: 'Kept catalog', lastUsedAt: null }],
        lastUsed: null,
        prefs: {},
        watch: {
          [demo.url]: [before, watchedItem({ id: 9, state: 'finished', status: 'S25', history: changes })],
        },
      }),
    )
    const { core } = await watchingCore(dir)
    const [old, long] = dataOf(await call(core, 'watch:list', {})).items
    expect(old).toMatchObject({ id: 8, history: [], watchedSince: null })
    expect(long?.history).toStrictEqual(changes.slice(-MAX_WATCH_HISTORY))
    const notices = dataOf(await call(core, 'app:notices', {}))
    expect(notices).toStrictEqual([])
  })

  it('words the notification in the app language, the item’s own name as it came', async () => {
    const { core, notifications, demo: running } = await watchingCore(undefined, ['de-DE'])
    const before = await statusOf(running, 6)
    const after = before === 'TRADE_ACCEPTED' ? 'UNAVAILABLE' : 'TRADE_ACCEPTED'
    dataOf(await call(core, 'watch:add', { id: 6 }))
    await eventually(async () =>
      expect(dataOf(await call(core, 'watch:list', {})).items[0]?.status).toBe(before),
    )
    await setStatus(running, 6, after)
    await eventually(() => expect(notifications).toHaveLength(1))
    const german = textIn('de')
    expect(notifications[0]?.title).toBe(
      german(
        words(
          { id: 'watch.notify.changed', defaultMessage: 'Item {id}: {from} → {to}' },
          { id: '6', from: statusWords(before), to: german(statusWords(after)) },
        ),
      ),
    )
    expect(notifications[0]?.title).toMatch(/^Gegenstand 6: /)
    expect(notifications[0]?.title).not.toContain(after)
  })

  it('with notifications turned off, a change still reaches the window and the list, but the OS is not asked', async () => {
    const { core, notifications, events, demo: running } = await watchingCore()
    expect(dataOf(await call(core, 'watch:options', { notifications: false })).notifications).toBe(false)
    // An item that can still move: a final status is reported once and then no longer checked.
    let id = 20
    while (['TRADE_ACCEPTED', 'UNAVAILABLE'].includes(await statusOf(running, id))) id += 1
    const before = await statusOf(running, id)
    const after = 'TRADE_ACCEPTED'
    dataOf(await call(core, 'watch:add', { id }))
    await eventually(async () =>
      expect(dataOf(await call(core, 'watch:list', {})).items[0]?.status).toBe(before),
    )
    await setStatus(running, id, after)
    await eventually(async () =>
      expect(dataOf(await call(core, 'watch:list', {})).items[0]?.status).toBe(after),
    )
    expect(events.some(([event]) => event === 'item:changed')).toBe(true)
    expect(notifications).toStrictEqual([])
  })

  it('marks an item that disappeared as no longer in the catalog and stops checking it', async () => {
    const { core, notifications } = await watchingCore()
    dataOf(
      await call(core, 'watch:add', { id: 5_000, name: 'never existed here', status: 'WAITING_FOR_SEND' }),
    )
    await eventually(async () => {
      const item = dataOf(await call(core, 'watch:list', {})).items.find((entry) => entry.id === 5_000)
      expect(withEnglish(item)).toMatchObject({ state: 'gone', problem: 'No longer in the catalog' })
    })
    await eventually(() =>
      expect(notifications.map((n) => n.title)).toContain(
        'Item 5000: Waiting for send → no longer in the catalog',
      ),
    )
  })

  it('groups the changes of one round into one notification', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'catalog-watch-'))
    dirs.push(dir)
    demo = await startDemoServer({ port: 0, token: 'watch-token-1234', items: 300, scriptable: true })
    // Last seen as something else than what the catalog says now: three changes in one round.
    const watched = []
    for (const id of [11, 12, 13]) {
      const actual = await statusOf(demo, id)
      watched.push(watchedItem({ id, status: actual === 'AVAILABLE' ? 'WAITING_FOR_SEND' : 'AVAILABLE' }))
    }
    await writeFile(
      join(dir, 'settings.json'),
      JSON.stringify({ version: 1, catalogs: [], lastUsed: null, prefs: {}, watch: { [demo.url]: watched } }),
    )
    const { notifications } = await watchingCore(dir)
    await eventually(() => expect(notifications.length).toBeGreaterThan(0))
    expect(notifications.map((n) => n.title)).toStrictEqual(['3 watched items changed'])
    expect(notifications[0]?.body).toMatch(/^11: .+; 12: .+; 13: .+$/)
  })

  it('refuses a watch beyond the limit with the number, before anything is stored', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'catalog-watch-'))
    dirs.push(dir)
    demo = await startDemoServer({ port: 0, token: 'watch-token-1234', items: 300, scriptable: true })
    const full = Array.from({ length: MAX_WATCHED_ITEMS }, (_, index) =>
      watchedItem({ id: index + 1, status: 'TRADE_ACCEPTED', state: 'finished' }),
    )
    await writeFile(
      join(dir, 'settings.json'),
      JSON.stringify({ version: 1, catalogs: [], lastUsed: null, prefs: {}, watch: { [demo.url]: full } }),
    )
    const { core } = await watchingCore(dir)
    expect(dataOf(await call(core, 'watch:list', {})).items).toHaveLength(MAX_WATCHED_ITEMS)
    const refused = errorOf(await call(core, 'watch:add', { id: 250 }))
    expect(refused).toMatchObject({ kind: 'refused' })
    expect(inEnglish(refused.message)).toContain(String(MAX_WATCHED_ITEMS))
    expect(dataOf(await call(core, 'watch:list', {})).items).toHaveLength(MAX_WATCHED_ITEMS)
  })

  it('watches a whole lookup in one request, all or none within the limit', async () => {
    const { core } = await watchingCore()
    const seen = (ids: number[]) => ids.map((id) => ({ id, name: `Item ${id}`, status: 'WAITING_FOR_SEND' }))
    const first = dataOf(await call(core, 'watch:addMany', { items: seen([1, 2, 3, 2]) }))
    expect(first.items.map((item) => item.id)).toStrictEqual([1, 2, 3])
    const many = Array.from({ length: MAX_WATCHED_ITEMS - 2 }, (_, index) => index + 10)
    const refused = errorOf(await call(core, 'watch:addMany', { items: seen(many) }))
    expect(refused).toMatchObject({ kind: 'refused' })
    expect(inEnglish(refused.message)).toContain(`would make ${MAX_WATCHED_ITEMS + 1}`)
    expect(dataOf(await call(core, 'watch:list', {})).items).toHaveLength(3)
  })

  it('sets an unreadable watch list aside with a notice and keeps the rest of settings', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'catalog-watch-'))
    dirs.push(dir)
    demo = await startDemoServer({ port: 0, token: 'watch-token-1234', items: 300, scriptable: true })
    const known = { baseUrl: demo.url, label: 'Kept catalog', lastUsedAt: null }
    const prefs = { pageSize: 100, page: 3, filters: { ...EMPTY_FILTERS, appid: 730 } }
    await writeFile(
      join(dir, 'settings.json'),
      JSON.stringify({
        version: 1,
        catalogs: [known],
        lastUsed: null,
        prefs: { [demo.url]: prefs },
        watch: { [demo.url]: 'nonsense' },
      }),
    )
    const { core } = await watchingCore(dir)
    await eventually(async () => {
      const notices = dataOf(await call(core, 'app:notices', {}))
      expect(notices.map((notice) => inEnglish(notice.message)).join('\n')).toMatch(
        /watch list could not be read and was set aside/,
      )
    })
    expect(dataOf(await call(core, 'watch:list', {})).items).toStrictEqual([])
    expect(dataOf(await call(core, 'prefs:get', {}))).toStrictEqual(prefs)
    const setAside = (await readdir(dir)).filter((name) => name.startsWith('watch.unreadable-'))
    expect(setAside).toHaveLength(1)
    expect(JSON.parse(await readFile(join(dir, setAside[0] ?? ''), 'utf8'))).toStrictEqual({
      [demo.url]: 'nonsense',
    })
  })

  it('R3: Watch item on an item with a 10,000-character name works, and the list survives a restart', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'catalog-watch-'))
    dirs.push(dir)
    const { core } = await watchingCore(dir)
    const name = 'L'.repeat(10_000)
    const list = dataOf(await call(core, 'watch:add', { id: 5, name, status: 'WAITING_FOR_SEND' }))
    expect(list.items[0]?.name).toHaveLength(STORED_TEXT_LIMITS.name)
    dataOf(await call(core, 'watch:addMany', { items: [{ id: 6, name, status: null }] }))
    await disposeCores()
    const { core: restarted } = await watchingCore(dir)
    expect(dataOf(await call(restarted, 'watch:list', {})).items.map((item) => item.id)).toStrictEqual([5, 6])
    const notices = dataOf(await call(restarted, 'app:notices', {}))
    expect(notices.map((notice) => inEnglish(notice.message)).join('\n')).not.toMatch(/set aside/)
  })

  it('R3: opening an item with a 10,000-character name keeps the recent lookups readable at the next start', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'catalog-recent-'))
    dirs.push(dir)
    const name = 'R'.repeat(10_000)
    server = await startTestServer((req, res) => {
      const origin = `http://${req.headers.host}`
      if (req.url?.startsWith('/v1/items/')) {
        const wire = itemResponseWire(7)
        return sendJson(res, 200, { ...wire, data: { ...wire.data, name } })
      }
      const limit = Number(new URL(req.url ?? '/', origin).searchParams.get('limit') ?? 25)
      return sendJson(res, 200, listResponseWire({ page: 1, perPage: limit, total: 3, linksOrigin: origin }))
    })
    const connect = { baseUrl: server.origin, token: 'secret-token-99', remember: false }
    const { core } = await makeCore({ userDataDir: dir })
    dataOf(await call(core, 'session:connect', connect))
    dataOf(await call(core, 'items:get', { id: 7, slot: 'detail' }))
    await eventually(async () => expect(dataOf(await call(core, 'recent:list', {})).items).toHaveLength(1))
    await disposeCores()
    const { core: restarted } = await makeCore({ userDataDir: dir })
    dataOf(await call(restarted, 'session:connect', connect))
    const [recent] = dataOf(await call(restarted, 'recent:list', {})).items
    expect(recent?.id).toBe(7)
    expect(recent?.name).toHaveLength(STORED_TEXT_LIMITS.name)
  })

  it('R13: watch:options with no catalog connected saves the options and answers ok with an empty list', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'catalog-watch-'))
    dirs.push(dir)
    const { core } = await makeCore({ userDataDir: dir })
    const answer = dataOf(await call(core, 'watch:options', { intervalSeconds: 120, notifications: false }))
    expect(answer).toStrictEqual({
      items: [],
      intervalSeconds: 120,
      notifications: false,
      changedCount: 0,
    })
    const stored = JSON.parse(await readFile(join(dir, 'settings.json'), 'utf8')) as { watchOptions: unknown }
    expect(stored.watchOptions).toStrictEqual({ intervalSeconds: 120, notifications: false })
  })

  it('a 401 while checking ends the session the way a 401 in the window does, and checking stops', async () => {
    let revoked = false
    server = await startTestServer((req, res) => {
      const origin = `http://${req.headers.host}`
      if (revoked)
        return sendJson(res, 401, { success: false, type: 'error', message: 'revoked', data: null })
      if (req.url?.startsWith('/v1/items/')) return sendJson(res, 200, itemResponseWire(7))
      const limit = Number(new URL(req.url ?? '/', origin).searchParams.get('limit') ?? 25)
      return sendJson(res, 200, listResponseWire({ page: 1, perPage: limit, total: 3, linksOrigin: origin }))
    })
    const events: [EventName, unknown][] = []
    const { core } = await makeCore({ watchIntervalMsOverride: INTERVAL_MS, notify: () => {} })
    core.addEventSink((event, payload) => events.push([event, payload]))
    dataOf(
      await call(core, 'session:connect', {
        baseUrl: server.origin,
        token: 'secret-token-99',
        remember: false,
      }),
    )
    dataOf(await call(core, 'watch:add', { id: 7 }))
    await eventually(() => expect(server?.requests.some((r) => r.url === '/v1/items/7')).toBe(true))
    revoked = true
    await eventually(() => expect(events.some(([event]) => event === 'session:ended')).toBe(true))
    const ended = events.find(([event]) => event === 'session:ended')?.[1] as { message: Words }
    expect(inEnglish(ended.message)).toMatch(/401/)
    const requestsAtEnd = server.requests.length
    await new Promise((resolve) => setTimeout(resolve, 5 * INTERVAL_MS))
    expect(server.requests.length).toBe(requestsAtEnd)
  })
})
