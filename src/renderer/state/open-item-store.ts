import { createValueStore, useStoredValue } from './value-store'

/**
 * The item open in the detail pane, kept outside React state: opening an item re-renders
 * what shows it (the pane, the row it leaves and the row it opens, the Item ID box), not the
 * whole workspace with its filter bar, table and pager.
 *
 * One store per workspace (a catalog's screen), so switching catalogs starts with none open.
 */
export interface OpenItemStore {
  readonly get: () => number | null
  /**
   * Opens `id` (null closes the pane). `focus` also asks the pane to take focus (opening from
   * the Item ID box, a link, or as a drawer over the table), even when `id` is already open.
   */
  readonly set: (id: number | null, options?: { readonly focus?: boolean }) => void
  /** How many times the pane was asked to take focus: the pane focuses its heading on a change. */
  readonly focusRequests: () => number
  readonly subscribe: (listener: () => void) => () => void
}

export function createOpenItemStore(initial: number | null = null): OpenItemStore {
  const state = createValueStore({ id: initial, focusRequests: 0 })
  return {
    get: () => state.get().id,
    set: (id, options) => {
      const focus = options?.focus === true && id !== null
      const { id: openId, focusRequests } = state.get()
      if (id === openId && !focus) return
      state.set({ id, focusRequests: focus ? focusRequests + 1 : focusRequests })
    },
    focusRequests: () => state.get().focusRequests,
    subscribe: state.subscribe,
  }
}

/** The open item's ID; re-renders the caller whenever another item opens or the pane closes. */
export function useOpenId(store: OpenItemStore): number | null {
  return useStoredValue(store)
}

/** Whether `id` is the open item: re-renders the caller only when that answer changes. */
export function useIsOpen(store: OpenItemStore, id: number): boolean {
  return useStoredValue(store, (openId) => openId === id)
}

/** How many times the pane was asked to take focus; re-renders the caller when it is asked again. */
export function useFocusRequests(store: OpenItemStore): number {
  return useStoredValue({ get: store.focusRequests, subscribe: store.subscribe })
}
