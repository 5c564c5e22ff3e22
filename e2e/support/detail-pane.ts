import type { Locator } from '@playwright/test'

/**
 * Terms of the detail pane (every one of the UI contract's), in the order the pane tells the
 * item: status, trade URL, the delivery in time order, identifiers, listing.
 */
export const DETAIL_TERMS = [
  'Status',
  'Trade URL',
  'Bought at',
  'Send date',
  'Last send',
  'Error',
  'Error date',
  'Next try',
  'Item ID',
  'Hash',
  'Trade offer ID',
  'Price',
  'Market hash name',
] as const

/** The definition of one term in the pane (the `dd` after its `dt`). */
export function detailValue(pane: Locator, term: (typeof DETAIL_TERMS)[number]): Locator {
  return pane
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]')
}

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
