import type { z } from 'zod'
import {
  errorEnvelopeSchema,
  itemResponseSchema,
  listResponseSchema,
  type ErrorEnvelope,
  type ItemResponse,
  type ListResponse,
} from '../../shared/catalog'

/**
 * Test helper: talks to a running demo server over real HTTP and validates every JSON body
 * it gets with the shared contract schemas, so no test can look at a response the app's
 * own parser would reject.
 *
 * 200 from `/v1/items` must parse as `listResponseSchema`, 200 from `/v1/items/{id}` as
 * `itemResponseSchema`, every 4xx/5xx as `errorEnvelopeSchema`; HEAD, 204 and 304 must have
 * an empty body. A mismatch throws with zod's path of the first bad field.
 */
export type Checked =
  | { readonly kind: 'list'; readonly status: number; readonly headers: Headers; readonly body: ListResponse }
  | { readonly kind: 'item'; readonly status: number; readonly headers: Headers; readonly body: ItemResponse }
  | {
      readonly kind: 'error'
      readonly status: number
      readonly headers: Headers
      readonly body: ErrorEnvelope
    }
  | { readonly kind: 'empty'; readonly status: number; readonly headers: Headers }

export interface CallOptions {
  readonly method?: string
  /** Token to send as `Bearer`; null sends no Authorization header. Defaults to the client's token. */
  readonly token?: string | null
  readonly headers?: Readonly<Record<string, string>>
}

function fail(message: string): never {
  throw new Error(message)
}

function parseWith<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  return fail(
    `${what} does not match the contract at ${issue?.path.map(String).join('.') || '(root)'}: ${issue?.message}\n${JSON.stringify(value).slice(0, 500)}`,
  )
}

/** Validates one response; exported so tests that fetch by hand (e.g. pagination links) use it too. */
export async function checkResponse(response: Response, method: string): Promise<Checked> {
  const { status, headers } = response
  const text = await response.text()
  if (method === 'HEAD' || status === 204 || status === 304) {
    if (text !== '') fail(`${method} ${response.url} answered ${status} with a body`)
    return { kind: 'empty', status, headers }
  }
  if (!headers.get('content-type')?.startsWith('application/json')) {
    fail(`${response.url} answered ${status} with content-type ${headers.get('content-type')}`)
  }
  if (headers.get('x-content-type-options') !== 'nosniff') fail(`${response.url}: JSON without nosniff`)
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return fail(`${response.url} answered ${status} with invalid JSON: ${text.slice(0, 200)}`)
  }
  if (status >= 400)
    return { kind: 'error', status, headers, body: parseWith(errorEnvelopeSchema, json, 'error body') }
  if (status !== 200) return fail(`${response.url}: unexpected status ${status}`)
  const path = new URL(response.url).pathname
  if (path === '/v1/items')
    return { kind: 'list', status, headers, body: parseWith(listResponseSchema, json, 'list body') }
  if (/^\/v1\/items\/[^/]+$/.test(path)) {
    return { kind: 'item', status, headers, body: parseWith(itemResponseSchema, json, 'item body') }
  }
  return fail(`${response.url}: 200 JSON from a path the contract does not define`)
}

export class ContractClient {
  constructor(
    readonly baseUrl: string,
    readonly token: string,
  ) {}

  url(pathAndQuery: string): string {
    return `${this.baseUrl}${pathAndQuery}`
  }

  async call(pathAndQuery: string, options: CallOptions = {}): Promise<Checked> {
    return this.callUrl(this.url(pathAndQuery), options)
  }

  /** Like `call`, for an absolute URL (e.g. a pagination link). */
  async callUrl(url: string, options: CallOptions = {}): Promise<Checked> {
    const method = options.method ?? 'GET'
    const token = options.token === undefined ? this.token : options.token
    const headers: Record<string, string> = { ...options.headers }
    if (token !== null) headers.Authorization = `Bearer ${token}`
    const response = await fetch(url, { method, headers, redirect: 'manual' })
    return checkResponse(response, method)
  }

  /** GET a list; fails unless the answer is a valid 200 list. */
  async list(query = '', options: CallOptions = {}): Promise<ListResponse> {
    return this.listUrl(this.url(`/v1/items${query}`), options)
  }

  async listUrl(url: string, options: CallOptions = {}): Promise<ListResponse> {
    const result = await this.callUrl(url, options)
    if (result.kind !== 'list')
      return fail(`expected a list from ${url}, got ${result.status} ${JSON.stringify(result)}`)
    return result.body
  }

  /** GET one item; fails unless the answer is a valid 200 item. */
  async item(id: number | string): Promise<ItemResponse> {
    const result = await this.call(`/v1/items/${id}`)
    if (result.kind !== 'item')
      return fail(`expected item ${id}, got ${result.status} ${JSON.stringify(result)}`)
    return result.body
  }

  /** Any request expected to fail with `status`; returns the validated envelope and headers. */
  async error(
    pathAndQuery: string,
    status: number,
    options: CallOptions = {},
  ): Promise<{ readonly body: ErrorEnvelope; readonly headers: Headers }> {
    const result = await this.call(pathAndQuery, options)
    if (result.kind !== 'error' || result.status !== status) {
      return fail(`expected ${status} error from ${pathAndQuery}, got ${result.status} (${result.kind})`)
    }
    return { body: result.body, headers: result.headers }
  }

  /** Every item of the catalog, via the list endpoint (the oracle for filter tests). */
  async all(query = ''): Promise<ListResponse['data']> {
    const items: ListResponse['data'] = []
    for (let page = 1; ; page += 1) {
      const sep = query ? '&' : '?'
      const body = await this.list(`${query}${sep}limit=250&page=${page}`)
      items.push(...body.data)
      if (page >= body.pagination.pages) return items
    }
  }
}

/**
 * The demo server's `next_page` link, asserted present.
 *
 * The shared schema tolerates null (other servers send it on the last page); the demo server
 * always names the following page, and these tests hold it to that.
 */
export function nextPageOf(body: ListResponse): string {
  const link = body.pagination.links.next_page
  if (typeof link !== 'string') throw new Error(`expected a next_page link, got ${String(link)}`)
  return link
}
