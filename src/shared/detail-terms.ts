/**
 * The detail pane's terms (every one of shared/ui-contract.md's), in the order the pane tells
 * the item: status, trade URL, the delivery in time order, identifiers, listing.
 *
 * One list for the pane (its fields take only these terms), its unit test and the e2e
 * helpers, so a new field is added here once and a term left unshown fails both suites.
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

export type DetailTerm = (typeof DETAIL_TERMS)[number]
