import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startDemoServer, type RunningDemoServer } from '../../demo-server'
import { EMPTY_FILTERS, LOOKUP_CONCURRENCY } from '../../shared/catalog'
import type { EventName, EventPayload } from '../../shared/ipc'
import { call, dataOf, disposeCores, errorOf, makeCore } from './app-core.test-support'
import {
  itemResponseWire,
  listResponseWire,
  sendJson,
  startTestServer,
} from './catalog-client/http-server.test-support'
import { UTF8_BOM } from './export/csv'
import { isolateKeychain } from './secrets/keyring.test-support'
import { inEnglish } from '../../shared/i18n/english.test-support'

isolateKeychain()

let demo: RunningDemoServer
beforeAll(async () => {
  demo = await startDemoServer({ port: 0, host: '127.0.0.1', items: 600 })
})
afterAll(async () => {
  await demo.close()
})
afterEach(disposeCores)

const connected = () => makeCore({ launch: { baseUrl: demo.url, token: demo.token } })

const heldItem = (id: number) =>
  ({
    id,
    status: { known: true, value: 'WAITING_FOR_SEND' },
    hash: { ok: true, value: 'a1' },
    bought_at: { ok: true, value: '2026-11-21T18:55:44.801518Z' },
    trade_offer_id: { ok: true, value: 55 },
    error_message: { ok: true, value: null },
    error_date: { ok: true, value: null },
    last_send: { ok: true, value: '2026-11-21 19:00:00' },
    next_try: { ok: true, value: null },
    send_date: { ok: true, value: '2026-11-21 18:56:00' },
    image: { ok: true, value: 'https://images.example.test/1.png' },
    price: { ok: true, value: '1.00' },
    name: { ok: true, value: '=HYPERLINK("x")' },
    market_hash_name: { ok: true, value: 'a, b' },
    trade_url: { ok: true, value: 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=x' },
  }) as const
const lookupRows = [
  { id: 1, outcome: { kind: 'item', item: heldItem(1) } },
  { id: 2, outcome: { kind: 'not_found' } },
] as const

/** A full lookup's 1,000 rows, every item named `name`. */
const rowsNamed = (name: string) =>
  Array.from({ length: 1_000 }, (_, index) => ({
    id: index + 1,
    outcome: {
      kind: 'item' as const,
      item: { ...heldItem(index + 1), name: { ok: true as const, value: name } },
    },
  }))

describe('export:lookup', () => {
  it('R14: 1,000 rows whose names are at their 100,000-character bound are refused in words before any path is asked', async () => {
    const { core, saved } = await makeCore()
    const name = 'x'.repeat(100_000)
    const rows = rowsNamed(name)
    const refused = errorOf(
      await call(core, 'export:lookup', { format: 'csv', fileName: 'lookup', catalog: null, rows }),
    )
    expect(refused.kind).toBe('refused')
    expect(inEnglish(refused.message)).toMatch(
      /hold 100,\d{3},\d{3} characters.*at most 16,777,216\. Nothing was saved/,
    )
    expect(saved).toStrictEqual([])
  })

  it('R14: rows just within the character bound are written', async () => {
    const { core, saved } = await makeCore()
    const name = 'y'.repeat(8_000)
    const rows = rowsNamed(name)
    const result = dataOf(
      await call(core, 'export:lookup', { format: 'json', fileName: 'lookup', catalog: null, rows }),
    )
    expect(result).toMatchObject({ saved: true, rows: 1_000 })
    expect(saved).toHaveLength(1)
  })

  it('writes CSV through the save dialog: BOM, CRLF, spreadsheet dates, formula-prefixed cells', async () => {
    const { core, saved } = await makeCore()
    const result = dataOf(
      await call(core, 'export:lookup', {
        format: 'csv',
        fileName: 'lookup',
        catalog: null,
        rows: [...lookupRows],
      }),
    )
    expect(saved).toHaveLength(1)
    expect(saved[0]).toMatch(/lookup\.csv$/)
    expect(result).toEqual({ saved: true, path: saved[0], rows: 2, capped: false })
    const lines = (await readFile(saved[0]!, 'utf8')).split('\r\n')
    expect(lines[0]).toBe(
      `${UTF8_BOM}ID,Status,Name,Bought at (UTC),Send date (server time),Last send (server time),Next try (server time),Trade offer ID,Error,Link`,
    )
    expect(lines[1]).toBe(
      `1,Waiting for send,"'=HYPERLINK(""x"")",2026-11-21 18:55:44,2026-11-21 18:56:00,2026-11-21 19:00:00,,55,,catalog-browser://item/1`,
    )
    expect(lines[2]).toBe('2,Not found,,,,,,,,catalog-browser://item/2')
  })

  it("writes JSON with the catalog's field names and numbers for IDs", async () => {
    const { core, saved } = await makeCore()
    dataOf(
      await call(core, 'export:lookup', {
        format: 'json',
        fileName: 'lookup',
        catalog: null,
        rows: [...lookupRows],
      }),
    )
    const records = JSON.parse(await readFile(saved[0]!, 'utf8')) as Record<string, unknown>[]
    expect(records[0]).toMatchObject({
      id: 1,
      lookup: 'found',
      trade_offer_id: 55,
      status: 'WAITING_FOR_SEND',
    })
    expect(records[1]).toEqual({ id: 2, lookup: 'not_found', link: 'catalog-browser://item/2' })
  })

  it('a failed write says why and leaves no file behind', async () => {
    const { core, dir } = await makeCore({
      chooseSavePath: async () => join('/nonexistent-folder-for-test', 'out.csv'),
    })
    const error = errorOf(
      await call(core, 'export:lookup', {
        format: 'csv',
        fileName: 'x',
        catalog: null,
        rows: [...lookupRows],
      }),
    )
    expect(error).toMatchObject({ kind: 'write_failed', code: 'ENOENT' })
    expect(inEnglish(error.message)).toContain('the folder does not exist')
    expect((await readdir(dir)).filter((name) => name.includes('out.csv'))).toEqual([])
  })

  it('a dismissed dialog writes nothing', async () => {
    const { core } = await makeCore({ chooseSavePath: async () => null })
    expect(
      dataOf(await call(core, 'export:lookup', { format: 'csv', fileName: 'x', catalog: null, rows: [] })),
    ).toEqual({ saved: false })
  })
})

describe('export:list (demo server)', () => {
  it('fetches every page of the filters and writes all rows, reporting progress', async () => {
    const { core, saved } = await connected()
    const progress: { done: number; total: number }[] = []
    core.addEventSink((event: EventName, payload) => {
      if (event === 'export:progress') progress.push(payload as { done: number; total: number })
    })
    const result = dataOf(await call(core, 'export:list', { format: 'csv', filters: EMPTY_FILTERS }))
    expect(result).toMatchObject({ saved: true, rows: 600, capped: false })
    const lines = (await readFile(saved[0]!, 'utf8')).trimEnd().split('\r\n')
    expect(lines).toHaveLength(601)
    expect(lines[0]).toBe(`${UTF8_BOM}ID,Image,Name,Market hash name,App ID,Price,Platform price,Link`)
    const ids = lines.slice(1).map((line) => Number(line.split(',')[0]))
    expect(new Set(ids).size).toBe(600)
    expect(progress.at(-1)).toEqual({ done: 600, total: 600 })
  })

  it('JSON export holds the items as the catalog listed them', async () => {
    const { core, saved } = await connected()
    dataOf(await call(core, 'export:list', { format: 'json', filters: { ...EMPTY_FILTERS, appid: 570 } }))
    const items = JSON.parse(await readFile(saved[0]!, 'utf8')) as { appid: number }[]
    expect(items.length).toBeGreaterThan(0)
    expect(items.every((item) => item.appid === 570)).toBe(true)
  })

  it('needs a session', async () => {
    const { core, saved } = await makeCore()
    expect(errorOf(await call(core, 'export:list', { format: 'csv', filters: EMPTY_FILTERS }))).toMatchObject(
      {
        kind: 'no_session',
      },
    )
    expect(saved).toEqual([])
  })
})

describe('lookup:start (demo server)', () => {
  it('streams one row per ID to the window, unknown IDs as not found', async () => {
    const { core } = await connected()
    const rows: unknown[] = []
    let finished: (() => void) | null = null
    const done = new Promise<void>((resolve) => (finished = resolve))
    core.addEventSink((event, payload) => {
      if (event === 'lookup:progress') rows.push(...(payload as EventPayload<'lookup:progress'>).rows)
      if (event === 'lookup:finished') finished?.()
    })
    const { total } = dataOf(await call(core, 'lookup:start', { ids: [5, 999_999, 7] }))
    expect(total).toBe(3)
    await done
    expect(rows).toHaveLength(3)
    expect(rows).toContainEqual(
      expect.objectContaining({ index: 1, id: 999_999, outcome: { kind: 'not_found' } }),
    )
    expect(rows).toContainEqual(
      expect.objectContaining({ index: 0, id: 5, outcome: expect.objectContaining({ kind: 'item' }) }),
    )
  })
})

describe('lookupConcurrency in settings.json', () => {
  async function mostInFlight(settings: Record<string, unknown>): Promise<number> {
    let inFlight = 0
    let most = 0
    const server = await startTestServer((req, res) => {
      // The first page main prefetches at start is not part of the lookup.
      if (req.url?.startsWith('/v1/items?')) {
        sendJson(res, 200, listResponseWire({ page: 1, perPage: 50, total: 0, linksOrigin: 'http://x' }))
        return
      }
      inFlight += 1
      most = Math.max(most, inFlight)
      const id = Number(/(\d+)$/.exec(req.url ?? '')?.[1])
      setTimeout(() => {
        inFlight -= 1
        sendJson(res, 200, itemResponseWire(id))
      }, 20)
    })
    try {
      const dir = await mkdtemp(join(tmpdir(), 'catalog-core-concurrency-'))
      await writeFile(
        join(dir, 'settings.json'),
        JSON.stringify({ version: 1, catalogs: [], lastUsed: null, prefs: {}, ...settings }),
      )
      const { core } = await makeCore({ userDataDir: dir, launch: { baseUrl: server.origin, token: 'tok' } })
      const finished = new Promise<void>((done) =>
        core.addEventSink((event) => {
          if (event === 'lookup:finished') done()
        }),
      )
      dataOf(await call(core, 'lookup:start', { ids: Array.from({ length: 24 }, (_, i) => i + 1) }))
      await finished
      await rm(dir, { recursive: true, force: true })
      return most
    } finally {
      await server.close()
    }
  }

  it('is read from settings (2 in flight), and an out-of-bounds value falls back to the default of 4', async () => {
    expect(await mostInFlight({ lookupConcurrency: 2 })).toBe(2)
    expect(await mostInFlight({ lookupConcurrency: 99 })).toBe(LOOKUP_CONCURRENCY.default)
  })
})
