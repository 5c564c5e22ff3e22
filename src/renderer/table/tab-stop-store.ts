import { useSyncExternalStore } from 'react'
import { createValueStore, type ValueStore } from '../ui/value-store'

/**
 * The row focused last (the table's roving tab stop), kept outside React state: a click on a
 * row focuses it first, and moving the stop re-renders the row it leaves and the row it
 * reaches, not the table with every other row.
 */
export type TabStopStore = ValueStore<string | null>

export const createTabStopStore = (): TabStopStore => createValueStore<string | null>(null)

/** Whether `rowId` holds the stop: re-renders the caller only when that answer changes. */
export function useHoldsTabStop(store: TabStopStore, rowId: string): boolean {
  return useSyncExternalStore(store.subscribe, () => store.get() === rowId)
}
