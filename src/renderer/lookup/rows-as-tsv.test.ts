import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { inEnglish, saying } from '../../shared/i18n/english.test-support'
import { holdsHidden } from '../../shared/text/invisible-characters'
import { HOSTILE_ERROR, HOSTILE_NAME, PASSED_NEUTRALISED } from '../../shared/text/hostile-text.test-support'
import { singleItem } from '../testing/sample-items.test-support'
import { rowsAsTsv, type LookupRow } from './lookup-rows'

/** R5-6: `Copy as text` is as clean as the CSV export: no formula a paste runs, nothing hidden. */

const itemRow = (id: number, name: string, error: string | null = null): LookupRow => ({
  id,
  index: id,
  outcome: { kind: 'item', item: singleItem({ id, name, error_message: error }) },
})

const failedRow = (id: number, message: string): LookupRow => ({
  id,
  index: id,
  outcome: { kind: 'error', error: { kind: 'invalid_response', message: saying(message) } },
})

/** Cells as a careless reader splits a pasted line: at any separator, opening quotes dropped. */
const carelessCells = (line: string) => line.split(/[,;\t]/).map((cell) => cell.replace(/^"+/, ''))
const TRIGGER = /^[=+\-@\t\r]/

/** The name column's cell of each row. */
const names = (tsv: string) =>
  tsv
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t')[2])

const FORMULAS = [
  ['=1+1', "'=1+1"],
  ['+1', "'+1"],
  ['-1+2', "'-1+2"],
  ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
  ['"=1+1"', `"'=1+1"`],
  ['Case;=1+1', "Case;'=1+1"],
  ['Case,"=1+1"', `Case,"'=1+1"`],
  ['\u200b=1+1', "'=1+1"],
  ['  =1+1', "'=1+1"],
  ['Case\n=1+1', 'Case =1+1'],
] as const

describe('Copy as text', () => {
  it.each(FORMULAS)('R5-6: gives the formula %j as text, with the CSV export’s prefix', (name, cell) => {
    expect(names(rowsAsTsv([itemRow(1, name)], null, inEnglish))).toEqual([cell])
  })

  it.each(Object.entries(PASSED_NEUTRALISED))('R5-6: drops a %s', (_what, char) => {
    expect(names(rowsAsTsv([itemRow(1, `AK${char}-47 | Red${char}line`)], null, inEnglish))).toEqual([
      'AK-47 | Redline',
    ])
  })

  it('R5-6: keeps a row one line of cells, whatever the name, error or failure says', () => {
    const tsv = rowsAsTsv(
      [itemRow(1, HOSTILE_NAME, HOSTILE_ERROR), failedRow(2, '=cmd|"/c calc"!A1\n\u202eevil')],
      null,
      inEnglish,
    )
    const lines = tsv.split('\n')
    expect(lines).toHaveLength(3)
    for (const line of lines) expect(line.split('\t')).toHaveLength(lines[0]?.split('\t').length ?? 0)
    expect(tsv).not.toMatch(/[\u202e\u202c\u200b]/)
    expect(lines[1]?.split('\t')[8]).toBe(`'${HOSTILE_ERROR}`)
    expect(lines[2]?.split('\t')[8]).toContain('(=cmd|"/c calc"!A1 evil)')
  })

  it('starts no cell with a formula trigger for any reader, and holds nothing hidden', () => {
    const piece = fc.oneof(
      fc.constantFrom('=', '+', '-', '@', '"', ',', ';', '\t', '\r', '\n', '\u2028', ' ', 'a', '1'),
      fc.constantFrom(
        '\u200b',
        '\u202e',
        '\u034f',
        '\u3164',
        '\ufeff',
        '\u00ad',
        '\ue000',
        '\u2800',
        '\u{e0041}',
      ),
    )
    const text = fc.array(piece, { maxLength: 12 }).map((pieces) => pieces.join(''))
    fc.assert(
      fc.property(text, text, (name, error) => {
        const tsv = rowsAsTsv([itemRow(1, name, error)], null, inEnglish)
        const [, line = ''] = tsv.split('\n')
        expect(tsv.split('\n')).toHaveLength(2)
        for (const cell of carelessCells(line)) expect(cell).not.toMatch(TRIGGER)
        expect(holdsHidden(tsv)).toBe(false)
      }),
      { numRuns: 3000 },
    )
  })
})
