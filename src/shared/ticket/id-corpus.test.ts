import { describe, expect, it } from 'vitest'
import { REPLY_LANGUAGE_CODES } from '../i18n/languages'
import { extractItemIds } from './item-ids'
import corpus from './id-corpus.json'

/**
 * The ticket reader measured on labelled ticket texts in the six reply languages (issue 38):
 * each entry names the exact IDs a support agent would look up (`ids`) and the numbers that
 * are a price, date, time or quantity and must never be looked up (`never`, as the whole
 * numbers a naive reader would see: `23,50` is 23 and 50).
 */
interface Entry {
  readonly lang: string
  readonly text: string
  readonly ids: readonly number[]
  readonly never: readonly number[]
  readonly note?: string
}

const entries: readonly Entry[] = corpus
const taken = (text: string): readonly number[] => {
  const result = extractItemIds(text)
  return result.ok ? result.ids : []
}
const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length &&
  [...a].sort((x, y) => x - y).every((id, i) => id === [...b].sort((x, y) => x - y)[i])

/** The floor issue 38 sets for the exact set of IDs per ticket. */
const REQUIRED_EXACT_RATE = 0.98

describe('ticket corpus', () => {
  it('has at least 80 labelled texts, a dozen or more in each reply language', () => {
    expect(entries.length).toBeGreaterThanOrEqual(80)
    for (const language of REPLY_LANGUAGE_CODES) {
      expect(entries.filter((entry) => entry.lang === language).length).toBeGreaterThanOrEqual(12)
    }
    for (const entry of entries) expect(entry.never.filter((n) => entry.ids.includes(n))).toEqual([])
  })

  it(`reads the exact set of IDs on at least ${REQUIRED_EXACT_RATE * 100} % of the texts`, () => {
    const misses = entries
      .map((entry) => ({ entry, got: taken(entry.text) }))
      .filter(({ entry, got }) => !sameSet(got, entry.ids))
    const rate = (entries.length - misses.length) / entries.length
    console.info(
      `ticket corpus: exact ID set on ${entries.length - misses.length} of ${entries.length} texts (${(rate * 100).toFixed(1)} %)`,
    )
    for (const { entry, got } of misses)
      console.info(`  missed [${entry.lang}] ${JSON.stringify(entry.text)}: got ${got.join(', ')}`)
    expect(rate).toBeGreaterThanOrEqual(REQUIRED_EXACT_RATE)
  })

  it('never takes a price, date, time or quantity', () => {
    const wrong = entries.flatMap((entry) =>
      taken(entry.text)
        .filter((id) => entry.never.includes(id))
        .map((id) => `[${entry.lang}] ${id} in ${JSON.stringify(entry.text)}`),
    )
    expect(wrong).toEqual([])
  })

  it('looks up exactly the customer’s IDs in the tickets quoted in issue 38', () => {
    const quoted = entries.filter((entry) => entry.note === 'issue 38')
    expect(quoted).toHaveLength(5)
    for (const entry of quoted) expect(taken(entry.text)).toEqual(entry.ids)
  })
})
