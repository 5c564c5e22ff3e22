import { describe, expect, it } from 'vitest'
import { EMPTY_FILTERS } from '../src/shared/catalog'
import { bareFetchItem, bareFetchJson, listData, listUrl } from './bare-fetch'
import { startDemoServerProcess } from './demo-server-process'

describe('startDemoServerProcess', () => {
  it('starts the demo server CLI on a free port with a private token, and stops it', async () => {
    const server = await startDemoServerProcess({ items: 40, seed: 5 }, 60_000)
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      const body = await bareFetchJson(
        listUrl(server.url, { filters: EMPTY_FILTERS, limit: 25, page: 2 }),
        server.token,
      )
      expect(listData(body, 15)).toHaveLength(15)
      await bareFetchItem(server, 7)
      await expect(bareFetchJson(`${server.url}/v1/items/1`, 'wrong')).rejects.toThrow(/HTTP 401/)
    } finally {
      await server.close()
    }
    await expect(fetch(server.url)).rejects.toThrow()
  }, 60_000)
})
