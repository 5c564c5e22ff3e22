import type { RecentBulkLookup } from '../../../shared/watch'
import { callCatalog } from '../../api/call-catalog'
import { appKeys } from '../../api/query-keys'
import { useReplacingMutation } from '../../api/replacing-mutation'

/** Keeps a bulk lookup (its IDs, and the reply language it had) in Recent lookups. */
export const useRecordBulkLookup = (catalog: string) =>
  useReplacingMutation(
    appKeys.recentBulk(catalog),
    ({ ids, language, chosen }: Omit<RecentBulkLookup, 'at'>) =>
      callCatalog((api) => api.recordBulkLookup({ ids: [...ids], language, chosen })),
  )
