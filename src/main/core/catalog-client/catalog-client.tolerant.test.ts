import { afterEach, describe, expect, it } from 'vitest'
import { EMPTY_FILTERS, listField } from '../../../shared/catalog'
import type { Result } from '../../../shared/errors'
import { createCatalogClient } from './catalog-client'
import {
  itemResponseWire,
  listResponseWire,
  sendJson,
  startTestServer,
  type TestServer,
} from './http-server.test-support'

/** Tolerant reader over a real socket: a malformed item costs its row, a malformed field its field. */
const TOKEN = 'test-token-tolerant'
const servers: TestServer[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

async function clientAnswering(body: unknown) {
  const server = await startTestServer((_req, res) => sendJson(res, 200, body))
  servers.push(server)
  return createCatalogClient({ baseUrl: server.origin, token: TOKEN, retry: { delaysMs: [], jitter: 0 } })
}

function dataOf<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`expected data, got ${result.error.kind}: ${result.error.message}`)
  return result.data
}

describe('tolerant reader over HTTP', () => {
  it('shows 249 of 250 items, one malformed price in its cell, and the element without an id as unreadable', async () => {
    const body = listResponseWire({ page: 1, perPage: 250, total: 1000, linksOrigin: 'http://x' })
    const data: unknown[] = [...body.data]
    data[10] = { ...(data[10] as object), price: 12.5 }
    data[200] = { name: 'no id at all' }
    const page = dataOf(
      await (
        await clientAnswering({ ...body, data })
      ).listItems({ filters: EMPTY_FILTERS, limit: 250, page: 1 }),
    )
    expect(page.items).toHaveLength(249)
    const eleventh = page.items.find((item) => item.id === 11)
    expect(eleventh?.price).toBeNull()
    expect(eleventh?.unreadable?.price).toMatchObject({ raw: '12.5' })
    expect(eleventh && listField(eleventh, 'price')).toMatchObject({ ok: false, raw: '12.5' })
    expect(eleventh?.name).toBe('Item 11')
    expect(page.unreadable).toEqual([
      { index: 200, id: null, reason: expect.stringContaining('id') as unknown },
    ])
    expect(page.total).toBe(1000)
  })

  it('keeps an item whose only faults are a timestamp and a non-https trade URL', async () => {
    const wire = itemResponseWire(7)
    const body = {
      ...wire,
      data: {
        ...wire.data,
        last_send: '2024-13-45 99:00:00',
        trade_url: 'javascript:alert(1)//?partner=1&token=2',
      },
    }
    const item = dataOf(await (await clientAnswering(body)).getItem(7))
    expect(item.id).toBe(7)
    expect(item.name).toEqual({ ok: true, value: 'Item 7' })
    expect(item.last_send).toEqual({
      ok: false,
      raw: '2024-13-45 99:00:00',
      reason: expect.any(String) as unknown,
    })
    expect(item.trade_url).toMatchObject({ ok: false, raw: 'javascript:alert(1)//?partner=1&token=2' })
  })

  it('keeps an item whose only fault is its status, showing the raw value as an unknown status', async () => {
    const wire = itemResponseWire(7)
    const item = dataOf(
      await (await clientAnswering({ ...wire, data: { ...wire.data, status: null } })).getItem(7),
    )
    expect(item.status).toEqual({ known: false, value: 'null' })
    expect(item.name).toEqual({ ok: true, value: 'Item 7' })
    expect(item.trade_url).toMatchObject({ ok: true })
  })

  it('still refuses an item answer without a usable id (the id is checked against the request)', async () => {
    const wire = itemResponseWire(7)
    const result = await (await clientAnswering({ ...wire, data: { ...wire.data, id: '7' } })).getItem(7)
    expect(result.ok ? null : result.error).toMatchObject({ kind: 'bad_response', path: 'data.id' })
  })
})
