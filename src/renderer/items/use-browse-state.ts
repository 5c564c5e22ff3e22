import { useEffect, useMemo, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { ListFilters } from '../../shared/catalog'
import type { CatalogPrefs } from '../../shared/ipc'
import type { ListParams } from '../api/query-keys'
import { listViewOf } from '../../shared/catalog/view-query'
import { useStableCallback } from '../ui/use-stable-callback'
import { createValueStore } from '../state/value-store'
import { askListAhead } from './api/ask-ahead'
import { ANSWER_WAIT_MS } from './answer-wait'
import { SLOW_LOAD_MS } from './results-bar'

/**
 * The one state object behind the list: filters, page and page size. It is the query key
 * and the table's pagination state at once (conventions, pattern 10), so the two can never
 * disagree.
 *
 * New filters are asked for before the list moves to them: the filter bar, the rows, the
 * pages and the table change once, when their answer (or the catalog's refusal) is here.
 * An answer slower than `ANSWER_WAIT_MS` lets `asking` hold them meanwhile (the filter bar
 * shows them as applied, nothing around the table renders), and `waitingLong` turns true once
 * the wait lasts `SLOW_LOAD_MS` (the old rows are then dimmed and explained). A later step of
 * the agent's (other filters, another page) supersedes the request: its answer then moves nothing.
 */
export function useBrowseState(catalog: string, initial: CatalogPrefs) {
  const queryClient = useQueryClient()
  const [view, setView] = useState(() => ({ params: listViewOf(initial), answered: false }))
  const [asking] = useState(() => createValueStore<ListParams | null>(null))
  const [waitingLong] = useState(() => createValueStore(false))
  const requested = useRef<ListParams | null>(null)
  const timers = useRef<ReturnType<typeof setTimeout>[]>([])

  const stopAsking = useStableCallback(() => {
    for (const timer of timers.current) clearTimeout(timer)
    requested.current = null
    asking.set(null)
    waitingLong.set(false)
  })
  // A window that leaves this catalog lets a late answer move nothing.
  useEffect(() => stopAsking, [stopAsking])

  /** False when these filters are shown already on page 1: the caller reloads instead. */
  const applyFilters = useStableCallback((filters: ListFilters): boolean => {
    stopAsking()
    const { params } = view
    if (params.page === 1 && JSON.stringify(filters) === JSON.stringify(params.filters)) return false
    const next: ListParams = { ...params, filters, page: 1 }
    requested.current = next
    timers.current = [
      setTimeout(() => asking.set(next), ANSWER_WAIT_MS),
      setTimeout(() => waitingLong.set(true), SLOW_LOAD_MS),
    ]
    const show = () => {
      if (requested.current !== next) return
      stopAsking()
      setView({ params: next, answered: true })
    }
    askListAhead(queryClient, catalog, next).then(show, show)
    return true
  })

  const actions = useMemo(
    () => ({
      /** Page and size move together: the table keeps the top row in view when the size changes. */
      setPosition: (page: number, pageSize: number) => {
        stopAsking()
        setView((current) =>
          current.params.page === page && current.params.pageSize === pageSize
            ? current
            : { params: { ...current.params, page: Math.max(1, page), pageSize }, answered: false },
        )
      },
      /** While rendering: a remembered page past the end of fewer results moves to the last. */
      clampPage: (pages: number) =>
        setView((current) => ({ params: { ...current.params, page: pages }, answered: false })),
    }),
    [stopAsking],
  )
  return {
    params: view.params,
    /**
     * The list moved here because its answer arrived: an error it brought is shown as it is,
     * not asked for a second time by the list's query mounting on it.
     */
    answered: view.answered,
    asking,
    waitingLong,
    applyFilters,
    ...actions,
  }
}
