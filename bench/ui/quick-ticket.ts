/**
 * A customer's ticket naming `ids`, as the e2e's five-item ticket words it: each ID marked
 * (`#1042`), in prose, so both windows read it with the ticket reader and look up just these.
 */
export function ticketNaming(ids: readonly number[]): string {
  if (ids.length < 2) throw new Error(`a ticket of several items needs two IDs or more, not ${ids.length}`)
  const marked = ids.map((id) => `#${id}`)
  return `Hi, I bought ${marked.slice(0, -1).join(', ')} and ${marked.at(-1)} last week and have not got them yet. Can you check please?`
}
