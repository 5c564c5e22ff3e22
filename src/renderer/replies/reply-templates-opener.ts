import { useEffect, useSyncExternalStore } from 'react'
import { catalogApi } from '../api/call-catalog'

/**
 * Whether the Reply templates dialog is open: one flag for the window, set by any
 * `Reply templates` button and by the app menu's item (an event from main).
 */
let open = false
const listeners = new Set<() => void>()

function setOpen(value: boolean) {
  if (open === value) return
  open = value
  for (const listener of listeners) listener()
}

export const openReplyTemplates = () => setOpen(true)
export const closeReplyTemplates = () => setOpen(false)

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Whether the dialog is open; also opens it when the app menu asks. */
export function useReplyTemplatesOpen(): boolean {
  useEffect(() => catalogApi().onOpenReplyTemplates(openReplyTemplates), [])
  return useSyncExternalStore(subscribe, () => open)
}
