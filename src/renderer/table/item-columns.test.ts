import { describe, expect, it } from 'vitest'
import { FIELD_NAMES, LIST_COLUMNS, type ListColumn } from '../../shared/catalog/list-columns'
import { columnWidth } from './column-widths'
import { itemColumns } from './item-columns'

describe('item table columns', () => {
  it('are the shared column list, in its order, so the list export matches the table', () => {
    expect(itemColumns.map((column) => column.meta?.words)).toEqual(
      LIST_COLUMNS.map((column) => column.header),
    )
    expect(itemColumns.map((column) => column.meta?.numeric)).toEqual(
      LIST_COLUMNS.map((column) => column.numeric),
    )
  })

  it('are as wide as the shared column list says, wide and narrow', () => {
    const entries: readonly ListColumn[] = LIST_COLUMNS
    expect(itemColumns.map((column) => [column.meta?.width, column.meta?.narrowWidth])).toEqual(
      entries.map((column) => [column.width, column.narrowWidth]),
    )
    const appId = itemColumns.find((column) => column.meta?.words === FIELD_NAMES.appId)
    expect(columnWidth(appId?.meta)).toEqual({ '--col-width': '156px', '--col-narrow-width': '96px' })
    const name = itemColumns.find((column) => column.meta?.words === FIELD_NAMES.name)
    expect(columnWidth(name?.meta)).toBeUndefined()
  })
})
