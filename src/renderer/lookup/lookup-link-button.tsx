import { lookupLink } from '../../shared/links/catalog-link'
import { CopyLinkButton } from '../links/copy-link-button'
import type { LookupRow } from './lookup-rows'

/**
 * `Copy link` for the whole lookup. Its own component so that the link, which names every ID,
 * is written only when the lookup is shown, not at each frame of answers while it is set aside.
 */
export function LookupLinkButton({
  rows,
  linkCatalog,
}: {
  readonly rows: readonly LookupRow[]
  readonly linkCatalog: string | null
}) {
  return (
    <CopyLinkButton
      link={
        rows.length > 0
          ? lookupLink(
              rows.map((row) => row.id),
              linkCatalog,
            )
          : null
      }
    />
  )
}
