import {
  API_METHODS,
  EVENT_METHODS,
  type ApiMethod,
  type CatalogApi,
  type EventMethod,
  type EventName,
  type EventPayload,
} from '../../shared/ipc'
import { saying } from '../../shared/i18n/english.test-support'

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
export interface FakeCatalog {
  readonly api: CatalogApi
  readonly calls: FakeCall[]
  /** Delivers an event to every listener subscribed through the fake's `on…` methods. */
  emit<E extends EventName>(event: E, payload: EventPayload<E>): void
  /** How many listeners are subscribed to an event now (to prove unsubscribe on unmount). */
  listenerCount(event: EventName): number
}

export function fakeCatalog(handlers: Handlers): FakeCatalog {
  const calls: FakeCall[] = []
  const listeners = new Map<string, Set<(payload: unknown) => void>>()
  const api: Record<string, (request?: unknown) => Promise<unknown>> = {}
  for (const method of Object.keys(API_METHODS) as ApiMethod[]) {
    api[method] = (request?: unknown) => {
      calls.push({ method, request })
      const handler = handlers[method] as ((request?: unknown) => Promise<unknown>) | undefined
      if (handler) return handler(request)
      return Promise.resolve({
        ok: false,
        error: { kind: 'internal', message: saying(`fake catalog: ${method} not faked`) },
      })
    }
  }
  for (const [method, event] of Object.entries(EVENT_METHODS) as [EventMethod, EventName][]) {
    api[method] = ((listener: (payload: unknown) => void) => {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(listener)
      return () => set.delete(listener)
    }) as unknown as (request?: unknown) => Promise<unknown>
  }
  return {
    api: api as unknown as CatalogApi,
    calls,
    emit(event, payload) {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(payload)
    },
    listenerCount: (event) => listeners.get(event)?.size ?? 0,
  }
}

/** Puts `api` at `window.catalog`, where the renderer looks for it. */
export function installCatalog(api: CatalogApi): void {
  Object.defineProperty(window, 'catalog', { value: api, configurable: true, writable: true })
}

/** Takes away what installCatalog put there: the window as it is before the preload ran. */
export function uninstallCatalog(): void {
  Reflect.deleteProperty(window, 'catalog')
}

/** Calls of one method, in order. */
export function callsOf(calls: readonly FakeCall[], method: ApiMethod): unknown[] {
  return calls.filter((call) => call.method === method).map((call) => call.request)
}
