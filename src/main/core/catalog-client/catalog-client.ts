import type { z } from 'zod'
import { normalizeBaseUrl } from '../../../shared/base-url'
import {
  itemAnswerSchema,
  listAnswerSchema,
  toSearchParams,
  type ListQuery,
  type SingleItem,
} from '../../../shared/catalog'
import { fail, noSession, ok, type Result } from '../../../shared/errors'
import { words } from '../../../shared/i18n/words'
import type { ItemsPage } from '../../../shared/ipc'
import { catalogGet } from './catalog-request'
import { readListPage } from './list-page'
import type { RequestContext } from './request-context'
import { DEFAULT_RETRY_POLICY, withRetries, type RetryPolicy } from './retry'
import { inEnglish } from '../../../shared/i18n/english'

/**
 * The Item Catalog Service client: the only code that sends the token over the network.
 *
 * Every URL is built from the configured base URL (which may carry a path prefix such as
 * `/api`). Pages are fetched by page number against that base, never by following the
 * absolute URLs in `pagination.links`: those come from the server and could name any host.
 */
export interface CatalogClientOptions {
  /** The catalog's base URL; normalised here (a trailing slash is fine). */
  readonly baseUrl: string
  /** The token, or a function returning it (null when the session has ended). */
  readonly token?: string
  readonly getToken?: () => string | null
  /** Per attempt; default 20 s. */
  readonly timeoutMs?: number
  /** Default: the global fetch. */
  readonly fetch?: typeof fetch
  readonly retry?: Partial<RetryPolicy>
}

export interface CatalogClient {
  readonly baseUrl: string
  listItems(query: ListQuery, signal?: AbortSignal): Promise<Result<ItemsPage>>
  getItem(id: number, signal?: AbortSignal): Promise<Result<SingleItem>>
}

export const DEFAULT_TIMEOUT_MS = 20_000

export function createCatalogClient(options: CatalogClientOptions): CatalogClient {
  const normalised = normalizeBaseUrl(options.baseUrl)
  // A programming error, not user input: callers normalise what people type first.
  if (!normalised.ok) throw new TypeError(`createCatalogClient: ${inEnglish(normalised.message)}`)
  const baseUrl = normalised.baseUrl
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const fetchImpl = options.fetch ?? globalThis.fetch
  const policy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...options.retry }
  const getToken = options.getToken ?? (() => options.token ?? null)

  const get = async <T>(url: URL, schema: z.ZodType<T>, itemId: number | null, signal?: AbortSignal) => {
    const context: RequestContext = { baseUrl, itemId, timeoutMs }
    return withRetries(
      async () => {
        const token = getToken()
        if (!token) return fail<T>(noSession())
        return catalogGet({ url, token, schema, context, fetch: fetchImpl, signal })
      },
      policy,
      signal,
    )
  }

  return {
    baseUrl,
    async listItems(query, signal) {
      const url = new URL(`${baseUrl}/v1/items`)
      url.search = toSearchParams(query).toString()
      const result = await get(url, listAnswerSchema, null, signal)
      if (!result.ok) return result
      return readListPage(query, result.data)
    },
    async getItem(id, signal) {
      if (!Number.isSafeInteger(id) || id < 1) {
        return fail({
          kind: 'invalid_request',
          message: words(
            {
              id: 'error.notAnItemId',
              defaultMessage: '"{id}" is not an item ID: use a whole number of 1 or more.',
            },
            { id: String(id) },
          ),
          path: 'id',
        })
      }
      const url = new URL(`${baseUrl}/v1/items/${id}`)
      const result = await get(url, itemAnswerSchema, id, signal)
      if (!result.ok) return result
      if (result.data.data.id !== id) {
        return fail({
          kind: 'bad_response',
          message: words(
            {
              id: 'error.otherItem',
              defaultMessage:
                "Asked for item {asked}, the catalog answered with item {got}. The app does not show it; report this to the catalog's operators.",
            },
            { asked: String(id), got: String(result.data.data.id) },
          ),
          status: 200,
          path: 'data.id',
        })
      }
      return ok(result.data.data)
    },
  }
}
