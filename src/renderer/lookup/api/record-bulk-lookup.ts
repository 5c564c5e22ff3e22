import type { RecentBulkLookup } from '../../../shared/watch'
import { asksWhoseRows } from '../../../shared/lookup/lookup-origin'
import { callCatalog } from '../../api/call-catalog'
import { appKeys } from '../../api/query-keys'
import { useReplacingMutation } from '../../api/replacing-mutation'

/**
 * Keeps a bulk lookup (its IDs, the reply language it had, and where its IDs came from when
 * not from the customer: absent, they are the customer's) in Recent lookups.
 */
export const useRecordBulkLookup = (catalog: string) =>
  useReplacingMutation(
    appKeys.recentBulk(catalog),
    ({ ids, language, chosen, origin }: Omit<RecentBulkLookup, 'at'>) =>
      callCatalog((api) =>
        api.recordBulkLookup({
          ids: [...ids],
          language,
          chosen,
          ...(origin !== undefined && asksWhoseRows(origin) ? { origin } : {}),
        }),
      ),
  )
