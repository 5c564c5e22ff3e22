import { emitTo } from '../events/sent-events.test-support'
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDemoServer, type RunningDemoServer } from '../../../demo-server'
import { EMPTY_FILTERS } from '../../../shared/catalog'
import { createCatalogClient } from '../catalog-client/catalog-client'
import { createRequestSlots } from '../catalog-client/request-slots'
import { listResponseWire, sendJson, startTestServer } from '../catalog-client/http-server.test-support'
import { parseListItems } from '../../../shared/catalog'
import { listText } from './export-content'
import { createListExporter } from './list-export'
import { inEnglish } from '../../../shared/i18n/english.test-support'

let demo: RunningDemoServer
let dir: string
beforeAll(async () => {
  demo = await startDemoServer({ port: 0, host: '127.0.0.1', items: 1200, latencyMs: 30 })
  dir = await mkdtemp(join(tmpdir(), 'catalog-list-export-'))
})
afterAll(async () => {
  await demo.close()
  await rm(dir, { recursive: true, force: true })
})

function exporter(maxRows?: number, catalog: { url: string; token: string } = demo) {
  const client = createCatalogClient({ baseUrl: catalog.url, token: catalog.token })
  const progress: { done: number; total: number }[] = []
  let n = 0
  const list = createListExporter({
    currentClient: () => client,
    beginRequest: () => createRequestSlots().begin(),
    chooseSavePath: async ({ fileName }) => join(dir, `${++n}-${fileName}`),
    emit: emitTo((sent) => {
      if (sent.event !== 'export:progress') throw new Error(`an export sent ${sent.event}`)
      progress.push(sent.payload)
    }),
    ...(maxRows === undefined ? {} : { maxRows }),
  })
  return { list, progress }
}

describe('list export', () => {
  it('stops at the cap and says the file is capped', async () => {
    const { list } = exporter(600)
    const result = await list.run('json', EMPTY_FILTERS)
    expect(result).toMatchObject({ ok: true, data: { saved: true, rows: 600, capped: true } })
    if (!result.ok || !result.data.saved) return
    const items = JSON.parse(await readFile(result.data.path, 'utf8')) as { id: number }[]
    expect(items.map((item) => item.id)).toEqual(Array.from({ length: 600 }, (_, i) => i + 1))
  })

  it('cancel ends it with nothing written, and only one export runs at a time', async () => {
    const { list, progress } = exporter()
    const before = await readdir(dir)
    const running = list.run('csv', EMPTY_FILTERS)
    await expect(list.run('csv', EMPTY_FILTERS)).resolves.toMatchObject({
      ok: false,
      error: { kind: 'refused' },
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(list.cancel()).toBe(true)
    expect(await running).toMatchObject({ ok: false, error: { kind: 'cancelled' } })
    expect(await readdir(dir)).toEqual(before)
    expect(progress.at(-1)?.done ?? 0).toBeLessThan(1200)
    expect(list.cancel()).toBe(false)
  })

  it('writes the pages to a temp file as they arrive, and the chosen name only once complete', async () => {
    const { list } = exporter()
    const running = list.run('csv', EMPTY_FILTERS)
    const sizes: number[] = []
    let chosenSeenEarly = false
    for (let polls = 0; polls < 200; polls++) {
      await new Promise((resolve) => setTimeout(resolve, 10))
      const names = await readdir(dir)
      const temp = names.find((name) => name.endsWith('.tmp'))
      if (names.some((name) => name.endsWith('items.csv'))) {
        chosenSeenEarly = temp !== undefined
        break
      }
      if (temp) sizes.push((await stat(join(dir, temp)).catch(() => ({ size: 0 }))).size)
    }
    const result = await running
    expect(chosenSeenEarly).toBe(false)
    // The file grew while pages were still being fetched: more than one size seen, growing.
    expect(new Set(sizes.filter((size) => size > 0)).size).toBeGreaterThan(1)
    expect(result).toMatchObject({ ok: true, data: { saved: true, rows: 1200, capped: false } })
    if (!result.ok || !result.data.saved) return
    const text = await readFile(result.data.path, 'utf8')
    const ids = text
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((line) => Number(line.split(',')[0]))
    expect(ids).toEqual(Array.from({ length: 1200 }, (_, i) => i + 1))
  })

  it('writes exactly the text of the whole list at once, in both formats', async () => {
    const pages = await Promise.all(
      [1, 2, 3, 4, 5].map(async (page) => {
        const response = await fetch(`${demo.url}/v1/items?limit=250&page=${page}`, {
          headers: { Authorization: `Bearer ${demo.token}` },
        })
        return parseListItems(((await response.json()) as { data: unknown[] }).data).items
      }),
    )
    const all = pages.flat()
    for (const format of ['csv', 'json'] as const) {
      const { list } = exporter()
      const result = await list.run(format, EMPTY_FILTERS)
      if (!result.ok || !result.data.saved) throw new Error(`the ${format} export failed`)
      expect(await readFile(result.data.path, 'utf8')).toBe(listText(format, all, null))
    }
    expect(listText('json', all.slice(0, 2), null)).toBe(
      `${JSON.stringify(JSON.parse(listText('json', all.slice(0, 2), null)), null, 2)}\n`,
    )
  })

  it('a failed page ends it with a clear error, and leaves no file, not even the temp one', async () => {
    const failing = await startTestServer((req, res) => {
      const page = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('page'))
      if (page === 3) {
        sendJson(res, 404, { success: false, type: 'error', message: 'gone' })
        return
      }
      sendJson(res, 200, listResponseWire({ page, perPage: 250, total: 2000, linksOrigin: 'http://x' }))
    })
    try {
      const before = await readdir(dir)
      const { list } = exporter(undefined, { url: failing.origin, token: 'failing-token' })
      const result = await list.run('csv', EMPTY_FILTERS)
      expect(result.ok).toBe(false)
      if (result.ok) return
      expect(inEnglish(result.error.message)).toContain(
        'The export stopped at page 3 of 8; no file was written.',
      )
      expect(await readdir(dir)).toEqual(before)
    } finally {
      await failing.close()
    }
  })
})
