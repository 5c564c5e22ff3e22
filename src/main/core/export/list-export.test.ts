import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDemoServer, type RunningDemoServer } from '../../../demo-server'
import { EMPTY_FILTERS } from '../../../shared/catalog'
import { createCatalogClient } from '../catalog-client/catalog-client'
import { createRequestSlots } from '../catalog-client/request-slots'
import { createListExporter } from './list-export'

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

function exporter(maxRows?: number) {
  const client = createCatalogClient({ baseUrl: demo.url, token: demo.token })
  const progress: { done: number; total: number }[] = []
  let n = 0
  const list = createListExporter({
    currentClient: () => client,
    beginRequest: () => createRequestSlots().begin(),
    chooseSavePath: async ({ fileName }) => join(dir, `${++n}-${fileName}`),
    emitProgress: (payload) => progress.push(payload),
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
})
