import { Suspense } from 'react'
import { useIntl } from 'react-intl'
import type { useBulkOpening } from '../lookup/kept-lookup'
import type { OpenItemStore } from '../state/open-item-store'
import { lazyPart } from '../ui/lazy-part'

const BulkLookup = lazyPart(() => import('../lookup/bulk-lookup'), 'BulkLookup')

/** The bulk lookup in the list's place, while one is open (set aside, it stays mounted). */
export function BulkLookupSlot({
  opening,
  catalog,
  linkCatalog,
  openItem,
  onOpen,
}: {
  readonly opening: ReturnType<typeof useBulkOpening>
  readonly catalog: string
  readonly linkCatalog: string | null
  readonly openItem: OpenItemStore
  readonly onOpen: (itemId: number) => void
}) {
  const intl = useIntl()
  const { bulk } = opening
  if (!bulk) return null
  return (
    <Suspense
      fallback={
        <section
          className="bulk"
          aria-label={intl.formatMessage({ id: 'lookup.region', defaultMessage: 'Bulk lookup' })}
          aria-busy="true"
        />
      }
    >
      <BulkLookup
        key={bulk.key}
        catalog={catalog}
        linkCatalog={linkCatalog}
        initial={bulk.text}
        source={bulk.source}
        find={bulk.find ?? null}
        kept={bulk.kept ?? null}
        language={bulk.language ?? null}
        openItem={openItem}
        onOpen={onOpen}
        onClose={opening.close}
        minimized={opening.minimized}
        onMinimize={opening.minimize}
        onRestore={opening.restore}
      />
    </Suspense>
  )
}
