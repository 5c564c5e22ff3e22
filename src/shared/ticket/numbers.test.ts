import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { numberShaper } from './numbers'

/** Digit runs of one to four digits with a grouping mark between them: `1,234,5678`, `12 345 678,5`. */
const groupedRun = fc
  .tuple(
    fc.constantFrom(',', '.', ' '),
    fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 12 }),
    fc.constantFrom('', '.5', ',50', ' €', ' 12', '1', ',', ' '),
  )
  .map(([mark, lengths, end]) => `${lengths.map((length) => '7'.repeat(length)).join(mark)}${end}`)

const runStarts = (text: string) => [...text.matchAll(/\d+/gu)].map((run) => run.index)

describe('numberShaper', () => {
  it('shapes each number of a grouped run as it would be shaped alone', () => {
    fc.assert(
      fc.property(groupedRun, fc.boolean(), (text, money) => {
        const shape = numberShaper(text)
        for (const at of runStarts(text)) {
          const moneyBeside = () => money
          expect(shape(at, moneyBeside), `${text} at ${at}`).toEqual(numberShaper(text)(at, moneyBeside))
        }
      }),
      { numRuns: 3000 },
    )
  })

  it('reads a list of 3-digit IDs as IDs, each of them once, not to the list’s end again from each', () => {
    const list = Array.from({ length: 2000 }, (_, index) => String(100 + (index % 900))).join(' ')
    const shape = numberShaper(list)
    const asked: number[] = []
    const shapes = runStarts(list).map((at) =>
      shape(at, (end) => {
        asked.push(end)
        return false
      }),
    )
    expect(shapes.every((each) => each.shape === 'plain' && each.end - each.start === 3)).toBe(true)
    // Money is asked about once, for the whole run; a fresh read of every number asks 2,000 times.
    expect(asked).toEqual([list.length])
  })
})
