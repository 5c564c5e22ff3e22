import { API_METHODS } from '../../shared/api-methods'
import type { ApiMethod, CatalogApi } from '../../shared/ipc'

/** One recorded call on the fake bridge. */
export interface FakeCall {
  readonly method: ApiMethod
  readonly request: unknown
}

type Handlers = { -readonly [M in ApiMethod]?: CatalogApi[M] }

/**
 * A stand-in for `window.catalog` in component tests (jsdom has no main process; the e2e
 * suite drives the real bridge). Every call is recorded; a method the test did not provide
 * answers with an `internal` error naming it, so a missing fake fails loudly.
 */
export function fakeCatalog(handlers: Handlers): { readonly api: CatalogApi; readonly calls: FakeCall[] } {
  const calls: FakeCall[] = []
  const api: Record<string, (request?: unknown) => Promise<unknown>> = {}
  for (const method of Object.keys(API_METHODS) as ApiMethod[]) {
    api[method] = (request?: unknown) => {
      calls.push({ method, request })
      const handler = handlers[method] as ((request?: unknown) => Promise<unknown>) | undefined
      if (handler) return handler(request)
      return Promise.resolve({
        ok: false,
        error: { kind: 'internal', message: `fake catalog: ${method} not faked` },
      })
    }
  }
  return { api: api as unknown as CatalogApi, calls }
}

/** Puts `api` at `window.catalog`, where the renderer looks for it. */
export function installCatalog(api: CatalogApi): void {
  Object.defineProperty(window, 'catalog', { value: api, configurable: true, writable: true })
}

/** Calls of one method, in order. */
export function callsOf(calls: readonly FakeCall[], method: ApiMethod): unknown[] {
  return calls.filter((call) => call.method === method).map((call) => call.request)
}
