import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EMPTY_FILTERS } from '../../shared/catalog/empty-filters'
import { sampleSingleItemWire } from '../../shared/catalog/sample-items.test-support'
import type { EventPayload } from '../../shared/ipc'
import { decodeItemsPage, type EncodedItemsPage } from '../../shared/catalog/packed-items'
import { composeReply } from '../../shared/reply/compose-reply'
import type { ReplySubject } from '../../shared/reply/advise'
import { call, dataOf, disposeCores, everythingWritten, makeCore } from './app-core.test-support'
import {
  listResponseWire,
  sendJson,
  startTestServer,
  type TestServer,
} from './catalog-client/http-server.test-support'
import { ENCODED_ECHOES, tracesLeft } from './redaction/echo-spellings.test-support'
import { REDACTED } from './redaction/secret-redactor'
import type { DesktopNotification } from './watch/watch-service'

/*
 * R5-5 through the real core over real HTTP: a catalog that echoes the Authorization header
 * base64-encoded (at every offset in a blob), in hex, or cut by line breaks, one encoding per
 * item, in its names, its errors and its refusals. No trace of the token reaches any surface:
 * an IPC answer, an event, a notification, settings.json, an export, a reply, the log.
 */

/** A JWT-like token with `+`, `/` and `=`, which URLs and PHP's JSON escape. */
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhZ2VudC03In0.q7Zk2mP9+xR4/tW8vB1nC6=='
const VARIANTS = ENCODED_ECHOES.length
/** Items 1…VARIANTS answer with the token in the encoding of their number; the next as many refuse with it. */
const ITEM_IDS = Array.from({ length: VARIANTS }, (_, index) => index + 1)
const REFUSED_IDS = ITEM_IDS.map((id) => id + VARIANTS)
const WATCH_INTERVAL_MS = 40

const echoed = (id: number, token: string) => ENCODED_ECHOES[(id - 1) % VARIANTS]![1](token)
const noTraces = (text: string) => expect(tracesLeft(text, TOKEN)).toStrictEqual([])

let server: TestServer | undefined
afterEach(async () => {
  await disposeCores()
  await server?.close()
  server = undefined
})

/** The echoing catalog; `statuses` moves an item for the watch. */
async function echoingCatalog(statuses = new Map<number, string>()) {
  server = await startTestServer((req, res) => {
    const token = String(req.headers.authorization ?? '').replace(/^Bearer /, '')
    const url = new URL(req.url ?? '/', 'http://catalog')
    const single = /^\/v1\/items\/(\d+)$/.exec(url.pathname)
    if (single === null) {
      const limit = Number(url.searchParams.get('limit') ?? 25)
      const page = Number(url.searchParams.get('page') ?? 1)
      const body = listResponseWire({
        page,
        perPage: limit,
        total: VARIANTS,
        linksOrigin: `http://${req.headers.host}`,
      })
      const data = body.data.map((item) => ({ ...item, name: `Skin ${echoed(item.id, token)}` }))
      sendJson(res, 200, { ...body, data })
      return
    }
    const id = Number(single[1])
    if (id > VARIANTS) {
      sendJson(res, 400, {
        success: false,
        type: 'error',
        message: `you sent ${echoed(id, token)}`,
        data: {},
      })
      return
    }
    const echo = echoed(id, token)
    sendJson(res, 200, {
      success: true,
      type: 'response',
      data: {
        ...sampleSingleItemWire(id),
        status: statuses.get(id) ?? 'WAITING_FOR_SEND',
        name: `Skin ${echo}`,
        market_hash_name: `Case ${echo}`,
        error_message: `Steam refused the offer for ${echo}`,
      },
    })
  })
  return server
}

async function connectedCore(statuses?: Map<number, string>) {
  const remote = await echoingCatalog(statuses)
  const notifications: DesktopNotification[] = []
  const made = await makeCore({
    watchIntervalMsOverride: WATCH_INTERVAL_MS,
    notify: (notification) => notifications.push(notification),
  })
  dataOf(await call(made.core, 'session:connect', { baseUrl: remote.origin, token: TOKEN, remember: false }))
  return { ...made, notifications, remote }
}

/** The rows of a bulk lookup of `ids`, as the window receives them. */
async function lookupRows(core: Awaited<ReturnType<typeof connectedCore>>['core'], ids: number[]) {
  const rows: EventPayload<'lookup:progress'>['rows'][number][] = []
  const finished = new Promise<void>((resolve) =>
    core.addEventSink((event, payload) => {
      if (event === 'lookup:progress') rows.push(...(payload as EventPayload<'lookup:progress'>).rows)
      if (event === 'lookup:finished') resolve()
    }),
  )
  dataOf(await call(core, 'lookup:start', { ids }))
  await finished
  return rows
}

describe('R5-5: a token echoed in any encoding reaches no surface', () => {
  it('R5-5: not an IPC answer: a page of items, and each item', async () => {
    const { core, remote } = await connectedCore()
    const page = dataOf(
      await call(core, 'items:list', { query: { filters: EMPTY_FILTERS, page: 1, limit: 25 } }),
    )
    const names = decodeItemsPage(page as EncodedItemsPage).items.map((item) => item.name)
    expect(names).toHaveLength(VARIANTS)
    for (const name of names) expect(name).toContain(REDACTED)
    noTraces(JSON.stringify(page))
    for (const id of ITEM_IDS) noTraces(JSON.stringify(await call(core, 'items:get', { id, slot: 'detail' })))
    // The catalog did echo what it was sent.
    expect(remote.requests.at(-1)?.headers.authorization).toBe(`Bearer ${TOKEN}`)
  })

  it('R5-5: not an event: a bulk lookup’s items and refusals; nor the log', async () => {
    const { core, logs } = await connectedCore()
    const rows = await lookupRows(core, [...ITEM_IDS, ...REFUSED_IDS])
    expect(rows).toHaveLength(2 * VARIANTS)
    expect(rows.filter((row) => row.outcome.kind === 'error')).toHaveLength(VARIANTS)
    noTraces(JSON.stringify(rows))
    noTraces(logs.join('\n'))
  })

  it('R5-5: not a notification, nor the watch list in settings.json', async () => {
    const statuses = new Map<number, string>()
    const { core, notifications, dir } = await connectedCore(statuses)
    for (const id of ITEM_IDS) dataOf(await call(core, 'watch:add', { id }))
    const checked = async () =>
      dataOf(await call(core, 'watch:list', {})).items.every((item) => item.status !== null)
    await vi.waitFor(async () => expect(await checked()).toBe(true), { timeout: 10_000, interval: 20 })
    // One item at a time, so each notification names its item.
    for (const id of ITEM_IDS) {
      statuses.set(id, 'TRADE_ACCEPTED')
      await vi.waitFor(() => expect(notifications).toHaveLength(id), { timeout: 10_000, interval: 20 })
    }
    for (const { title, body } of notifications) {
      expect(body).toContain(REDACTED)
      noTraces(`${title}\n${body}`)
    }
    noTraces(JSON.stringify(dataOf(await call(core, 'watch:list', {}))))
    await core.dispose()
    const settings = await readFile(join(dir, 'settings.json'), 'utf8')
    expect(settings.split(REDACTED).length - 1).toBeGreaterThanOrEqual(VARIANTS)
    noTraces(await everythingWritten(dir))
  })

  it('R5-5: not an export, CSV or JSON', async () => {
    const { core, saved } = await connectedCore()
    for (const format of ['csv', 'json'] as const) {
      expect(dataOf(await call(core, 'export:list', { format, filters: EMPTY_FILTERS }))).toMatchObject({
        saved: true,
        rows: VARIANTS,
      })
    }
    for (const file of saved) {
      const exported = await readFile(file, 'utf8')
      expect(exported.split(REDACTED).length - 1).toBe(VARIANTS)
      noTraces(exported)
    }
  })

  it('R5-5: not a reply: the item fields main sends are clean before the window composes it', async () => {
    const { core } = await connectedCore()
    const subjects: ReplySubject[] = (await lookupRows(core, ITEM_IDS)).map((row) => {
      if (row.outcome.kind !== 'item') throw new Error(`item ${row.id}: ${row.outcome.kind}`)
      return { kind: 'item', item: row.outcome.item }
    })
    for (const id of ITEM_IDS) {
      const item = dataOf(await call(core, 'items:get', { id, slot: 'detail' }))
      subjects.push({ kind: 'item', item })
    }
    const options = { language: 'en', now: new Date(), catalogTimeZone: null } as const
    for (const subject of subjects) {
      const reply = composeReply([subject], options).text
      // The item's name, as the catalog wrote it around the token.
      expect(reply).toMatch(/for Skin [^\n]*\[redacted\]/)
      noTraces(reply)
    }
    noTraces(composeReply(subjects, { ...options, choices: {} }).text)
  })
})
