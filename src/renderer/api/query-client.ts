import { QueryClient } from '@tanstack/react-query'
import { limitCachedItemData } from './list-cache-limit'

/**
 * The app's QueryClient.
 *
 * Retries are off everywhere: main already retries `network`, `server` and `rate_limited`
 * with backoff, and retrying anything else (`validation`, `unauthorized`, `not_found`, …)
 * cannot change the answer. A renderer retry on top would also fight main's request slots:
 * retrying a superseded page would cancel the page the user is now looking at.
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: false },
      mutations: { retry: false },
    },
  })
  limitCachedItemData(client)
  return client
}
