import { describe, expect, it } from 'vitest'
import { LIST_COLUMNS } from '../../shared/catalog/list-columns'
import { inEnglish } from '../../shared/i18n/english.test-support'
import { words } from '../../shared/i18n/words'
import { itemColumns } from './item-columns'

describe('item table columns', () => {
  it('are the shared column list, in its order, so the list export matches the table', () => {
    expect(itemColumns.map((column) => column.meta?.label)).toEqual(
      LIST_COLUMNS.map((column) => column.label),
    )
    expect(itemColumns.map((column) => column.meta?.numeric)).toEqual(
      LIST_COLUMNS.map((column) => column.numeric),
    )
  })
})

describe('item table column words', () => {
  it('say each column’s label in English, so the English headers stay the contract’s', () => {
    expect(itemColumns.map((column) => inEnglish(words(column.meta!.words)))).toEqual(
      LIST_COLUMNS.map((column) => column.label),
    )
  })
})
