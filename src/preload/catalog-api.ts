import type { CatalogApi, EventMethodTable, RequestMethodTable } from '../shared/ipc'

/**
 * How `window.catalog` reaches main: `invoke` sends one request and resolves to its `Result`;
 * `subscribe` delivers one event channel's payloads to a listener until the returned function
 * is called.
 */
export interface Transport {
  invoke(channel: string, payload: unknown): Promise<unknown>
  subscribe(channel: string, listener: (payload: unknown) => void): () => void
}

/**
 * Builds `window.catalog`: one named method per channel and one subscribe method per event of
 * the IPC contract, nothing else.
 *
 * Shared verbatim by both e2e modes: the Electron preload calls it with an `ipcRenderer`
 * transport, and the chromium-mode harness injects this very function's source into the page
 * with a transport that reaches the main-process core hosted by the test runner. It must
 * therefore stay self-contained: no imports at run time, no closures, only its arguments.
 */
export function buildCatalogApi(
  transport: Transport,
  methods: RequestMethodTable,
  events: EventMethodTable,
): CatalogApi {
  const api: Record<string, unknown> = {}
  for (const [method, channel] of Object.entries(methods)) {
    // Methods without a request send `{}` so every payload main sees is an object.
    api[method] = (request?: unknown) => transport.invoke(channel, request === undefined ? {} : request)
  }
  for (const [method, channel] of Object.entries(events)) {
    api[method] = (listener: unknown) => {
      if (typeof listener !== 'function') throw new TypeError(`${method} needs a listener function`)
      // Only the payload reaches the page: never the IPC event object, which carries `sender`.
      const unsubscribe = transport.subscribe(channel, (payload) =>
        (listener as (p: unknown) => void)(payload),
      )
      let subscribed = true
      return () => {
        if (!subscribed) return
        subscribed = false
        unsubscribe()
      }
    }
  }
  return Object.freeze(api) as unknown as CatalogApi
}
