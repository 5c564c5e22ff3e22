import { describe, expect, it } from 'vitest'
import { singleItem } from '../testing/sample-items.test-support'
import { openItems, showOpenItems } from './open-items'

describe('open items', () => {
  it('gathers every place’s items of a catalog once, until each place goes', () => {
    const one = singleItem({ id: 1 })
    const two = singleItem({ id: 2 })
    const lookup = showOpenItems('a', () => [one, two])
    const pane = showOpenItems('a', () => [two])
    showOpenItems('b', () => [singleItem({ id: 9 })])
    expect(openItems('a').map((item) => item.id)).toEqual([1, 2])
    lookup()
    expect(openItems('a').map((item) => item.id)).toEqual([2])
    pane()
    expect(openItems('a')).toEqual([])
    expect(openItems('b').map((item) => item.id)).toEqual([9])
  })
})
