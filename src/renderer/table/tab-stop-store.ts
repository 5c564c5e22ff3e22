import { useSyncExternalStore } from 'react'
import { createValueStore, type ValueStore } from '../ui/value-store'

/**
 * The row focused last (the table's roving tab stop), kept outside React state: moving the
 * stop re-renders the row it leaves and the row it reaches, not the table with every other row.
 *
 * A press focuses its row before the click opens it. That focus leaves the stop where it is;
 * the open moves it (`ItemTable`), so the row's mark and its stop change in the open's one
 * render instead of a render of their own at the press.
 */
export interface TabStopStore extends ValueStore<string | null> {
  /** A pointer press on `rowId`: the focus it gives does not move the stop by itself. */
  readonly pressed: (rowId: string) => void
  /** `rowId` took focus: it holds the stop, unless a press on it gave the focus (read once). */
  readonly focused: (rowId: string, open: boolean) => void
  /** A key or a click on a row: no press is pending any more. */
  readonly settled: () => void
}

export function createTabStopStore(): TabStopStore {
  const stop = createValueStore<string | null>(null)
  let pressedRow: string | null = null
  return {
    ...stop,
    pressed: (rowId) => {
      pressedRow = rowId
    },
    focused: (rowId, open) => {
      const byPress = pressedRow === rowId
      pressedRow = null
      // The open row gets no open to move the stop: a press on it moves the stop at once.
      if (!byPress || open) stop.set(rowId)
    },
    settled: () => {
      pressedRow = null
    },
  }
}

/** Whether `rowId` holds the stop: re-renders the caller only when that answer changes. */
export function useHoldsTabStop(store: TabStopStore, rowId: string): boolean {
  return useSyncExternalStore(store.subscribe, () => store.get() === rowId)
}
