import type { Locator } from '@playwright/test'

/** Terms of the detail pane, in the UI contract's order. */
export const DETAIL_TERMS = [
  'Item ID',
  'Hash',
  'Status',
  'Bought at',
  'Trade offer ID',
  'Error',
  'Error date',
  'Last send',
  'Next try',
  'Send date',
  'Price',
  'Market hash name',
  'Trade URL',
] as const

/**
 * The pane's term/definition pairs as a record, read through the `term` and `definition`
 * roles (a `dl` pairs each `dt` with the `dd` after it).
 */
export async function detailFields(pane: Locator): Promise<Record<string, string>> {
  const terms = await pane.getByRole('term').allTextContents()
  const definitions = await pane.getByRole('definition').allTextContents()
  if (terms.length !== definitions.length) {
    throw new Error(`${terms.length} terms but ${definitions.length} definitions`)
  }
  return Object.fromEntries(terms.map((term, index) => [term.trim(), definitions[index]!.trim()]))
}
