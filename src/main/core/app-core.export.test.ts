import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startDemoServer, type RunningDemoServer } from '../../demo-server'
import { EMPTY_FILTERS, LOOKUP_CONCURRENCY } from '../../shared/catalog'
import type { EventName } from '../../shared/ipc'
import { call, dataOf, disposeCores, errorOf, makeCore } from './app-core.test-support'
import { itemResponseWire, sendJson, startTestServer } from './catalog-client/test-http-server'
import { UTF8_BOM } from './export/csv'
import { isolateKeychain } from './secrets/test-keyring'

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

describe('export:table', () => {
  it('R14: a schema-valid 1,000 × 20 × 16,000-character table is refused in words at once, asking for no path', async () => {
    const { core, saved } = await makeCore()
    const cell = 'x'.repeat(16_000)
    const table = {
      columns: Array.from({ length: 20 }, (_, index) => `Column ${index}`),
      rows: Array.from({ length: 1_000 }, () => Array.from({ length: 20 }, () => cell)),
    }
    const started = performance.now()
    const refused = errorOf(await call(core, 'export:table', { format: 'csv', fileName: 'lookup', table }))
    expect(performance.now() - started).toBeLessThan(2_000)
    expect(refused.kind).toBe('refused')
    expect(refused.message).toMatch(/320\.0 million characters.*at most 16\.8 million.*Nothing was saved/)
    expect(saved).toStrictEqual([])
  })

  it('R14: a table just within the character bound is written', async () => {
    const { core, saved } = await makeCore()
    const cell = 'y'.repeat(8_000)
    const table = { columns: ['A'], rows: Array.from({ length: 1_000 }, () => [cell]) }
    const result = dataOf(await call(core, 'export:table', { format: 'json', fileName: 'lookup', table }))
    expect(result).toMatchObject({ saved: true, rows: 1_000 })
    expect(saved).toHaveLength(1)
  })

  it('writes the table as CSV through the save dialog: BOM, CRLF, quoted and formula-prefixed cells', async () => {
    const { core, saved } = await makeCore()
    const result = dataOf(
      await call(core, 'export:table', {
        format: 'csv',
        fileName: 'lookup',
        table: {
          columns: ['ID', 'Name'],
          rows: [
            ['1', '=HYPERLINK("x")'],
            ['2', 'a, b'],
          ],
        },
      }),
    )
    expect(saved).toHaveLength(1)
    expect(saved[0]).toMatch(/lookup\.csv$/)
    expect(result).toEqual({ saved: true, path: saved[0], rows: 2, capped: false })
    expect(await readFile(saved[0]!, 'utf8')).toBe(
      `${UTF8_BOM}ID,Name\r\n1,"'=HYPERLINK(""x"")"\r\n2,"a, b"\r\n`,
    )
  })

  it('writes JSON as one object per row, keyed by column', async () => {
    const { core, saved } = await makeCore()
    dataOf(
      await call(core, 'export:table', {
        format: 'json',
        fileName: 'lookup',
        table: { columns: ['ID', 'Error'], rows: [['1', null]] },
      }),
    )
    expect(JSON.parse(await readFile(saved[0]!, 'utf8'))).toEqual([{ ID: '1', Error: null }])
  })

  it('a failed write says why and leaves no file behind', async () => {
    const { core, dir } = await makeCore({
      chooseSavePath: async () => join('/nonexistent-folder-for-test', 'out.csv'),
    })
    const error = errorOf(
      await call(core, 'export:table', {
        format: 'csv',
        fileName: 'x',
        table: { columns: ['ID'], rows: [['1']] },
      }),
    )
    expect(error).toMatchObject({ kind: 'write_failed', code: 'ENOENT' })
    expect(error.message).toContain('the folder does not exist')
    expect((await readdir(dir)).filter((name) => name.includes('out.csv'))).toEqual([])
  })

  it('a dismissed dialog writes nothing', async () => {
    const { core } = await makeCore({ chooseSavePath: async () => null })
    expect(
      dataOf(
        await call(core, 'export:table', {
          format: 'csv',
          fileName: 'x',
          table: { columns: ['ID'], rows: [] },
        }),
      ),
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
    expect(lines[0]).toBe(`${UTF8_BOM}ID,Name,Market hash name,App ID,Price,Platform price,Image`)
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
      if (event === 'lookup:progress') rows.push(payload)
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
