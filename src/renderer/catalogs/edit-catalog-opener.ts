import { useSyncExternalStore } from 'react'

/**
 * Whether `Edit catalog` is open, and on which field: one value for the window, set by the
 * Catalog menu's `Edit catalog…` and by the detail pane's offer to set the catalog's time zone
 * (which lands on that field).
 */
export type EditCatalogFocus = 'details' | 'time-zone'

let open: EditCatalogFocus | null = null
const listeners = new Set<() => void>()

function setOpen(value: EditCatalogFocus | null) {
  if (open === value) return
  open = value
  for (const listener of listeners) listener()
}

export const openEditCatalog = (focus: EditCatalogFocus = 'details') => setOpen(focus)
export const closeEditCatalog = () => setOpen(null)

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The field the open dialog starts on, or null while it is closed. */
export function useEditCatalogOpen(): EditCatalogFocus | null {
  return useSyncExternalStore(subscribe, () => open)
}
