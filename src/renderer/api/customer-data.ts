/**
 * What the window holds of the customer whose ticket is being answered, per catalog: the
 * pasted ticket and its results (lookup/kept-lookup.ts), its reply language
 * (replies/ticket-reply-language.ts), the agent's error choices and `Customer name`
 * (replies/ticket-state.ts). `Sign out`, `Forget catalog` and `Clear history` drop all of it
 * through `forgetCustomerData`; each store subscribes here, below every feature, so those
 * actions need not know where a ticket is kept.
 *
 * A session that ends by itself (the catalog refused the token) forgets nothing: the agent
 * signs in again and finishes the same ticket.
 *
 * `customerDataEra` counts the forgets of a catalog: something that started before one (a
 * lookup still on screen for a moment, an answer on its way) compares the era it started in,
 * and writes nothing back into a store that was emptied since.
 */

/** A catalog's base URL, or null for every catalog (Sign out of all catalogs). */
type Forgotten = string | null

const listeners = new Set<(catalog: Forgotten) => void>()
const forgetsOf = new Map<string, number>()
let forgetsOfAll = 0

/** Drops every customer's data the window holds for `catalog` (null: for every catalog). */
export function forgetCustomerData(catalog: Forgotten): void {
  if (catalog === null) forgetsOfAll += 1
  else forgetsOf.set(catalog, (forgetsOf.get(catalog) ?? 0) + 1)
  for (const listener of [...listeners]) listener(catalog)
}

/** Calls `listener` with each forget; returns its removal. */
export function onCustomerDataForgotten(listener: (catalog: Forgotten) => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** Whether a forget of `forgotten` is one of `catalog`'s. */
export function forgetsCatalog(forgotten: Forgotten, catalog: string): boolean {
  return forgotten === null || forgotten === catalog
}

/** How many times `catalog`'s customer data was forgotten: changes with each forget of it. */
export function customerDataEra(catalog: string): number {
  return forgetsOfAll + (forgetsOf.get(catalog) ?? 0)
}
