import { FormattedMessage } from 'react-intl'
import type { ListFilters, ListItem } from '../../shared/catalog'
import { FILTERS, type TextFilterKey } from '../../shared/catalog/filters'
import { MAX_LIMIT } from '../../shared/catalog/limits'
import { words, type Words } from '../../shared/i18n/words'
import type { LookupSource } from '../../shared/lookup/lookup-origin'
import { both, either, quoted } from '../../shared/i18n/either-words'
import { ExportListMenu } from './export-list-menu'

/** The filters a name-only ticket is answered with: a name, or a market name. */
const NAME_FILTERS: readonly TextFilterKey[] = ['name', 'market_hash_name']

/** What the page is a page of, for the lookup's note: `Name “AK-47 | Redline”`. */
function namedBy(filters: ListFilters) {
  return both(
    FILTERS.flatMap((filter) => {
      if (!(NAME_FILTERS as readonly string[]).includes(filter.key)) return []
      const values = filters[filter.key as TextFilterKey]
      if (values.length === 0) return []
      const label = words(filter.label)
      return [
        words(
          { id: 'items.source.filter', defaultMessage: '{label} {values}' },
          { label, values: either(values.map(quoted)) },
        ),
      ]
    }),
  )
}

/** Where a page lookup's IDs came from, said above its results. */
export function pageSource(count: number, page: number, filters: ListFilters): Words {
  return words(
    {
      id: 'items.source.page',
      defaultMessage:
        'IDs from the item list: {count, plural, one {the item} other {the # items}} on page {page, number, ::group-off}, filtered by {filters}.',
    },
    { count, page, filters: namedBy(filters) },
  )
}

/** The rows on screen, when they belong to the applied filters. */
interface ShownPage {
  readonly page: number
  readonly total: number
  readonly items: readonly ListItem[]
}

/**
 * The results bar's actions: `Look up this page` and `Export` (every row of the filters).
 *
 * `Look up this page` shows once a name or market-name filter is applied: a ticket that names
 * only an item gets every listing of this page looked up at once, so the statuses and the status
 * narrowing work as for pasted IDs; the rows are other customers' items too, so `Copy reply`
 * covers only those the agent marks as the customer's (lookup/reply-cover.ts). A page holds at most MAX_LIMIT rows, well
 * inside one lookup; the IDs go in the page's order.
 */
export function ListActions({
  filters,
  shown,
  onLookUp,
}: {
  /** The applied filters. */
  readonly filters: ListFilters
  /** The page on screen; undefined while none is, or while it belongs to other filters. */
  readonly shown: ShownPage | undefined
  /** Opens the bulk lookup with these IDs (one a line) and where they came from. */
  readonly onLookUp: (ids: string, source: LookupSource<Words>) => void
}) {
  const named = NAME_FILTERS.some((key) => filters[key].length > 0)
  const ids = (shown?.items ?? []).slice(0, MAX_LIMIT).map((item) => item.id)
  return (
    <>
      {named && shown && ids.length > 0 ? (
        <button
          type="button"
          className="button button--small"
          onClick={() =>
            onLookUp(ids.join('\n'), { origin: 'page', note: pageSource(ids.length, shown.page, filters) })
          }
        >
          <FormattedMessage id="items.lookUpPage" defaultMessage="Look up this page" />
        </button>
      ) : null}
      <ExportListMenu filters={filters} total={shown?.total ?? null} />
    </>
  )
}
