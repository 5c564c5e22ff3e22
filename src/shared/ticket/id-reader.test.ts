import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readTicket } from './id-reader'

describe('a year after its date', () => {
  /** What may stand between a date and its year, as the reader's one pattern for it said. */
  const GAP = /^[\s,.]*(?:de|del|of)?[\s,.]*$/iu
  const gaps = fc
    .array(fc.constantFrom(' ', ',', '.', '\n', ' de ', 'del', ' of ', 'DE', ' hello ', '  ', 'x'), {
      maxLength: 5,
    })
    .map((parts) => ` ${parts.join('')} `)

  it('is left out with the date exactly when only spaces, marks and one linking word stand between', () => {
    fc.assert(
      fc.property(gaps, (gap) => {
        const [date, year] = readTicket(`Bestellt 23 ноября${gap}2026`).numbers
        expect(date).toMatchObject({ kind: 'left', as: 'date' })
        if (GAP.test(gap)) expect(year).toMatchObject({ kind: 'left', as: 'date' })
        else expect(year).not.toMatchObject({ kind: 'left', as: 'date' })
      }),
      { numRuns: 1500 },
    )
  })

  it('is read back from the year, so a long run of spaces is no part of every later year', () => {
    const years = `23 ноября${' '.repeat(20_000)}2026${' hello 2026'.repeat(500)}`
    const numbers = readTicket(years).numbers
    expect(numbers.slice(0, 2)).toMatchObject([
      { kind: 'left', as: 'date' },
      { kind: 'left', as: 'date' },
    ])
    expect(numbers.slice(2).every((each) => each.kind === 'id')).toBe(true)
  })
})
