import { createValueStore, useStoredValue } from '../ui/value-store'

/**
 * Whether `Edit catalog` is open, and on which field: one value for the window, set by the
 * Catalog menu's `Edit catalog…` and by the detail pane's offer to set the catalog's time zone
 * (which lands on that field).
 */
export type EditCatalogFocus = 'details' | 'time-zone'

const open = createValueStore<EditCatalogFocus | null>(null)

export const openEditCatalog = (focus: EditCatalogFocus = 'details') => open.set(focus)
export const closeEditCatalog = () => open.set(null)

/** The field the open dialog starts on, or null while it is closed. */
export function useEditCatalogOpen(): EditCatalogFocus | null {
  return useStoredValue(open)
}
