/**
 * Where a lookup's IDs came from. The customer's own (a pasted ticket, typed IDs) are all the
 * customer's items; any other origin is the agent's search (a page of the item list, every
 * item of a name the customer wrote: `Find items named <name>`), whose rows are mostly other
 * customers' items, so a reply covers only the rows the agent marks as the customer's. A new
 * way of finding items by something other than the customer's IDs is one more value here.
 */
export const LOOKUP_ORIGINS = ['customer', 'page', 'name'] as const

export type LookupOrigin = (typeof LOOKUP_ORIGINS)[number]

/** IDs the customer wrote: the lookup behaves as it always did. */
export const CUSTOMER_ORIGIN = 'customer' satisfies LookupOrigin

/** An origin whose rows are not all the customer's. */
export type AgentOrigin = Exclude<LookupOrigin, typeof CUSTOMER_ORIGIN>

/** What an origin the app cannot read is taken as: one that asks, so a doubt never lets a reply speak of every row. */
export const ASKING_ORIGIN: AgentOrigin = 'page'

/** Whether the agent must say which rows are the customer's before a reply is written. */
export function asksWhoseRows(origin: LookupOrigin): origin is AgentOrigin {
  return origin !== CUSTOMER_ORIGIN
}

/**
 * Where a lookup's IDs came from when not from the customer: the origin, and the words said
 * above its results (`IDs from the item list: …`), none when it was reopened without them.
 */
export interface LookupSource<Note> {
  readonly origin: AgentOrigin
  readonly note: Note | null
}
