import { describe, expect, it } from 'vitest'
import { inEnglish, withEnglish } from '../../shared/i18n/english.test-support'
import { DEFAULT_ERROR_TABLE } from '../../shared/reply/default-error-table'
import { MAX_ERROR_TABLE_ENTRIES } from '../../shared/reply/error-table'
import {
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
})

describe('rowProblems', () => {
  it('asks for a text where a row has none', () => {
    expect(withEnglish([...rowProblems(rows('a', '   '))])).toEqual([
      [1, 'Type the text this catalog error contains, or remove the row.'],
    ])
  })

  it('names the earlier row with the same words, comparing as matching does', () => {
    expect(withEnglish([...rowProblems(rows('Trade-banned', 'x', 'trade  banned.'))])).toEqual([
      [2, 'Error 1 already has these words: change this text or remove the row.'],
    ])
  })

  it('asks for a word where a row has only wildcards and numbers, which would read almost anything', () => {
    expect(withEnglish([...rowProblems(rows('* 42', 'code *'))])).toEqual([
      [0, 'Add at least one word: a row of only * and numbers would read almost any error.'],
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
