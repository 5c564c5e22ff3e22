import type { CatalogRef } from '../../shared/ipc'
import { CopyButton } from '../ui/copy-button'

/**
 * The catalog a link names: the connected one, except the demo catalog, whose address
 * changes every run (its link opens in whatever catalog is connected).
 */
export function linkCatalog(catalog: CatalogRef): string | null {
  return catalog.demo ? null : catalog.baseUrl
}

/** `Copy link`: a `catalog-browser:` link to paste into a ticket or a chat. */
export function CopyLinkButton({ link }: { readonly link: string | null }) {
  return <CopyButton what="link" text={link} />
}
