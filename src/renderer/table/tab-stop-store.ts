import { createValueStore, useStoredValue, type ValueStore } from '../state/value-store'

/**
 * The row focused last (the table's roving tab stop), kept outside React state: moving the
 * stop re-renders the row it leaves and the row it reaches, not the table with every other row.
 *
 * A press moves it before the focus the press gives: changing the tabindex of the focused row
 * makes the browser check at once that the row can still take focus, and inside the commit of
 * an open (the pane going in) that check lays the whole page out an extra time.
 */
export type TabStopStore = ValueStore<string | null>

export function createTabStopStore(): TabStopStore {
  return createValueStore<string | null>(null)
}

/** Whether `rowId` holds the stop: re-renders the caller only when that answer changes. */
export function useHoldsTabStop(store: TabStopStore, rowId: string): boolean {
  return useStoredValue(store, (holder) => holder === rowId)
}
