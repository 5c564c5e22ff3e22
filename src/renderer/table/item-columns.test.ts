import { describe, expect, it } from 'vitest'
import { LIST_COLUMNS } from '../../shared/catalog/list-columns'
import { itemColumns } from './item-columns'

describe('item table columns', () => {
  it('are the shared column list, in its order, so the list export matches the table', () => {
    expect(itemColumns.map((column) => column.meta?.label)).toEqual(
      LIST_COLUMNS.map((column) => column.header.defaultMessage),
    )
    expect(itemColumns.map((column) => column.meta?.numeric)).toEqual(
      LIST_COLUMNS.map((column) => column.numeric),
    )
  })
})
