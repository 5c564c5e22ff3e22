import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { listElement } from './list-elements.test-support'
import { parseListItems } from './list-items'
import { decodeItemsPage, encodeItemsPage, packItems, unpackItems } from './packed-items'

describe('packed list rows', () => {
  it('arrive in the window exactly as main read them, malformed fields and all (after both copies)', () => {
    fc.assert(
      fc.property(fc.array(listElement, { maxLength: 40 }), fc.nat(), (data, total) => {
        const { items, unreadable } = parseListItems(data)
        const page = { items, unreadable, total, perPage: 250, page: 1, pages: 1 }
        const received = structuredClone(structuredClone(encodeItemsPage(page)))
        expect(decodeItemsPage(received)).toStrictEqual(page)
      }),
      { numRuns: 300 },
    )
  })

  it('keep a row’s problems with that row only', () => {
    const { items } = parseListItems([
      {
        id: 1,
        appid: 730,
        image: 'https://x/1.png',
        price: '1.00',
        name: 'a',
        market_hash_name: 'a',
        platform_price: '1.00',
      },
      {
        id: 2,
        appid: 'seven',
        image: 'https://x/2.png',
        price: '1.00',
        name: 'b',
        market_hash_name: 'b',
        platform_price: '1.00',
      },
    ])
    const packed = packItems(items)
    expect(packed.unreadable.map(([index]) => index)).toEqual([1])
    const [first, second] = unpackItems(packed)
    expect(first?.unreadable).toBeUndefined()
    expect(second?.appid).toBeNull()
    expect(second?.unreadable?.appid?.raw).toBe('seven')
  })
})
