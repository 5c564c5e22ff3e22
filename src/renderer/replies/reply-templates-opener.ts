import { useCatalogEvent } from '../api/catalog-events'
import { createValueStore, useStoredValue } from '../state/value-store'

/**
 * Whether the Reply templates dialog is open: one flag for the window, set by any
 * `Reply templates` button and by the app menu's item (an event from main).
 */
const open = createValueStore(false)

export const openReplyTemplates = () => open.set(true)
export const closeReplyTemplates = () => open.set(false)

/** Whether the dialog is open; also opens it when the app menu asks. */
export function useReplyTemplatesOpen(): boolean {
  useCatalogEvent('onOpenReplyTemplates', openReplyTemplates)
  return useStoredValue(open)
}
