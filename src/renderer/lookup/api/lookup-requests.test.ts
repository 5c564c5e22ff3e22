import { describe, expect, it } from 'vitest'
import { createQueryClient } from '../../api/query-client'
import { itemKeys } from '../../api/query-keys'
import { singleItem } from '../../testing/sample-items.test-support'
import { cacheOpenedAnswer } from './lookup-requests'

const CATALOG = 'https://opened.test'

describe('cacheOpenedAnswer', () => {
  it('caches the opened row’s item dated when its answer arrived', () => {
    const client = createQueryClient()
    cacheOpenedAnswer(client, CATALOG, singleItem({ id: 7, name: 'Looked up' }), 1_000)
    const state = client.getQueryState(itemKeys.detail(CATALOG, 7))
    expect(state?.data).toMatchObject({ id: 7, name: { value: 'Looked up' } })
    // Dated by the answer, so an old answer is stale and the pane asks the catalog again.
    expect(state?.dataUpdatedAt).toBe(1_000)
  })

  it('keeps a newer answer already cached, and replaces an older one', () => {
    const client = createQueryClient()
    const key = itemKeys.detail(CATALOG, 7)
    client.setQueryData(key, singleItem({ id: 7, name: 'From the pane' }), { updatedAt: 2_000 })
    cacheOpenedAnswer(client, CATALOG, singleItem({ id: 7, name: 'Looked up' }), 1_500)
    expect(client.getQueryData(key)).toMatchObject({ name: { value: 'From the pane' } })
    cacheOpenedAnswer(client, CATALOG, singleItem({ id: 7, name: 'Looked up later' }), 2_500)
    expect(client.getQueryData(key)).toMatchObject({ name: { value: 'Looked up later' } })
    expect(client.getQueryState(key)?.dataUpdatedAt).toBe(2_500)
  })
})
