import type { NameInTicket } from '../../../shared/ticket/item-names-in-ticket'
import { callCatalog } from '../../api/call-catalog'

/** Asks main for every item of a name the customer wrote (its filter, by its style). */
export const findItemsByName = (name: Pick<NameInTicket, 'filter' | 'style'>) =>
  callCatalog((api) => api.findItemsByName({ name: name.filter, style: name.style }))

/** Stops the search still running in main; its answer is then `cancelled`, which nobody waits for. */
export function cancelFindItemsByName(): void {
  void callCatalog((api) => api.cancelFindItemsByName()).catch(() => undefined)
}
