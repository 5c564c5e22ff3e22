import type { Catalog } from '../data/catalog-data'
import type { QueryParam } from '../http/query'

/** What a route handler knows about one request, after routing, method and auth checks. */
export interface RequestContext {
  readonly catalog: Catalog
  /** Origin for absolute URLs in the answer, e.g. `http://127.0.0.1:4010`. */
  readonly origin: string
  /** The raw request path, e.g. `/v1/items`. */
  readonly path: string
  readonly params: readonly QueryParam[]
  readonly headers: Readonly<Record<string, string | string[] | undefined>>
  /** Statuses changed through the scriptable endpoint (`--scriptable`), by item id. */
  readonly statusOverrides: ReadonlyMap<number, string>
}
