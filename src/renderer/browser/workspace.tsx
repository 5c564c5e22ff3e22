import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { functionalUpdate, type OnChangeFn, type PaginationState } from '@tanstack/react-table'
import type { ListFilters, ListItem } from '../../shared/catalog'
import { EMPTY_FILTERS } from '../../shared/catalog/empty-filters'
import { hasFilters } from '../../shared/catalog/filters'
import type { CatalogPrefs, SessionState } from '../../shared/ipc'
import { ErrorMessage } from '../common/error-message'
import { NoticesBanner } from '../common/notices-banner'
import { DetailPane } from '../detail/detail-pane'
import { BulkLookup } from '../lookup/bulk-lookup'
import { FilterBar } from '../filters/filter-bar'
import { filterErrorsOf } from '../filters/filter-errors'
import { PaginationBar } from '../pagination/pagination-bar'
import { ItemTable } from '../table/item-table'
import { useItemTable } from '../table/use-item-table'
import { BrowserHeader } from './browser-header'
import { ExportListMenu } from './export-list-menu'
import { EmptyState, StaleBanner } from './list-states'
import { ResultsBar } from './results-bar'
import { useBrowseState } from './use-browse-state'
import { useItemsList } from './use-items-list'
import { useKeyboardShortcuts } from './use-keyboard-shortcuts'
import { usePersistPrefs } from './use-persist-prefs'
import './browser.css'

type Connected = Extract<SessionState, { connected: true }>

const NO_ITEMS: readonly ListItem[] = []
/** Enough skeleton rows to fill the visible table; more would only cost render time. */
const MAX_SKELETON_ROWS = 20

/**
 * The browser screen once prefs are known: header, filters, the item table with paging,
 * and the detail pane. Owns the one list state object and wires keyboard shortcuts.
 */
export function Workspace({
  session,
  initialPrefs,
  onSignedOut,
}: {
  readonly session: Connected
  readonly initialPrefs: CatalogPrefs
  readonly onSignedOut: (session: SessionState) => void
}) {
  const catalog = session.catalog.baseUrl
  const browse = useBrowseState(initialPrefs)
  const { params } = browse
  const list = useItemsList(catalog, params)
  const [openId, setOpenId] = useState<number | null>(null)
  const [paneFocusRequest, setPaneFocusRequest] = useState(0)
  const nameInputRef = useRef<HTMLInputElement>(null)
  const itemIdRef = useRef<HTMLInputElement>(null)
  /** The bulk lookup, when open: the text it opened with; `key` remounts it for new text. */
  const [bulk, setBulk] = useState<{ readonly text: string; readonly key: number } | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const scrollRef = useRef<HTMLDivElement>(null)

  const current = list.query.isSuccess && !list.placeholder
  usePersistPrefs(catalog, params, current, initialPrefs)

  const shown = list.shown
  // A remembered page past the end (fewer results than last time) moves to the last page.
  if (current && shown && shown.pages > 0 && params.page > shown.pages) {
    browse.setPosition(shown.pages, params.pageSize)
  }

  const pagination = useMemo<PaginationState>(
    () => ({ pageIndex: params.page - 1, pageSize: params.pageSize }),
    [params.page, params.pageSize],
  )
  const { setPosition } = browse
  const onPaginationChange = useCallback<OnChangeFn<PaginationState>>(
    (updater) => {
      const next = functionalUpdate(updater, pagination)
      setPosition(next.pageIndex + 1, next.pageSize)
    },
    [pagination, setPosition],
  )
  const table = useItemTable({
    items: shown?.items ?? NO_ITEMS,
    pagination,
    rowCount: shown?.total,
    pageCount: shown?.pages,
    onPaginationChange,
  })

  // The position shown is that of the rows on screen; paging moves from there.
  const shownPage = shown?.page ?? params.page
  const pages = shown?.pages ?? 0
  const goToPage = (page: number) => {
    if (page < 1 || (pages > 0 && page > pages)) return
    table.setPageIndex(page - 1)
  }

  useEffect(() => {
    if (paneFocusRequest > 0) headingRef.current?.focus()
  }, [paneFocusRequest])

  const closeDetail = () => {
    if (openId === null) return false
    const row = document.querySelector<HTMLElement>(`tr[data-item-id="${openId}"]`)
    setOpenId(null)
    row?.focus()
    return true
  }

  useKeyboardShortcuts({
    focusFilter: () => nameInputRef.current?.focus(),
    focusItemId: () => itemIdRef.current?.focus(),
    closeDetail,
    previousPage: () => goToPage(shownPage - 1),
    nextPage: () => {
      if (!list.placeholder) goToPage(shownPage + 1)
    },
  })

  const applyFilters = (filters: ListFilters) => {
    const same = JSON.stringify(filters) === JSON.stringify(params.filters)
    // Applying the same filters again means "reload": the key would not change by itself.
    if (same && params.page === 1) void list.query.refetch()
    else browse.applyFilters(filters)
  }

  const error = list.error
  const validation = error?.kind === 'validation' ? error : null
  const sessionEnded = error?.kind === 'unauthorized' || error?.kind === 'no_session'
  const staleError = error && !validation && !sessionEnded && error.kind !== 'cancelled' ? error : null
  const retry = () => void list.query.refetch()

  let activity = ''
  if (list.loading) activity = 'Loading items…'
  else if (list.refreshing) activity = list.placeholder ? `Loading page ${params.page}…` : 'Updating…'

  return (
    <div className={openId === null ? 'browser' : 'browser has-detail'}>
      <BrowserHeader
        session={session}
        openId={openId}
        itemIdRef={itemIdRef}
        onSignedOut={onSignedOut}
        onOpenItem={(id) => {
          setOpenId(id)
          setPaneFocusRequest((count) => count + 1)
        }}
        onLookUpSeveral={(text) => setBulk((previous) => ({ text, key: (previous?.key ?? 0) + 1 }))}
      />
      <main className="browser__main">
        <NoticesBanner />
        <FilterBar
          applied={params.filters}
          serverErrors={filterErrorsOf(validation)}
          nameInputRef={nameInputRef}
          onApply={applyFilters}
        />
        <div className="browser__body">
          {bulk ? (
            <BulkLookup
              key={bulk.key}
              catalog={catalog}
              initial={bulk.text}
              selectedId={openId}
              onOpenItem={setOpenId}
              onClose={() => setBulk(null)}
            />
          ) : null}
          <div className="results" hidden={bulk !== null}>
            <ResultsBar
              sorting={table.state.sorting}
              activity={activity}
              onServerOrder={() => table.resetSorting(true)}
              actions={<ExportListMenu filters={params.filters} total={shown?.total ?? null} />}
            />
            {staleError && shown ? (
              <StaleBanner error={staleError} loadedAt={list.shownAt} onRetry={retry} />
            ) : null}
            {validation && shown ? (
              <p className="results__note">
                Still showing the previous results: the catalog refused the new filters (see above).
              </p>
            ) : null}
            <div className="results__scroll" ref={scrollRef}>
              <ItemTable
                scrollRef={scrollRef}
                table={table}
                loading={list.loading || (!shown && list.query.isFetching)}
                skeletonRows={Math.min(params.pageSize, MAX_SKELETON_ROWS)}
                selectedId={openId}
                stale={Boolean(staleError || validation)}
                onOpen={setOpenId}
              />
              {shown && shown.items.length === 0 && !list.placeholder && !error ? (
                <EmptyState
                  filtered={hasFilters(params.filters)}
                  onClearFilters={() => browse.applyFilters(EMPTY_FILTERS)}
                />
              ) : null}
              {!shown && error && !sessionEnded && !list.query.isFetching ? (
                <div className="results__error">
                  <ErrorMessage error={error} onRetry={retry}>
                    {validation ? (
                      <button
                        type="button"
                        className="button"
                        onClick={() => browse.applyFilters(EMPTY_FILTERS)}
                      >
                        Clear all filters
                      </button>
                    ) : null}
                  </ErrorMessage>
                </div>
              ) : null}
            </div>
            <PaginationBar
              page={shownPage}
              pages={pages}
              total={shown?.total ?? null}
              pageSize={params.pageSize}
              loadingNext={list.placeholder}
              onPage={goToPage}
              onPageSize={(size) => table.setPageSize(size)}
            />
          </div>
          {openId !== null ? (
            <DetailPane
              key={openId}
              catalog={catalog}
              id={openId}
              headingRef={headingRef}
              onClose={() => closeDetail()}
            />
          ) : null}
        </div>
      </main>
    </div>
  )
}
