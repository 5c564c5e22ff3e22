import { createValueStore, useStoredValue } from '../state/value-store'

/**
 * Whether `Edit catalog` is open, and on which field: one value for the window, set by the
 * Catalog menu's `Edit catalog…` and by the offers to set the catalog's time zone (the detail
 * pane's, and the note beside `Copy reply`), which land on that field. Here, below the
 * features, so each of them may ask for the dialog.
 */
export type EditCatalogFocus = 'details' | 'time-zone'

const open = createValueStore<EditCatalogFocus | null>(null)

export const openEditCatalog = (focus: EditCatalogFocus = 'details') => open.set(focus)
export const closeEditCatalog = () => open.set(null)

/** The field the open dialog starts on, or null while it is closed. */
export function useEditCatalogOpen(): EditCatalogFocus | null {
  return useStoredValue(open)
}
