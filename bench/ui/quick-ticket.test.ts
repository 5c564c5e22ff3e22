import { describe, expect, it } from 'vitest'
import { extractItemIds } from '../../src/shared/ticket/item-ids'
import { ticketNaming } from './quick-ticket'

describe('ticketNaming', () => {
  it('is a ticket whose IDs the reader finds, all of them and no other, in order', () => {
    const ids = [1042, 7, 2291, 99_999, 3310]
    const read = extractItemIds(ticketNaming(ids))
    expect(read.ok && read.ids).toEqual(ids)
  })

  it('refuses fewer than two IDs: one ID opens an item, not a lookup', () => {
    expect(() => ticketNaming([1042])).toThrow(/two IDs or more, not 1/)
  })
})
