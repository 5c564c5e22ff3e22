import type { StoredReplyTemplates } from '../../../shared/reply/templates-schema'
import { callCatalog } from '../../api/call-catalog'

/**
 * The set in a file the lead chose for `Import…`, checked by main but not stored: the dialog
 * shows what `Merge` and `Replace all` would change before anything does. Changes no cache.
 */
export function readTemplatesFile(text: string): Promise<StoredReplyTemplates> {
  return callCatalog((api) => api.readReplyTemplatesFile({ text }))
}
