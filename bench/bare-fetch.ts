import { toSearchParams, type ListQuery } from '../src/shared/catalog'
import type { DemoServerProcess } from './demo-server-process'

/** The list URL exactly as the app's catalog client builds it (same parameters, same order). */
export function listUrl(baseUrl: string, query: ListQuery): string {
  const url = new URL(`${baseUrl}/v1/items`)
  url.search = toSearchParams(query).toString()
  return url.href
}

/** The floor of a request: the same GET and headers, JSON.parse, nothing else. */
export async function bareFetchJson<T = unknown>(url: string, token: string): Promise<T> {
  const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' }
  const response = await fetch(url, { headers })
  const text = await response.text()
  if (response.status !== 200)
    throw new Error(`GET ${url} answered HTTP ${response.status}: ${text.slice(0, 200)}`)
  return JSON.parse(text) as T
}

export async function bareFetchItem(server: DemoServerProcess, id: number): Promise<void> {
  const body = await bareFetchJson<{ data?: { id?: number } }>(`${server.url}/v1/items/${id}`, server.token)
  if (body.data?.id !== id) throw new Error(`GET item ${id} answered another item`)
}

/** The `data` array of a list response, checked just enough to trust a measurement. */
export function listData(body: unknown, expectedLength?: number): readonly { id: number; name: string }[] {
  const data = (body as { data?: unknown }).data
  if (!Array.isArray(data)) throw new Error('the list response has no data array')
  if (expectedLength !== undefined && data.length !== expectedLength)
    throw new Error(`expected ${expectedLength} items on the page, got ${data.length}`)
  return data as { id: number; name: string }[]
}

export async function bareListPage(server: DemoServerProcess, query: ListQuery) {
  return listData(await bareFetchJson(listUrl(server.url, query), server.token))
}

/** Runs `worker` `concurrency` times at once, as the app's request pools do. */
export async function inParallel(concurrency: number, worker: () => Promise<void>): Promise<void> {
  await Promise.all(Array.from({ length: concurrency }, worker))
}
