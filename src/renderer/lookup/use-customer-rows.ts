import { useCallback, useState } from 'react'
import type { IntlShape } from 'react-intl'
import { CUSTOMER_ORIGIN, type AgentOrigin, type LookupOrigin } from '../../shared/lookup/lookup-origin'
import type { ReplyCover } from './reply-cover'

/** The rows of the customer marked so far: a lookup kept after a lost session keeps them. */
export interface CustomerRows {
  readonly origin: LookupOrigin
  readonly marked: ReadonlySet<number>
}

/**
 * Where the lookup's IDs came from and which of its rows the agent marked as the customer's
 * (`Customer's item <id>`). Held in memory with the rest of the ticket (kept-lookup.ts), never
 * written anywhere: whose items these are is customer data.
 */
export function useCustomerRows(initial: CustomerRows) {
  const [origin, setOrigin] = useState(initial.origin)
  const [marked, setMarked] = useState(initial.marked)
  const mark = useCallback((id: number, customers: boolean) => {
    setMarked((previous) => {
      const next = new Set(previous)
      if (customers) next.add(id)
      else next.delete(id)
      return next
    })
  }, [])
  /** IDs read from what the agent pasted or typed in the box: the customer's own, no marks asked. */
  const fromCustomer = useCallback(() => {
    setOrigin(CUSTOMER_ORIGIN)
    setMarked(new Set())
  }, [])
  /** IDs the agent's search found (every item of a name): other customers' too, each row asked about. */
  const fromSearch = useCallback((searched: AgentOrigin) => {
    setOrigin(searched)
    setMarked(new Set())
  }, [])
  return { origin, marked, mark, fromCustomer, fromSearch }
}

/**
 * Beside `Copy reply`: how many of the rows the reply covers when only the customer's count;
 * for the customer's own IDs, the whole ticket when the table shows less or another order.
 */
export function replyScopeNote(
  intl: IntlShape,
  cover: ReplyCover<unknown>,
  reordered: boolean,
): string | null {
  if (cover.kind === 'all')
    return reordered
      ? intl.formatMessage(
          {
            id: 'lookup.replyScope',
            defaultMessage: '{rows, plural, one {Reply covers the item} other {Reply covers all # items}}',
          },
          { rows: cover.rows.length },
        )
      : null
  return intl.formatMessage(
    {
      id: 'lookup.customerRows.scope',
      defaultMessage:
        "Reply covers only the rows marked as the customer's: {marked, number} of {rows, number}",
    },
    { marked: cover.kind === 'marked' ? cover.rows.length : 0, rows: cover.of },
  )
}

/** Said beside `Copy reply` when it is pressed before any row is marked as the customer's. */
export function markFirstText(intl: IntlShape): string {
  return intl.formatMessage({
    id: 'lookup.customerRows.markFirst',
    defaultMessage:
      "First mark which rows are the customer's (Customer's item): the reply speaks only of those.",
  })
}
