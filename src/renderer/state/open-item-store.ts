import { useSyncExternalStore } from 'react'

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
  let openId = initial
  let focusRequests = 0
  const listeners = new Set<() => void>()
  return {
    get: () => openId,
    set: (id, options) => {
      const focus = options?.focus === true && id !== null
      if (id === openId && !focus) return
      openId = id
      if (focus) focusRequests += 1
      for (const listener of listeners) listener()
    },
    focusRequests: () => focusRequests,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** The open item's ID; re-renders the caller whenever another item opens or the pane closes. */
export function useOpenId(store: OpenItemStore): number | null {
  return useSyncExternalStore(store.subscribe, store.get)
}

/** Whether `id` is the open item: re-renders the caller only when that answer changes. */
export function useIsOpen(store: OpenItemStore, id: number): boolean {
  return useSyncExternalStore(store.subscribe, () => store.get() === id)
}
