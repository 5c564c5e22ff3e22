import { afterEach, describe, expect, it } from 'vitest'
import { EMPTY_FILTERS, type ListResponseWire } from '../../../shared/catalog'
import type { AppError, Result } from '../../../shared/errors'
import { createCatalogClient } from './catalog-client'
import {
  listItemWire,
  listResponseWire,
  sendJson,
  startTestServer,
  type TestServer,
} from './http-server.test-support'
import { inEnglish } from '../../../shared/i18n/english.test-support'

/** D5: a list answer must answer the request it was sent for, checked over a real socket. */
const TOKEN = 'test-token-page-check'
const servers: TestServer[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

async function answerWith(body: ListResponseWire) {
  const server = await startTestServer((_req, res) => sendJson(res, 200, body))
  servers.push(server)
  return createCatalogClient({ baseUrl: server.origin, token: TOKEN, retry: { delaysMs: [], jitter: 0 } })
}

function errorOf<T>(result: Result<T>): AppError {
  if (result.ok) throw new Error('expected a failure, got data')
  return result.error
}

const page = (limit: number, current: number) =>
  listResponseWire({ page: current, perPage: limit, total: 5000, linksOrigin: 'http://x' })

describe('list answers are checked against the request', () => {
  it('refuses more items than the limit asked for', async () => {
    const body = page(250, 1)
    body.data = Array.from({ length: 251 }, (_, index) => listItemWire(index + 1))
    const error = errorOf(
      await (await answerWith(body)).listItems({ filters: EMPTY_FILTERS, limit: 250, page: 1 }),
    )
    expect(error).toMatchObject({ kind: 'bad_response', path: 'data' })
    expect(inEnglish(error.message)).toContain('at most 250 items, got 251')
  })

  it('refuses an answer for another page than the one asked for', async () => {
    const error = errorOf(
      await (await answerWith(page(25, 1))).listItems({ filters: EMPTY_FILTERS, limit: 25, page: 3 }),
    )
    expect(error).toMatchObject({ kind: 'bad_response', path: 'pagination.current_page' })
    expect(inEnglish(error.message)).toContain('asked for page 3, got page 1')
  })

  it('refuses a page size that disagrees with the limit', async () => {
    const body = page(25, 2)
    body.pagination.per_page = 100
    const error = errorOf(
      await (await answerWith(body)).listItems({ filters: EMPTY_FILTERS, limit: 25, page: 2 }),
    )
    expect(error).toMatchObject({ kind: 'bad_response', path: 'pagination.per_page' })
  })

  it('accepts exactly `limit` items for the page asked for', async () => {
    const result = await (
      await answerWith(page(25, 2))
    ).listItems({ filters: EMPTY_FILTERS, limit: 25, page: 2 })
    expect(result.ok && result.data.items).toHaveLength(25)
  })
})
