import { notifyManager, QueryClient } from '@tanstack/react-query'
import { limitCachedItemData } from './list-cache-limit'

/**
 * The app's QueryClient.
 *
 * Retries are off everywhere: main already retries `network`, `server` and `rate_limited`
 * with backoff, and retrying anything else (`validation`, `unauthorized`, `not_found`, …)
 * cannot change the answer. A renderer retry on top would also fight main's request slots:
 * retrying a superseded page would cancel the page the user is now looking at.
 *
 * Query results reach components in a microtask, not TanStack's default `setTimeout(0)`:
 * under the load of a page being painted, that timer often ran after the next frame had
 * begun, so an item's details or a filter's rows waited a whole frame more than their
 * answer did. The cost TanStack names for a microtask (less batching, more renders) is
 * counted by the render bench's census, which has not moved.
 */
/**
 * A settled mutation leaves the cache a second later: nothing reads one back (its caller has
 * its result through callbacks), and TanStack's default keeps each for 5 minutes, so a busy
 * hour of opening items, each recorded in Recent, held hundreds with a timer apiece. Not 0:
 * a mutation still pending with no observer (a watch toggle whose button has gone) re-arms
 * this timer until it settles, and at 0 ms that is a loop running every few milliseconds.
 */
export const MUTATION_GC_MS = 1_000

export function createQueryClient(): QueryClient {
  notifyManager.setScheduler(queueMicrotask)
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: false },
      mutations: { retry: false, gcTime: MUTATION_GC_MS },
    },
  })
  limitCachedItemData(client)
  return client
}
