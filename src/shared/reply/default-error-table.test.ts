import { describe, expect, it } from 'vitest'
import examples from './default-error-examples.json'
import { DEFAULT_ERROR_TABLE } from './default-error-table'
import { ERROR_MEANING_IDS, isErrorMeaning, type ErrorMeaning } from './error-meanings'
import { phraseKey, readError } from './error-table'
import { situationOf } from './advise'
import { known, NOW, ok, replyItem } from './reply-items.test-support'
import { ERROR_STATUSES, errorSituationId } from './situations'

/**
 * What the default error table must do, per meaning (default-error-examples.json): the texts it
 * must read as that meaning (the wordings Steam, trade bots and market backends produce; sources
 * in default-error-table.md), and near misses it must NOT read as that meaning, each with what it
 * must do `instead`: another meaning, or `ask` (`Needs your choice`) where the text does not
 * tell. The five misreadings of issue 76 are there in their kind.
 */
type Outcome = ErrorMeaning | 'ask'

interface MeaningExamples {
  readonly reads: readonly string[]
  readonly nearMisses: readonly { readonly text: string; readonly instead: string }[]
}

const EXAMPLES = Object.entries(examples) as [string, MeaningExamples][]

/** What the defaults do with a text: a meaning, or `ask` (the agent chooses). */
function outcome(text: string): Outcome {
  const reading = readError(text, DEFAULT_ERROR_TABLE)
  return reading.kind === 'read' ? reading.meaning : 'ask'
}

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

  it('names only meanings, and `ask`, as what a near miss does instead', () => {
    for (const [meaning, { nearMisses }] of EXAMPLES) {
      expect(isErrorMeaning(meaning)).toBe(true)
      for (const miss of nearMisses) expect(miss.instead === 'ask' || isErrorMeaning(miss.instead)).toBe(true)
    }
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

describe('the situations of the examples', () => {
  const cases = EXAMPLES.flatMap(([meaning, { reads, nearMisses }]) => [
    ...reads.map((text) => [text, meaning as Outcome] as const),
    ...nearMisses.map((miss) => [miss.text, miss.instead as Outcome] as const),
  ])

  // The situation matrix, grown by the example table: each error status with each example is
  // the situation of what the defaults read, and `needs_choice` wherever they ask.
  it.each(ERROR_STATUSES.map((status) => [status.status, status] as const))(
    'an item %s with each example is in the situation its reading says',
    (_label, status) => {
      for (const [text, expected] of cases) {
        const item = replyItem(known(status.status), { error_message: ok(text), next_try: ok(null) })
        const advice = situationOf({ kind: 'item', item }, { now: NOW, catalogTimeZone: null })
        expect({ text, situation: advice.situation }).toEqual({
          text,
          situation: errorSituationId(status.key, expected === 'ask' ? 'needs_choice' : expected),
        })
        expect(advice.needsChoice).toBe(expected === 'ask')
      }
    },
  )
})
