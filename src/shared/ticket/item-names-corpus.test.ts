import { describe, expect, it } from 'vitest'
import { REPLY_LANGUAGE_CODES } from '../i18n/languages'
import { itemNamesInTicket } from './item-names-in-ticket'
import { extractItemIds } from './item-ids'
import corpus from './item-names-corpus.json'

/**
 * The name reader measured on labelled tickets in the six reply languages (issue 80): each
 * entry lists the filter values an agent would search for, in the ticket's order (`names`;
 * none for a near miss: a sentence, a table, a quoted error, a name whose end cannot be
 * told), and, where the ticket quotes IDs or numbers, the IDs the ID reader takes from it
 * (`ids`), so names beside IDs are seen not to change them.
 */
interface Entry {
  readonly lang: string
  readonly text: string
  readonly names: readonly string[]
  readonly ids?: readonly number[]
  readonly note?: string
}

const entries: readonly Entry[] = corpus

describe('item name corpus', () => {
  it('has tickets with names and near misses in each reply language', () => {
    for (const language of REPLY_LANGUAGE_CODES) {
      const ofLanguage = entries.filter((entry) => entry.lang === language)
      expect(ofLanguage.filter((entry) => entry.names.length > 0).length).toBeGreaterThanOrEqual(5)
      expect(ofLanguage.filter((entry) => entry.names.length === 0).length).toBeGreaterThanOrEqual(2)
    }
  })

  it('reads exactly the labelled names of every ticket', () => {
    const misses = entries
      .map((entry) => ({ entry, got: itemNamesInTicket(entry.text).map((name) => name.filter) }))
      .filter(({ entry, got }) => JSON.stringify(got) !== JSON.stringify(entry.names))
      .map(({ entry, got }) => `[${entry.lang}] ${JSON.stringify(entry.text)}: got ${JSON.stringify(got)}`)
    expect(misses).toEqual([])
  })

  it('reads the IDs beside the names as the ID reader reads them alone', () => {
    const withIds = entries.filter((entry) => entry.ids !== undefined)
    expect(withIds.length).toBeGreaterThanOrEqual(20)
    for (const entry of withIds) {
      const read = extractItemIds(entry.text)
      expect(read.ok ? read.ids : [], entry.text).toEqual(entry.ids)
    }
  })
})
