import { useRef } from 'react'
import { FormattedMessage } from 'react-intl'
import { hasFilters } from '../../shared/catalog/filters'
import { EMPTY_FILTERS } from '../../shared/catalog/empty-filters'
import type { Density } from '../../shared/layout'
import { DensitySelect } from '../layout/density-select'
import { PaginationBar } from '../pagination/pagination-bar'
import type { OpenItemStore } from '../state/open-item-store'
import { ItemTable } from '../table/item-table'
import { useTopOnChange } from '../ui/use-top-on-change'
import { ListActions } from './list-actions'
import { EmptyState, ListFailure, PreviousFiltersNote, StaleBanner } from './list-states'
import { ResultsBar } from './results-bar'
import { unreadableSummary } from './unreadable-summary'
import type { ListView } from './use-list-view'
import type { Words } from '../../shared/i18n/words'
import type { LookupSource } from '../../shared/lookup/lookup-origin'
import { useWordText } from '../format/word-text'

/** Enough skeleton rows to fill the visible table; more would only cost render time. */
const MAX_SKELETON_ROWS = 20

/**
 * The list's column of the screen: the results bar, the notes on the rows' state, the item
 * table (or why it is empty) and the pager.
 */
export function ItemsResults({
  view,
  hidden,
  openItem,
  onOpen,
  onLookUp,
  density,
  onDensity,
}: {
  readonly view: ListView
  /** Under the bulk lookup, which takes the list's place until it is minimised. */
  readonly hidden: boolean
  readonly openItem: OpenItemStore
  readonly onOpen: (itemId: number) => void
  readonly onLookUp: (ids: string, source: LookupSource<Words>) => void
  readonly density: Density
  readonly onDensity: (density: Density) => void
}) {
  const { browse, params, list, shown, table, error, validation, staleError, rateLimit, retry } = view
  const scrollRef = useRef<HTMLDivElement>(null)
  const wordText = useWordText()
  const unreadable = shown ? unreadableSummary(shown.unreadable, shown.items.length) : null
  useTopOnChange(scrollRef, [view.shownPage, shown?.items])

  return (
    <div className="results" hidden={hidden}>
      <ResultsBar
        sorting={table.state.sorting}
        activity={view.activity}
        onServerOrder={() => table.resetSorting(true)}
        unreadable={
          shown
            ? [unreadable, shown.positionUnknown].flatMap((w) => (w ? [wordText(w)] : [])).join(' ') || null
            : null
        }
        duplicates={(table.options.meta?.marks.size ?? 0) > 0}
        actions={<ListActions filters={params.filters} shown={view.ownRows} onLookUp={onLookUp} />}
      />
      {staleError && shown ? (
        <StaleBanner
          error={staleError}
          loadedAt={list.shownAt}
          previousFilters={view.previousFilters}
          rateLimit={rateLimit}
          onRetry={retry}
        />
      ) : null}
      {view.waitingLong && !error ? <PreviousFiltersNote /> : null}
      {validation && shown ? (
        <p className="results__note">
          <FormattedMessage
            id="items.results.refusedStillShowing"
            defaultMessage="Still showing the previous results: the catalog refused the new filters (see above)."
          />
        </p>
      ) : null}
      <div className="results__scroll" ref={scrollRef}>
        <ItemTable
          scrollRef={scrollRef}
          table={table}
          loading={list.loading || (!shown && list.query.isFetching)}
          skeletonRows={Math.min(params.pageSize, MAX_SKELETON_ROWS)}
          openItem={openItem}
          stale={Boolean(
            staleError || validation || view.waitingLong || (view.previousFilters && !list.placeholder),
          )}
          onOpen={onOpen}
          rowsKey={view.rowsKey}
          density={density}
          unreadable={shown?.unreadable}
        />
        {shown && shown.items.length === 0 && !list.placeholder && !error ? (
          <EmptyState
            filtered={hasFilters(params.filters)}
            onClearFilters={() => browse.applyFilters(EMPTY_FILTERS)}
          />
        ) : null}
        {!shown && error && !view.sessionEnded && !list.query.isFetching ? (
          <ListFailure
            error={error}
            rateLimit={rateLimit}
            onRetry={retry}
            onClearFilters={validation ? () => browse.applyFilters(EMPTY_FILTERS) : null}
          />
        ) : null}
      </div>
      <PaginationBar
        page={view.shownPage}
        pages={view.pages}
        total={shown?.total ?? null}
        pageSize={params.pageSize}
        loadingNext={list.placeholder}
        failed={!shown && error !== null && !list.query.isFetching}
        positionUnknown={shown?.positionUnknown !== undefined}
        onPage={view.goToPage}
        onPageSize={(size) => table.setPageSize(size)}
      >
        <DensitySelect density={density} onChange={onDensity} />
      </PaginationBar>
    </div>
  )
}
