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

/**
 * The writer's rule, restated: a `'` wherever a cell may start for some reader (quotes after
 * its separator included), before a trigger.
 */
const FORMULA_STARTS = /(?<=(?:^|[,;\t\r\n])"*)(?=[=+\-@\t\r])/g
const unformula = (value: string) => value.replace(FORMULA_STARTS, "'")

/**
 * What a careless reader makes of CSV text: cells split at `separators`, quotes ignored, the
 * opening quotes dropped (as a reader strips a quoted cell's, or reads `""` as an empty quoted
 * text before the rest). No such cell may start with a formula trigger.
 */
function carelessCells(text: string, separators = /[,;\t\r\n]/): string[] {
  return text.split(separators).map((cell) => cell.replace(/^"+/, ''))
}

/** Every way a reader may split a line: at all separators, or at one of them (Excel in de-DE: `;`). */
const SPLITS = [/[,;\t\r\n]/, /,/, /;/, /\t/, /\r\n|\n|\r/]

/** Pieces of the 42 payloads the security review used: triggers, separators, line breaks, quotes. */
const PAYLOAD_PIECES = [
  '=',
  '+',
  '-',
  '@',
  '\t',
  '\r',
  '\n',
  ',',
  ';',
  '"',
  "'",
  'x',
  '1+1',
  'HYPERLINK("http://e")',
  ' ',
]
const payload = fc
  .array(fc.constantFrom(...PAYLOAD_PIECES), { maxLength: 12 })
  .map((pieces) => pieces.join(''))

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
    ['x;=HYPERLINK("http://evil")', `"x;'=HYPERLINK(""http://evil"")"`],
    ['a\n=1+1', `"a\n'=1+1"`],
    ['a\tb', '"a\tb"'],
    ['a;b', '"a;b"'],
    ['\t=1', `"'\t'=1"`],
    ['a,@x', `"a,'@x"`],
    ['', ''],
    // A lone CR (an old Mac line break) is a line break to some readers and a trigger to OWASP.
    ['a\rb', '"a\rb"'],
    ['\rb', `"'\rb"`],
    ['a\r=1', `"a\r'=1"`],
    ['a;\rb', `"a;'\rb"`],
    // A trigger inside a plain cell starts no cell: only the first character is prefixed.
    ['a-b', 'a-b'],
    ['x=y@z+1', 'x=y@z+1'],
  ])('%j -> %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected)
  })
  it('R11: quotes `;` and tab, and prefixes every place a cell may start before a trigger', () => {
    expect(csvCell('x;=HYPERLINK("http://evil")')).toBe(`"x;'=HYPERLINK(""http://evil"")"`)
    expect(csvCell('a\r\n=1+1')).toBe(`"a\r\n'=1+1"`)
    expect(csvCell('a\tb')).toBe('"a\tb"')
  })

  it.each([
    // R4-7: a quote between a separator and the trigger, for each separator and line break.
    'x;"=1+1\nrest',
    'x,"+SUM(A1)',
    'x\t"-2+3',
    'x\n"@SUM(A1:A2)',
    'x\r\n"=1',
    'x;""=HYPERLINK("http://e")',
    'a;b;"""@cmd',
    '"=1+1',
    'x;"\t=1',
    // What R11 fixed, kept fixed.
    'x;=1+1',
    '=1+1',
    'a\n=1',
  ])('R4-7: %j starts no cell with a trigger, however a reader splits it', (value) => {
    const text = toCsv(['Name'], [[value]]).slice(UTF8_BOM.length)
    for (const split of SPLITS) {
      for (const cell of carelessCells(text, split)) expect(cell).not.toMatch(/^[=+\-@]/)
    }
    expect(parseCsv(text)).toEqual([['Name'], [unformula(value)]])
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

  it('R11 property: whatever a reader splits at (`,` `;` tab, line breaks), no cell starts with a trigger', () => {
    fc.assert(
      fc.property(fc.array(fc.array(payload, { minLength: 2, maxLength: 2 }), { maxLength: 4 }), (rows) => {
        const text = toCsv(['ID', 'Name'], rows).slice(UTF8_BOM.length)
        for (const split of SPLITS) {
          for (const cell of carelessCells(text, split)) expect(cell).not.toMatch(/^[=+\-@]/)
        }
        // …and a reader that splits at `;` only (Excel in de-DE) still sees one cell per value.
        expect(parseCsv(text)).toEqual([['ID', 'Name'], ...rows.map((row) => row.map(unformula))])
      }),
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

  it('property: the shortcut for plain cells writes what the full scan writes, for any text', () => {
    // The rule as one pass over every cell, the way csvCell applied it before the shortcut.
    const fullScan = (value: string) => {
      const safe = unformula(value)
      return /[",;\t\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
    }
    const risky = fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', ',', ';', '"', 'a', '1', ' ', 'é')
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.array(risky, { maxLength: 8 }).map((chars) => chars.join('')),
        ),
        (value) => {
          expect(csvCell(value)).toBe(fullScan(value))
        },
      ),
      { numRuns: 2_000 },
    )
  })
})
