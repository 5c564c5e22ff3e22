import { useMemo, useState } from 'react'
import type { ListFilters } from '../../shared/catalog'
import type { CatalogPrefs } from '../../shared/ipc'
import type { ListParams } from '../api/query-keys'
import { listViewOf } from '../../shared/catalog/view-query'

/**
 * The one state object behind the list: filters, page and page size. It is the query key
 * and the table's pagination state at once (conventions, pattern 10), so the two can never
 * disagree.
 */
export function useBrowseState(initial: CatalogPrefs) {
  const [params, setParams] = useState<ListParams>(() => listViewOf(initial))
  const actions = useMemo(
    () => ({
      /** New filters start at page 1: the old page number means nothing for another result set. */
      applyFilters: (filters: ListFilters) => setParams((current) => ({ ...current, filters, page: 1 })),
      /** Page and size move together: the table keeps the top row in view when the size changes. */
      setPosition: (page: number, pageSize: number) =>
        setParams((current) =>
          current.page === page && current.pageSize === pageSize
            ? current
            : { ...current, page: Math.max(1, page), pageSize },
        ),
    }),
    [],
  )
  return { params, ...actions }
}
