import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { listElement } from './list-elements.test-support'
import { parseListItems } from './list-items'
import { sampleListItemWire } from './sample-items.test-support'
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
    const { items } = parseListItems([sampleListItemWire(1), { ...sampleListItemWire(2), appid: 'seven' }])
    const packed = packItems(items)
    expect(packed.unreadable.map(([index]) => index)).toEqual([1])
    const [first, second] = unpackItems(packed)
    expect(first?.unreadable).toBeUndefined()
    expect(second?.appid).toBeNull()
    expect(second?.unreadable?.appid?.raw).toBe('seven')
  })
})
