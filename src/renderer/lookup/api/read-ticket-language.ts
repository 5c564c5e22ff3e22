import type { ReplyLanguage } from '../../../shared/i18n/languages'
import { callCatalog } from '../../api/call-catalog'

/**
 * The reply language a pasted ticket's words are clearly in, or null, read by main: the
 * detector's data stays out of the window's bundle. Changes no cache (each ticket is asked once).
 */
export function readTicketLanguage(text: string): Promise<ReplyLanguage | null> {
  return callCatalog((api) => api.readTicketLanguage({ text }))
}
