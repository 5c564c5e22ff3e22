import { useCallback, useMemo, useState } from 'react'
import { useIntl } from 'react-intl'
import { functionalUpdate, type OnChangeFn, type PaginationState } from '@tanstack/react-table'
import type { ListItem } from '../../shared/catalog'
import type { CatalogPrefs } from '../../shared/ipc'
import { useRateLimitRetry } from '../api/use-rate-limit-retry'
import { useItemTable } from '../table/use-item-table'
import { useStoredValue } from '../state/value-store'
import { useBrowseState } from './use-browse-state'
import { useItemsList } from './api/use-items-list'

const NO_ITEMS: readonly ListItem[] = []

/**
 * The list as the screen shows it: the browse state, the page on screen, the table over its
 * rows, paging, the rate-limit countdown, and what the rows' state is called (loading,
 * refused, stale, from other filters).
 */
export function useListView(catalog: string, initialPrefs: CatalogPrefs) {
  const intl = useIntl()
  const browse = useBrowseState(catalog, initialPrefs)
  const { params } = browse
  const list = useItemsList(catalog, params, browse.answered)
  const current = list.query.isSuccess && !list.placeholder
  const shown = list.shown

  // The filters the rows on screen were loaded with: while new filters load or fail, the
  // old rows stay, and must say they belong to other filters.
  const filtersKey = JSON.stringify(params.filters)
  const [shownFilters, setShownFilters] = useState(filtersKey)
  if (current && shownFilters !== filtersKey) setShownFilters(filtersKey)
  const previousFilters = shown !== undefined && shownFilters !== filtersKey
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

  const error = list.error
  const validation = error?.kind === 'validation' ? error : null
  const sessionEnded = error?.kind === 'unauthorized' || error?.kind === 'no_session'
  const staleError = error && !validation && !sessionEnded && error.kind !== 'cancelled' ? error : null

  let activity = ''
  const loadingPage = (page: number) =>
    intl.formatMessage(
      { id: 'items.activity.loadingPage', defaultMessage: 'Loading page {page, number, ::group-off}…' },
      { page },
    )
  if (list.loading)
    activity = intl.formatMessage({ id: 'items.activity.loadingItems', defaultMessage: 'Loading items…' })
  else if (list.refreshing) {
    activity = list.placeholder
      ? loadingPage(params.page)
      : intl.formatMessage({ id: 'items.activity.updating', defaultMessage: 'Updating…' })
  } else if (waitingLong) activity = loadingPage(1)

  return {
    browse,
    params,
    list,
    current,
    shown,
    /** The rows on screen when they belong to the applied filters (what `Look up this page` takes). */
    ownRows: previousFilters ? undefined : shown,
    previousFilters,
    waitingLong,
    table,
    shownPage,
    /** Which request the rows on screen answer: the filters they were loaded with and their page. */
    rowsKey: `${shownFilters} ${shownPage}`,
    pages,
    rateLimit,
    retry,
    goToPage,
    error,
    validation,
    sessionEnded,
    staleError,
    activity,
  }
}

export type ListView = ReturnType<typeof useListView>
