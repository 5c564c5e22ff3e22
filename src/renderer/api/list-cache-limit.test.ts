import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { EMPTY_FILTERS } from '../../shared/catalog/empty-filters'
import {
  MAX_CACHED_ITEMS,
  MAX_CACHED_LIST_PAGES,
  limitCachedItemData,
  limitCachedListPages,
} from './list-cache-limit'
import { catalogUnder, itemKeys, type ListParams } from './query-keys'

const params = (page: number): ListParams => ({
  filters: EMPTY_FILTERS,
  page,
  pageSize: 25,
})

function cachedPages(client: QueryClient, catalog: string): number[] {
  return client
    .getQueryCache()
    .findAll({ queryKey: itemKeys.lists(catalog) })
    .map((query) => (query.queryKey[4] as ListParams).page)
    .sort((a, b) => a - b)
}

describe('limitCachedListPages', () => {
  it('keeps only the most recent idle pages of a catalog', () => {
    const client = new QueryClient()
    limitCachedListPages(client, 3)
    for (let page = 1; page <= 8; page += 1) client.setQueryData(itemKeys.list('a', params(page)), { page })
    expect(cachedPages(client, 'a')).toEqual([6, 7, 8])
  })

  it('never drops a page on screen, a page still loading, or another catalog’s pages', async () => {
    const client = new QueryClient()
    limitCachedListPages(client, 2)
    client.setQueryData(itemKeys.list('b', params(1)), { page: 1 })
    const onScreen = new QueryObserver(client, {
      queryKey: itemKeys.list('a', params(1)),
      queryFn: () => ({ page: 1 }),
    })
    const unsubscribe = onScreen.subscribe(() => {})
    await client.fetchQuery({ queryKey: itemKeys.list('a', params(1)), queryFn: () => ({ page: 1 }) })
    let release: () => void = () => {}
    const loading = client.prefetchQuery({
      queryKey: itemKeys.list('a', params(99)),
      queryFn: () => new Promise((resolve) => (release = () => resolve({ page: 99 }))),
    })
    for (let page = 2; page <= 6; page += 1) client.setQueryData(itemKeys.list('a', params(page)), { page })

    expect(cachedPages(client, 'a')).toEqual([1, 5, 6, 99])
    expect(cachedPages(client, 'b')).toEqual([1])
    release()
    await loading
    unsubscribe()
  })

  it('counts pages cached before the bound began', () => {
    const client = new QueryClient()
    for (let page = 1; page <= 4; page += 1) client.setQueryData(itemKeys.list('a', params(page)), { page })
    limitCachedListPages(client, 3)
    client.setQueryData(itemKeys.list('a', params(5)), { page: 5 })
    expect(cachedPages(client, 'a')).toEqual([3, 4, 5])
  })

  it('forgets a page removed elsewhere: it no longer takes the place of one still cached', () => {
    const client = new QueryClient()
    limitCachedListPages(client, 2)
    client.setQueryData(itemKeys.list('a', params(1)), { page: 1 })
    client.setQueryData(itemKeys.list('a', params(2)), { page: 2 })
    client.removeQueries({ queryKey: itemKeys.list('a', params(2)), exact: true })
    client.setQueryData(itemKeys.list('a', params(3)), { page: 3 })
    expect(cachedPages(client, 'a')).toEqual([1, 3])
  })

  it('leaves detail queries alone', () => {
    const client = new QueryClient()
    limitCachedListPages(client, 1)
    for (let id = 1; id <= 5; id += 1) client.setQueryData(itemKeys.detail('a', id), { id })
    expect(client.getQueryCache().findAll({ queryKey: itemKeys.details('a') })).toHaveLength(5)
  })
})

describe('limitCachedItemData', () => {
  it('bounds item details per catalog as well as list pages, each by its own cap', () => {
    const client = new QueryClient()
    limitCachedItemData(client)
    for (let id = 1; id <= MAX_CACHED_ITEMS + 25; id += 1)
      client.setQueryData(itemKeys.detail('a', id), { id })
    for (let page = 1; page <= MAX_CACHED_LIST_PAGES + 5; page += 1) {
      client.setQueryData(itemKeys.list('a', params(page)), { page })
    }
    client.setQueryData(itemKeys.detail('b', 1), { id: 1 })
    const details = client.getQueryCache().findAll({ queryKey: itemKeys.details('a') })
    expect(details.map((query) => query.queryKey[4]).sort((x, y) => Number(x) - Number(y))[0]).toBe(26)
    expect(details).toHaveLength(MAX_CACHED_ITEMS)
    expect(cachedPages(client, 'a')).toHaveLength(MAX_CACHED_LIST_PAGES)
    expect(client.getQueryData(itemKeys.detail('b', 1))).toStrictEqual({ id: 1 })
  })
})

describe('catalogUnder', () => {
  it('names the catalog only for keys strictly under the scope', () => {
    expect(catalogUnder(itemKeys.detail('a', 7), itemKeys.details)).toBe('a')
    expect(catalogUnder(itemKeys.details('a'), itemKeys.details)).toBeNull()
    expect(catalogUnder(itemKeys.list('a', params(1)), itemKeys.details)).toBeNull()
    expect(catalogUnder(['session'], itemKeys.details)).toBeNull()
  })
})
