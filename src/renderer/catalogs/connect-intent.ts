import type { Environment } from '../../shared/catalog/environments'
import type { LinkTarget } from '../../shared/links/catalog-link'
import type { Words } from '../../shared/i18n/words'

/**
 * Why the connect form is shown while a catalog is connected: Add catalog…, a catalog in
 * the switcher without a usable token, or a link to a catalog not known yet. The form is
 * prefilled from it, and `then` is what to open once connected (the link's item or lookup).
 */
export interface ConnectIntent {
  readonly baseUrl: string
  readonly label?: string
  readonly environment?: Environment
  /** Why the token is asked for, said above the form. */
  readonly reason?: Words
  readonly then?: LinkTarget
}
