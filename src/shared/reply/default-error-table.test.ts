import { describe, expect, it } from 'vitest'
import { DEFAULT_ERROR_EXAMPLES, type ExampleOutcome } from './default-error-examples'
import { DEFAULT_ERROR_TABLE } from './default-error-table'
import { ERROR_MEANING_IDS, type ErrorMeaning } from './error-meanings'
import { phraseKey, readError } from './error-table'

/** What the defaults do with a text: a meaning, or `ask` (the agent chooses). */
function outcome(text: string): ExampleOutcome {
  const reading = readError(text, DEFAULT_ERROR_TABLE)
  return reading.kind === 'read' ? reading.meaning : 'ask'
}

const EXAMPLES = Object.entries(DEFAULT_ERROR_EXAMPLES) as [
  Exclude<ErrorMeaning, 'checking'>,
  (typeof DEFAULT_ERROR_EXAMPLES)[keyof typeof DEFAULT_ERROR_EXAMPLES],
][]

describe('the default error table against its examples', () => {
  describe.each(EXAMPLES)('%s', (meaning, examples) => {
    it.each(examples.reads)(`reads "%s" as ${meaning}`, (text) => {
      expect(outcome(text)).toBe(meaning)
    })

    it.each(examples.nearMisses.map((miss) => [miss.text, miss.instead] as const))(
      `does not read the near miss "%s" as ${meaning}, but as %s`,
      (text, instead) => {
        expect(instead).not.toBe(meaning)
        expect(outcome(text)).toBe(instead)
      },
    )

    it('has at least ten near misses', () => {
      expect(examples.nearMisses.length).toBeGreaterThanOrEqual(10)
    })
  })

  it('covers every meaning but the neutral one, which no default row has', () => {
    expect(new Set(EXAMPLES.map(([meaning]) => meaning))).toEqual(
      new Set(ERROR_MEANING_IDS.filter((id) => id !== 'checking')),
    )
    expect(new Set(DEFAULT_ERROR_TABLE.map((row) => row.means))).toEqual(
      new Set(ERROR_MEANING_IDS.filter((id) => id !== 'checking')),
    )
  })

  it('has no two rows that read the same phrase', () => {
    const keys = DEFAULT_ERROR_TABLE.map((row) => phraseKey(row.contains))
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('has no row that no wording of the examples needs', () => {
    // A row earns its place by a wording its meaning must read (a near miss read as it counts too).
    const reads = EXAMPLES.flatMap(([, examples]) => [
      ...examples.reads,
      ...examples.nearMisses.map((miss) => miss.text),
    ])
    const unused = DEFAULT_ERROR_TABLE.filter(
      (row) =>
        !reads.some((text) => outcome(text) === row.means && readError(text, [row]).kind !== 'unknown'),
    )
    expect(unused.map((row) => row.contains)).toEqual([])
  })
})
