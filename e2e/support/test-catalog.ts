import { randomBytes } from 'node:crypto'
import {
  EMPTY_FILTERS,
  itemResponseSchema,
  listResponseSchema,
  type ListFilters,
  type ListResponse,
  type DocumentedSingleItem,
  toSearchParams,
} from '../../src/shared/catalog'
import { startDemoServer, type DemoServerOptions, type RunningDemoServer } from '../../src/demo-server'
import { e2eDemoNow } from './demo-clock'

/**
 * A demo catalog on a real socket, started by the test process, plus a tiny client for it.
 *
 * Stories compare what the app shows with what the server itself answers for the same query,
 * so no expected count is written into a test by hand.
 */
export interface TestCatalog {
  readonly url: string
  readonly token: string
  /** `GET /v1/items` with these filters, validated with the service's own schemas. */
  list(filters?: Partial<ListFilters>, limit?: number, page?: number): Promise<ListResponse>
  /** How many items match these filters, as the server counts them. */
  total(filters?: Partial<ListFilters>): Promise<number>
  /** `GET /v1/items/{id}`. */
  item(id: number): Promise<DocumentedSingleItem>
  /** Makes the item report `status` from now on (catalogs started with `scriptable: true`). */
  setStatus(id: number, status: string): Promise<void>
  close(): Promise<void>
}

/** A token nobody could guess or find by accident: tests search files for it. */
export function uniqueToken(): string {
  return `e2e-token-${randomBytes(16).toString('hex')}`
}

export async function startTestCatalog(
  options: Omit<DemoServerOptions, 'port' | 'token'> = {},
): Promise<TestCatalog> {
  const token = uniqueToken()
  const server: RunningDemoServer = await startDemoServer({
    now: e2eDemoNow(),
    ...options,
    port: 0,
    host: '127.0.0.1',
    token,
  })
  return catalogClient(server.url, token, () => server.close())
}

/** The client half alone, for a catalog started elsewhere (e.g. behind a proxy). */
export function catalogClient(url: string, token: string, close: () => Promise<void>): TestCatalog {
  const get = async (path: string): Promise<unknown> => {
    const response = await fetch(`${url}${path}`, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    })
    if (!response.ok) throw new Error(`GET ${path}: HTTP ${response.status} ${await response.text()}`)
    return response.json()
  }
  const list = async (filters: Partial<ListFilters> = {}, limit = 1, page = 1) => {
    const query = toSearchParams({
      filters: { ...EMPTY_FILTERS, ...filters },
      limit,
      page,
    })
    return listResponseSchema.parse(await get(`/v1/items?${query.toString()}`))
  }
  return {
    url,
    token,
    list,
    total: async (filters = {}) => (await list(filters)).pagination.total,
    item: async (id) => itemResponseSchema.parse(await get(`/v1/items/${id}`)).data,
    async setStatus(id, status) {
      const response = await fetch(`${url}/__demo/items/${id}/status?value=${encodeURIComponent(status)}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      })
      if (response.status !== 204)
        throw new Error(`setStatus ${id}: HTTP ${response.status} ${await response.text()}`)
    },
    close,
  }
}
