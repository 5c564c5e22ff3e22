import { asksWhoseRows, type LookupOrigin } from '../../shared/lookup/lookup-origin'

/**
 * The rows a lookup's reply covers: every row of IDs the customer wrote; of any other origin
 * (a page of the item list), only the rows the agent marked as the customer's, and none until
 * one is. The one place a reply's rows are chosen: what is copied, the scope beside
 * `Copy reply` and the refusal to copy all read it.
 */
export type ReplyCover<Row> =
  | { readonly kind: 'all'; readonly rows: readonly Row[] }
  | { readonly kind: 'marked'; readonly rows: readonly Row[]; readonly of: number }
  | { readonly kind: 'unmarked'; readonly of: number }

export function replyCover<Row extends { readonly id: number }>(
  rows: readonly Row[],
  origin: LookupOrigin,
  marked: ReadonlySet<number>,
): ReplyCover<Row> {
  if (!asksWhoseRows(origin)) return { kind: 'all', rows }
  // In the lookup's order, whatever order the marks were made in; a mark on a row no longer there counts for nothing.
  const customers = rows.filter((row) => marked.has(row.id))
  return customers.length === 0
    ? { kind: 'unmarked', of: rows.length }
    : { kind: 'marked', rows: customers, of: rows.length }
}

/** The rows a reply may speak of: none while the agent has not said which are the customer's. */
export function coveredRows<Row>(cover: ReplyCover<Row>): readonly Row[] {
  return cover.kind === 'unmarked' ? [] : cover.rows
}
