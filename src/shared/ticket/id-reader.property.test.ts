import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { extractItemIds } from './item-ids'
import { TICKET_WORDS, TIME_UNITS } from './vocabulary'
import { CURRENCY_CODES, roleAfter, roleBefore } from './word-roles'

const languages = Object.values(TICKET_WORDS)
const isHan = (word: string) => /\p{Script=Han}/u.test(word)

/** Words that say nothing about a number, in the six languages. */
const filler = fc.constantFrom(
  'hello',
  'please',
  'bitte',
  'noch',
  'пожалуйста',
  'ещё не пришёл',
  'gracias',
  'obrigado',
  '谢谢',
  'still',
)
const fillers = fc.array(filler, { maxLength: 4 }).map((words) => words.join(' '))
const number = fc.integer({ min: 1, max: 999_999_999 })
const id = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER })

const signs = ['€', '$', '₽', 'R$', '¥', 'US$', '£']
const codes = CURRENCY_CODES.flatMap((code) => [code, code.toLowerCase()])
const moneyWords = languages.flatMap((language) => language.money)
const timeWords = languages.flatMap((language) => TIME_UNITS.flatMap((unit) => language.time[unit]))
const markers = languages.flatMap((language) => language.markers)

/** A number written with money or a unit of time beside it, in the ways tickets write them. */
const unitBeside = (n: number) =>
  fc.oneof(
    fc
      .constantFrom(...signs)
      .chain((sign) =>
        fc.constantFrom(`${sign}${n}`, `${sign} ${n}`, `${n}${sign}`, `${n} ${sign}`, `${n},50 ${sign}`),
      ),
    fc.constantFrom(...codes).chain((code) => fc.constantFrom(`${n} ${code}`, `${code} ${n}`, `${n}${code}`)),
    fc.constantFrom(...moneyWords).map((word) => (isHan(word) ? `${n}${word}` : `${n} ${word}`)),
    fc.constantFrom(...timeWords).map((word) => (isHan(word) ? `${n}${word}` : `${n} ${word}`)),
  )

/** An ID with a marker before it, as tickets in the six languages write them. */
const markedId = (n: number) =>
  fc.oneof(
    fc.constantFrom(`#${n}`, `№${n}`, `№ ${n}`, `ID: ${n}`, `Nr. ${n}`, `n.º ${n}`, `nº${n}`),
    fc.constantFrom(...markers).map((marker) => (isHan(marker) ? `${marker}${n}` : `${marker} ${n}`)),
  )

describe('ticket reader properties', () => {
  it('the vocabulary lists are words the reader recognises in their place', () => {
    for (const word of [...moneyWords, ...timeWords]) expect(roleAfter(word)).toMatchObject({ kind: 'left' })
    for (const word of markers) expect(roleBefore(word)).not.toBeNull()
  })

  it('a number with a currency or a unit of time beside it is never taken', () => {
    fc.assert(
      fc.property(
        number.chain((n) => fc.tuple(fc.constant(n), unitBeside(n), fillers, fillers)),
        id,
        ([n, written, before, after], other) => {
          fc.pre(other !== n)
          const result = extractItemIds(`${before} ${written} ${after} ID ${other}`)
          expect(result.ok).toBe(true)
          if (result.ok) {
            expect(result.ids).not.toContain(n)
            expect(result.leftOut.length).toBeGreaterThan(0)
          }
        },
      ),
      { numRuns: 500 },
    )
  })

  it('a marked ID is always taken, whatever else the ticket holds', () => {
    fc.assert(
      fc.property(
        id.chain((n) => fc.tuple(fc.constant(n), markedId(n), fillers, fillers)),
        number.chain((n) => unitBeside(n)),
        fc.boolean(),
        ([n, written, before, after], priced, pricedFirst) => {
          const parts = pricedFirst ? [priced, before, written, after] : [before, written, after, priced]
          const result = extractItemIds(parts.join(' '))
          expect(result).toMatchObject({ ok: true })
          if (result.ok) expect(result.ids).toContain(n)
        },
      ),
      { numRuns: 500 },
    )
  })
})
