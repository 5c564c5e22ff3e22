import { Suspense, useCallback, useMemo, useRef, useState } from 'react'
import { functionalUpdate, type OnChangeFn, type PaginationState } from '@tanstack/react-table'
import type { ListFilters, ListItem } from '../../shared/catalog'
import { EMPTY_FILTERS } from '../../shared/catalog/empty-filters'
import { hasFilters } from '../../shared/catalog/filters'
import type { CatalogPrefs, SessionState } from '../../shared/ipc'
import type { LinkTarget } from '../../shared/links/catalog-link'
import type { CatalogNavigation } from '../catalogs/catalog-controls'
import { LinkRequests } from '../links/link-requests'
import { linkCatalog } from '../links/copy-link-button'
import { NoticesBanner } from '../ui/notices-banner'
import { UpdateBanner } from '../updates/update-banner'
import { lazyNamed } from '../ui/lazy-named'
import { FilterBar } from '../filters/filter-bar'
import { filterErrorsOf } from '../filters/filter-errors'
import { PaginationBar } from '../pagination/pagination-bar'
import { DEFAULT_LAYOUT, type LayoutPrefs } from '../../shared/layout'
import { DensitySelect } from '../layout/density-select'
import { useMediaQuery } from '../layout/use-media-query'
import { useOutageRecovery } from '../api/outage-recovery'
import { ItemTable } from '../table/item-table'
import { useItemTable } from '../table/use-item-table'
import { HeaderTools, type HeaderPanel } from '../watch/header-tools'
import { useOpenItemMemory } from '../recent/use-open-item-memory'
import { createOpenItemStore } from '../state/open-item-store'
import { OpenItemPane } from './open-item-pane'
import { useOpenItem } from './use-open-item'
import { useTopOnChange } from '../ui/use-top-on-change'
import { useWatchEvents } from '../watch/use-watch-events'
import { ItemsHeader } from './items-header'
import { ListActions } from './list-actions'
import { useRateLimitRetry } from '../api/use-rate-limit-retry'
import { EmptyState, ListFailure, PreviousFiltersNote, StaleBanner } from './list-states'
import { ResultsBar } from './results-bar'
import { unreadableSummary } from './unreadable-summary'
import { useBrowseState } from './use-browse-state'
import { useItemsList } from './use-items-list'
import { useKeyboardShortcuts } from './use-keyboard-shortcuts'
import { ReplyTemplatesHost } from '../replies/reply-templates-host'
import { usePersistPrefs } from './use-persist-prefs'
import { useStableCallback } from '../ui/use-stable-callback'
import { useStoredValue } from '../ui/value-store'
import { useBulkOpening } from '../lookup/kept-lookup'
import { useArrivalTarget, useLinkTargetOpener } from './use-link-target-opener'
import './items-screen.css'

/** Not on the first screen: the bulk lookup's module loads the first time it opens. */
const BulkLookup = lazyNamed(() => import('../lookup/bulk-lookup'), 'BulkLookup')

type Connected = Extract<SessionState, { connected: true }>

const NO_ITEMS: readonly ListItem[] = []
/** Below this width the detail pane overlays the table (items-screen.css uses the same 1100 px). */
const DRAWER_QUERY = '(max-width: 1100px)'
/** Enough skeleton rows to fill the visible table; more would only cost render time. */
const MAX_SKELETON_ROWS = 20

/**
 * The item screen once prefs are known: header, filters, the item table with paging,
 * and the detail pane. Owns the one list state object and wires keyboard shortcuts.
 *
 * It re-renders with every page and filter change, so what does not show the list (header,
 * banners, filter bar, the open item's pane, the link and reply hosts) is memoised and gets
 * stable handlers: a new page re-renders the list, not them (what-renders.test.tsx).
 */
export function Workspace({
  session,
  initialPrefs,
  navigation,
  pendingTarget,
  onTargetOpened,
}: {
  readonly session: Connected
  readonly initialPrefs: CatalogPrefs
  readonly navigation: CatalogNavigation
  /** What a link asked to open here, when the window switched catalogs for it. */
  readonly pendingTarget: LinkTarget | null
  readonly onTargetOpened: () => void
}) {
  const catalog = session.catalog.baseUrl
  const browse = useBrowseState(catalog, initialPrefs)
  const { params } = browse
  const list = useItemsList(catalog, params, browse.answered)
  useOutageRecovery()
  // The open item lives in its own store: opening one re-renders what shows it, not this.
  const [openItemStore] = useState(() => createOpenItemStore())
  const nameInputRef = useRef<HTMLInputElement>(null)
  const itemIdRef = useRef<HTMLInputElement>(null)
  const { bulk, open: openBulk, reopen: reopenBulk, close: closeBulk, ...aside } = useBulkOpening(catalog)
  const scrollRef = useRef<HTMLDivElement>(null)

  const current = list.query.isSuccess && !list.placeholder
  const [layout, setLayout] = useState<LayoutPrefs>(initialPrefs.layout ?? DEFAULT_LAYOUT)
  usePersistPrefs(catalog, params, current, initialPrefs, layout)
  const drawer = useMediaQuery(DRAWER_QUERY)

  const shown = list.shown
  // The filters the rows on screen were loaded with: while new filters load or fail, the
  // old rows stay, and must say they belong to other filters.
  const filtersKey = JSON.stringify(params.filters)
  const [shownFilters, setShownFilters] = useState(filtersKey)
  if (current && shownFilters !== filtersKey) setShownFilters(filtersKey)
  const previousFilters = shown !== undefined && shownFilters !== filtersKey
  /** The rows on screen when they belong to the applied filters (what `Look up this page` takes). */
  const ownRows = previousFilters ? undefined : shown
  // Dimmed and explained only once the new filters' wait lasts: a quick answer just swaps the rows.
  const waitingLong = useStoredValue(browse.waitingLong)
  // A remembered page past the end (fewer results than last time) moves to the last page.
  if (current && shown && shown.pages > 0 && params.page > shown.pages) {
    browse.clampPage(shown.pages)
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
  const { state: rateLimit, retry } = useRateLimitRetry({
    error: list.error,
    failedAt: list.query.errorUpdatedAt,
    fetching: list.query.isFetching,
    refetch: list.query.refetch,
  })
  const goToPage = (page: number) => {
    if (page < 1 || (pages > 0 && page > pages)) return
    // The page that failed is asked again by the button that asked for it: its key has not
    // changed, so moving there again would send nothing.
    if (page === params.page && list.query.isError) retry()
    else table.setPageIndex(page - 1)
  }

  const { openItem, openNamedItem } = useOpenItem(catalog, openItemStore, drawer)

  useTopOnChange(scrollRef, [shownPage, shown?.items])

  const [panel, setPanel] = useState<HeaderPanel>(null)
  useWatchEvents({ catalog, onRevealWatch: () => setPanel('watch') })
  const openTarget = useLinkTargetOpener(openNamedItem, openBulk, closeBulk)
  useArrivalTarget(pendingTarget, openTarget, onTargetOpened)
  useOpenItemMemory(catalog, openItemStore, openItem)

  const closeDetail = useCallback(() => {
    const openId = openItemStore.get()
    if (openId === null) return false
    const row = document.querySelector<HTMLElement>(`tr[data-item-id="${openId}"]`)
    openItemStore.set(null)
    row?.focus()
    return true
  }, [openItemStore])

  useKeyboardShortcuts({
    focusFilter: () => nameInputRef.current?.focus(),
    focusItemId: () => itemIdRef.current?.focus(),
    closeDetail,
    previousPage: () => goToPage(shownPage - 1),
    nextPage: () => {
      if (!list.placeholder) goToPage(shownPage + 1)
    },
  })

  const applyFilters = useStableCallback((filters: ListFilters): boolean => {
    if (browse.applyFilters(filters)) return true
    // Applying the same filters again means "reload": the key would not change by itself.
    void list.query.refetch()
    return false
  })
  const setDetailWidth = useCallback(
    (detailWidth: number) => setLayout((current) => ({ ...current, detailWidth })),
    [],
  )
  const headerTools = useMemo(
    () => (
      <HeaderTools
        catalog={catalog}
        panel={panel}
        onPanel={setPanel}
        onOpenItem={openItem}
        onOpenLookup={reopenBulk}
      />
    ),
    [catalog, panel, openItem, reopenBulk],
  )

  const error = list.error
  const validation = error?.kind === 'validation' ? error : null
  const sessionEnded = error?.kind === 'unauthorized' || error?.kind === 'no_session'
  const staleError = error && !validation && !sessionEnded && error.kind !== 'cancelled' ? error : null

  let activity = ''
  if (list.loading) activity = 'Loading items…'
  else if (list.refreshing) activity = list.placeholder ? `Loading page ${params.page}…` : 'Updating…'
  else if (waitingLong) activity = 'Loading page 1…'

  return (
    <div className="items-screen">
      <ItemsHeader
        session={session}
        openItem={openItemStore}
        itemIdRef={itemIdRef}
        navigation={navigation}
        onOpenItem={openNamedItem}
        onLookUpSeveral={openBulk}
      >
        {headerTools}
      </ItemsHeader>
      <main className="items-screen__main">
        <UpdateBanner />
        <NoticesBanner />
        <FilterBar
          applied={params.filters}
          asking={browse.asking}
          serverErrors={filterErrorsOf(validation)}
          nameInputRef={nameInputRef}
          onApply={applyFilters}
        />
        <div className="items-screen__body">
          {bulk ? (
            <Suspense fallback={<section className="bulk" aria-label="Bulk lookup" aria-busy="true" />}>
              <BulkLookup
                key={bulk.key}
                catalog={catalog}
                linkCatalog={linkCatalog(session.catalog)}
                initial={bulk.text}
                source={bulk.source}
                kept={bulk.kept ?? null}
                language={bulk.language ?? null}
                openItem={openItemStore}
                onOpen={openItem}
                onClose={closeBulk}
                minimized={aside.minimized}
                onMinimize={aside.minimize}
                onRestore={aside.restore}
              />
            </Suspense>
          ) : null}
          <div className="results" hidden={bulk !== null && !aside.minimized}>
            <ResultsBar
              sorting={table.state.sorting}
              activity={activity}
              onServerOrder={() => table.resetSorting(true)}
              unreadable={
                shown
                  ? [unreadableSummary(shown.unreadable, shown.items.length), shown.positionUnknown]
                      .filter(Boolean)
                      .join(' ') || null
                  : null
              }
              duplicates={(table.options.meta?.marks.size ?? 0) > 0}
              actions={<ListActions filters={params.filters} shown={ownRows} onLookUp={openBulk} />}
            />
            {staleError && shown ? (
              <StaleBanner
                error={staleError}
                loadedAt={list.shownAt}
                previousFilters={previousFilters}
                rateLimit={rateLimit}
                onRetry={retry}
              />
            ) : null}
            {waitingLong && !error ? <PreviousFiltersNote /> : null}
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
                openItem={openItemStore}
                stale={Boolean(staleError || validation || waitingLong || (previousFilters && !list.placeholder))}
                onOpen={openItem}
                density={layout.density}
                unreadable={shown?.unreadable}
              />
              {shown && shown.items.length === 0 && !list.placeholder && !error ? (
                <EmptyState
                  filtered={hasFilters(params.filters)}
                  onClearFilters={() => browse.applyFilters(EMPTY_FILTERS)}
                />
              ) : null}
              {!shown && error && !sessionEnded && !list.query.isFetching ? (
                <ListFailure
                  error={error}
                  rateLimit={rateLimit}
                  onRetry={retry}
                  onClearFilters={validation ? () => browse.applyFilters(EMPTY_FILTERS) : null}
                />
              ) : null}
            </div>
            <PaginationBar
              page={shownPage}
              pages={pages}
              total={shown?.total ?? null}
              pageSize={params.pageSize}
              loadingNext={list.placeholder}
              failed={!shown && error !== null && !list.query.isFetching}
              positionUnknown={shown?.positionUnknown !== undefined}
              onPage={goToPage}
              onPageSize={(size) => table.setPageSize(size)}
            >
              <DensitySelect
                density={layout.density}
                onChange={(density) => setLayout((current) => ({ ...current, density }))}
              />
            </PaginationBar>
          </div>
          <OpenItemPane
            openItem={openItemStore}
            catalog={catalog}
            linkCatalog={linkCatalog(session.catalog)}
            width={layout.detailWidth}
            drawer={drawer}
            onWidth={setDetailWidth}
            onClose={closeDetail}
          />
        </div>
      </main>
      <ReplyTemplatesHost catalog={catalog} openItem={openItemStore} />
      <LinkRequests session={session} navigation={navigation} onOpen={openTarget} />
    </div>
  )
}
