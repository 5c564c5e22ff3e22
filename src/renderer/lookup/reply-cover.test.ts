import { describe, expect, it } from 'vitest'
import { coveredRows, replyCover } from './reply-cover'

const rows = [{ id: 7 }, { id: 8 }, { id: 9 }]

describe('the rows a reply covers', () => {
  it('are every row of the customer’s own IDs, marked or not', () => {
    expect(replyCover(rows, 'customer', new Set())).toEqual({ kind: 'all', rows })
    expect(coveredRows(replyCover(rows, 'customer', new Set([8])))).toEqual(rows)
  })

  it('of a page, are none until a row is marked as the customer’s', () => {
    const cover = replyCover(rows, 'page', new Set())
    expect(cover).toEqual({ kind: 'unmarked', of: 3 })
    expect(coveredRows(cover)).toEqual([])
  })

  it('of a page, are only the marked rows, in the lookup’s order, out of every row', () => {
    const cover = replyCover(rows, 'page', new Set([9, 7]))
    expect(cover).toEqual({ kind: 'marked', rows: [{ id: 7 }, { id: 9 }], of: 3 })
  })

  it('count no mark on a row the lookup no longer has', () => {
    expect(replyCover(rows, 'page', new Set([42]))).toEqual({ kind: 'unmarked', of: 3 })
  })
})
