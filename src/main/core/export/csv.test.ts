import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { csvCell, toCsv, UTF8_BOM } from './csv'

/** A small RFC 4180 reader, written independently of the writer, to read its output back. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(cell)
      cell = ''
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      i++
    } else cell += char
  }
  return rows
}

const unformula = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value)

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['+1', "'+1"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['Ünïcødé ★ 日本', 'Ünïcødé ★ 日本'],
    ['', ''],
  ])('%j -> %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected)
  })
  it('writes null as an empty cell', () => {
    expect(csvCell(null)).toBe('')
  })
})

describe('toCsv', () => {
  it('starts with a UTF-8 BOM, has a header line and ends lines with CRLF', () => {
    expect(
      toCsv(
        ['ID', 'Name'],
        [
          ['1', 'AK-47'],
          ['2', null],
        ],
      ),
    ).toBe(`${UTF8_BOM}ID,Name\r\n1,AK-47\r\n2,\r\n`)
  })

  it('property: any table reads back cell for cell (formula cells with their prefix)', () => {
    const cell = fc.string({ unit: 'binary', maxLength: 20 })
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 5 })
          .chain((width) =>
            fc.tuple(
              fc.array(cell, { minLength: width, maxLength: width }),
              fc.array(fc.array(cell, { minLength: width, maxLength: width }), { maxLength: 10 }),
            ),
          ),
        ([columns, rows]) => {
          const text = toCsv(columns, rows)
          expect(text.startsWith(UTF8_BOM)).toBe(true)
          const read = parseCsv(text.slice(UTF8_BOM.length))
          expect(read).toEqual([columns, ...rows].map((line) => line.map(unformula)))
        },
      ),
    )
  })

  it('property: no cell ever starts with a formula character', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 10 }), { minLength: 1, maxLength: 6 }), (cells) => {
        for (const value of parseCsv(toCsv(cells, []).slice(1))[0]!) {
          expect(/^[=+\-@]/.test(value)).toBe(false)
        }
      }),
    )
  })
})
