import type { Locator } from '@playwright/test'
import type { DetailTerm } from '../../src/shared/detail-terms'

/** The pane's terms, in its order: one list with the pane and its unit test. */
export { DETAIL_TERMS } from '../../src/shared/detail-terms'

/** The definition of one term in the pane (the `dd` after its `dt`). */
export function detailValue(pane: Locator, term: DetailTerm): Locator {
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
