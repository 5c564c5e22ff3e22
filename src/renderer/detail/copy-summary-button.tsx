import type { SingleItem } from '../../shared/catalog'
import { useCatalogTimeZone } from '../api/catalog-time-zone'
import { CopyButton } from '../ui/copy-button'
import { itemSummaryText } from '../format/item-summary'

/**
 * `Copy summary`: the item's status and times as plain text on the clipboard, ready for the
 * ticket reply (the bulk lookup's `Copy as text` does the same for many items).
 */
export function CopySummaryButton({ item }: { readonly item: SingleItem | undefined }) {
  const zone = useCatalogTimeZone()
  return <CopyButton what="summary" text={item ? itemSummaryText(item, zone) : null} />
}
