import type { ListQuery, SingleItem } from '../../../shared/catalog'
import type { Result } from '../../../shared/errors'
import type { ItemsPage } from '../../../shared/ipc'
import type { NameSearchAnswer } from '../../../shared/lookup/name-search'
import type { NameStyle } from '../../../shared/ticket/item-names-in-ticket'
import type { RequestSlot, RequestSlots } from '../catalog-client/request-slots'
import type { FirstPagePrefetch } from '../session/first-page-prefetch'
import { NO_SESSION } from '../session/no-session'
import type { SessionManager } from '../session/session-manager'
import { findItemsByName } from './find-by-name'

/**
 * Item requests against the connected catalog, each in its slot: a newer list request
 * cancels the older one still running, and likewise for the detail pane.
 */
export interface CatalogItems {
  list(query: ListQuery, slot: RequestSlot | undefined): Promise<Result<ItemsPage>>
  get(id: number, slot: RequestSlot | undefined): Promise<Result<SingleItem>>
  /** Every item of one name, all its pages (find-by-name.ts); a newer search cancels this one. */
  findByName(name: { readonly filter: string; readonly style: NameStyle }): Promise<Result<NameSearchAnswer>>
  /** Stops the search by name still running (its answer is then `cancelled`); false when none was. */
  cancelFindByName(): boolean
}

export function createCatalogItems(
  session: Pick<SessionManager, 'current'>,
  slots: RequestSlots,
  /** The start's first page, answered by main before the window asked (first-page-prefetch.ts). */
  firstPage?: Pick<FirstPagePrefetch, 'take'>,
): CatalogItems {
  const inSlot = async <T>(
    slot: RequestSlot | undefined,
    run: (signal: AbortSignal) => Promise<Result<T>>,
  ) => {
    const ticket = slots.begin(slot)
    try {
      return await run(ticket.signal)
    } finally {
      ticket.done()
    }
  }
  return {
    list: async (query, slot) => {
      const active = session.current()
      if (!active) return NO_SESSION
      const prefetched = firstPage?.take(active.client, query)
      // Its answer as it is, `cancelled` included: only a switch of catalog, a sign-out or
      // quitting cancels it, and asking again through `active`, the catalog just left, would
      // answer `no_session`, which the window takes for the end of the session it now has.
      if (prefetched) return prefetched
      return inSlot(slot, (signal) => active.client.listItems(query, signal))
    },
    get: async (id, slot) => {
      const active = session.current()
      return active ? inSlot(slot, (signal) => active.client.getItem(id, signal)) : NO_SESSION
    },
    findByName: async (name) => {
      const active = session.current()
      return active
        ? inSlot('name-search', (signal) => findItemsByName(active.client, name, signal))
        : NO_SESSION
    },
    cancelFindByName: () => slots.cancel('name-search'),
  }
}
