import { useSyncExternalStore } from 'react'

/**
 * The row focused last (the table's roving tab stop), kept outside React state: a click on a
 * row focuses it first, and moving the stop re-renders the row it leaves and the row it
 * reaches, not the table with every other row.
 */
export interface TabStopStore {
  readonly get: () => string | null
  readonly set: (rowId: string) => void
  readonly subscribe: (listener: () => void) => () => void
}

export function createTabStopStore(): TabStopStore {
  let rowId: string | null = null
  const listeners = new Set<() => void>()
  return {
    get: () => rowId,
    set: (next) => {
      if (next === rowId) return
      rowId = next
      for (const listener of listeners) listener()
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** Whether `rowId` holds the stop: re-renders the caller only when that answer changes. */
export function useHoldsTabStop(store: TabStopStore, rowId: string): boolean {
  return useSyncExternalStore(store.subscribe, () => store.get() === rowId)
}
