import { toSearchParams, type ListQuery } from '../../../shared/catalog'
import type { Result } from '../../../shared/errors'
import type { ItemsPage } from '../../../shared/ipc'
import type { CatalogClient } from '../catalog-client/catalog-client'
import type { RequestTicket } from '../catalog-client/request-slots'

/**
 * The first page's list request, started by main as soon as the session is restored, while the
 * window is still loading its bundle and mounting: the window's first list query then finds it
 * in flight or answered instead of starting it only after the whole start-up chain.
 *
 * It answers one request only, and only the one it was made for: the same client (so the same
 * catalog and token: a switch or a sign-out in between leaves it unused) and the same query,
 * compared as the request's parameters. Anything else, a second ask or an answer gone stale,
 * and the window's request goes to the network as usual: the prefetch can only save time, never
 * hand over other data. A prefetch that was cancelled answers `cancelled`: only the end of its
 * session cancels it, and the window's ask then belongs to a catalog no longer connected. The token and the validation stay
 * where they are: it is the catalog client's own `listItems`, run a little earlier.
 */
export interface FirstPagePrefetch {
  /** Starts the request (the first call only: the start of a run happens once). */
  start(client: CatalogClient, query: ListQuery): void
  /**
   * The prefetched answer when `query` is the one it was made for and `client` is still the
   * one that made it; null otherwise. The first call uses it up, matching or not.
   */
  take(client: CatalogClient, query: ListQuery): Promise<Result<ItemsPage>> | null
}

/**
 * How long after it arrived an answer may still be handed out. The window asks within a
 * second or two of the session being restored; a window that asks later (a keychain prompt
 * answered after a coffee) gets a fresh page, as it would without the prefetch.
 */
export const FIRST_PAGE_FRESH_MS = 10_000

/** Two queries send the same request exactly when their parameters are the same. */
const requestKey = (query: ListQuery) => toSearchParams(query).toString()

interface Pending {
  readonly client: CatalogClient
  readonly key: string
  readonly answer: Promise<Result<ItemsPage>>
  answeredAt: number | null
}

export function createFirstPagePrefetch(deps: {
  /** A request ticket without a slot: ending the session cancels it like any other request. */
  readonly beginRequest: () => RequestTicket
  /** One line when it starts, when it is answered and when the window's ask uses it or not. */
  readonly log?: (line: string) => void
  readonly now?: () => number
}): FirstPagePrefetch {
  const log = deps.log ?? (() => {})
  const now = deps.now ?? Date.now
  let started = false
  let pending: Pending | null = null

  return {
    start(client, query) {
      if (started) return
      started = true
      const ticket = deps.beginRequest()
      log('first page: requested before the window asked')
      const answer = client.listItems(query, ticket.signal).finally(() => {
        ticket.done()
        if (pending?.answer === answer) pending.answeredAt = now()
      })
      void answer.then((result) => log(`first page: answered (${result.ok ? 'ok' : result.error.kind})`))
      pending = { client, key: requestKey(query), answer, answeredAt: null }
    },
    take(client, query) {
      const candidate = pending
      pending = null
      if (candidate === null) return null
      const unused = (why: string) => {
        log(`first page: not used (${why})`)
        return null
      }
      if (candidate.client !== client) return unused('the session changed')
      if (candidate.key !== requestKey(query)) return unused('the window asked for another page')
      const stale = candidate.answeredAt !== null && now() - candidate.answeredAt > FIRST_PAGE_FRESH_MS
      if (stale) return unused('answered too long ago')
      log(`first page: used (${candidate.answeredAt === null ? 'in flight' : 'answered'})`)
      return candidate.answer
    },
  }
}
