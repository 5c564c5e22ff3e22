import { describe, expect, it } from 'vitest'
import { listItem, malformedField } from '../testing/sample-items.test-support'
import { marketMarks } from './market-groups'

describe('marketMarks', () => {
  it('marks every listing of a repeated market name with the count, and the cheapest', () => {
    const items = [
      listItem({ id: 1, market_hash_name: 'AWP | Asiimov (Field-Tested)', price: '45.00' }),
      listItem({ id: 2, market_hash_name: 'Glock-18 | Fade (Factory New)', price: '300.00' }),
      listItem({ id: 3, market_hash_name: 'AWP | Asiimov (Field-Tested)', price: '9.50' }),
      listItem({ id: 4, market_hash_name: 'AWP | Asiimov (Field-Tested)', price: '10.00' }),
    ]
    const marks = marketMarks(items)
    expect(marks.get(1)).toEqual({ count: 3, cheapest: false })
    expect(marks.get(3)).toEqual({ count: 3, cheapest: true })
    expect(marks.get(4)).toEqual({ count: 3, cheapest: false })
    expect(marks.has(2)).toBe(false)
  })

  it('marks every listing that ties for the lowest price as cheapest', () => {
    const items = [
      listItem({ id: 1, market_hash_name: 'Same', price: '5.00' }),
      listItem({ id: 2, market_hash_name: 'Same', price: '5.00' }),
    ]
    expect([...marketMarks(items).values()]).toEqual([
      { count: 2, cheapest: true },
      { count: 2, cheapest: true },
    ])
  })

  it('groups no listing whose market name could not be read, and never calls an unreadable price cheapest', () => {
    const items = [
      listItem({ id: 1, market_hash_name: malformedField('{}'), price: '1.00' }),
      listItem({ id: 2, market_hash_name: malformedField('{}'), price: '1.00' }),
      listItem({ id: 3, market_hash_name: 'Same', price: malformedField('free') }),
      listItem({ id: 4, market_hash_name: 'Same', price: '7.00' }),
    ]
    const marks = marketMarks(items)
    expect(marks.has(1)).toBe(false)
    expect(marks.has(2)).toBe(false)
    expect(marks.get(3)).toEqual({ count: 2, cheapest: false })
    expect(marks.get(4)).toEqual({ count: 2, cheapest: true })
  })
})
