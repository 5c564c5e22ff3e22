import type { KnownStatus } from '../../catalog/status'
import type { ReplyTemplates } from '../templates'

/**
 * Everything a reply needs in one language: the default templates a lead may reword, and
 * the words the `{status}` placeholder and an unnamed item use (not templates: they are the
 * language's words for the catalog's values, not a lead's wording).
 */
export interface LanguagePack {
  readonly templates: ReplyTemplates
  /** Where the delivery stands, in customer words; `unknown` for a status the app does not know. */
  readonly statusWords: Readonly<Record<KnownStatus | 'unknown', string>>
  /** Stands in for `{name}` when the item's name could not be read. */
  readonly unnamedItem: string
}
