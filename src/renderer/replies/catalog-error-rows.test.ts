import { describe, expect, it } from 'vitest'
import { inEnglish, withEnglish } from '../../shared/i18n/english.test-support'
import { DEFAULT_ERROR_TABLE } from '../../shared/reply/default-error-table'
import { MAX_ERROR_TABLE_ENTRIES } from '../../shared/reply/error-table'
import {
  movedRow,
  rowProblems,
  rowsOf,
  tableIsFull,
  tableIsValid,
  tableOf,
  tableProblem,
  withNewRow,
  type ErrorRow,
} from './catalog-error-rows'

const rows = (...texts: string[]): ErrorRow[] =>
  texts.map((contains, key) => ({ key, contains, means: 'checking' }))

describe('the error rows', () => {
  it('start from the default table when none is saved, and store none while they are the defaults', () => {
    expect(tableOf(rowsOf(undefined))).toBeUndefined()
    expect(tableOf(rowsOf([{ contains: 'x', means: 'item_gone' }]))).toEqual([
      { contains: 'x', means: 'item_gone' },
    ])
    expect(tableOf([])).toEqual([])
  })

  it('get a new row on top, with a key no other row has', () => {
    const next = withNewRow(rows('a', 'b'))
    expect(next.map((row) => row.contains)).toEqual(['', 'a', 'b'])
    expect(new Set(next.map((row) => row.key)).size).toBe(3)
  })

  it('move one place, and stay put at either end', () => {
    const table = rows('a', 'b', 'c')
    const texts = (moved: ErrorRow[]) => moved.map((row) => row.contains).join('')
    expect(texts(movedRow(table, 1, -1))).toBe('bac')
    expect(texts(movedRow(table, 1, 1))).toBe('acb')
    expect(texts(movedRow(table, 0, -1))).toBe('abc')
    expect(texts(movedRow(table, 2, 1))).toBe('abc')
  })
})

describe('rowProblems', () => {
  it('asks for a text where a row has none', () => {
    expect(withEnglish([...rowProblems(rows('a', '   '))])).toEqual([
      [1, 'Type the text this catalog error contains, or remove the row.'],
    ])
  })

  it('names the earlier row a repeated text loses to, comparing as matching does', () => {
    expect(withEnglish([...rowProblems(rows('Trade  URL', 'x', 'trade url'))])).toEqual([
      [2, 'Error 1 already has this text, and the first match wins: change this text or remove the row.'],
    ])
  })

  it('finds nothing wrong with the default table', () => {
    expect(rowProblems(rowsOf(undefined)).size).toBe(0)
    expect(tableIsValid(rowsOf(DEFAULT_ERROR_TABLE))).toBe(true)
  })
})

describe('the table’s size', () => {
  const many = (count: number) => rows(...Array.from({ length: count }, (_, n) => `error ${n}`))

  it('is full at the limit: no row can be added, but it saves', () => {
    expect(tableIsFull(many(MAX_ERROR_TABLE_ENTRIES - 1))).toBe(false)
    expect(tableProblem(many(MAX_ERROR_TABLE_ENTRIES - 1))).toBeNull()
    expect(tableIsFull(many(MAX_ERROR_TABLE_ENTRIES))).toBe(true)
    expect(tableIsValid(many(MAX_ERROR_TABLE_ENTRIES))).toBe(true)
  })

  it('over the limit, says how many rows to remove, and does not save', () => {
    expect(inEnglish(tableProblem(many(MAX_ERROR_TABLE_ENTRIES + 2)))).toBe(
      `The table holds at most ${MAX_ERROR_TABLE_ENTRIES} errors: remove 2 rows before saving.`,
    )
    expect(tableIsValid(many(MAX_ERROR_TABLE_ENTRIES + 1))).toBe(false)
  })
})
