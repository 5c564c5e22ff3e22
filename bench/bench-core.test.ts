import { describe, expect, it } from 'vitest'
import { EMPTY_FILTERS } from '../src/shared/catalog'
import { decodeItemsPage, type EncodedItemsPage } from '../src/shared/catalog/packed-items'
import { withBenchCore } from './bench-core'

describe('withBenchCore', () => {
  it('hosts the real core connected to a demo catalog of its own, and reports a refused call by channel', async () => {
    await withBenchCore({ items: 30, seed: 2 }, async (bench) => {
      const page = await bench.handle<EncodedItemsPage>('items:list', {
        query: { filters: EMPTY_FILTERS, limit: 25, page: 2 },
        slot: 'list',
      })
      expect(decodeItemsPage(page).items.map((item) => item.id)).toEqual([26, 27, 28, 29, 30])
      await expect(bench.handle('items:list', { query: 'not a query' })).rejects.toThrow(
        /^items:list failed: /,
      )
    })
  }, 60_000)
})
