import type { API_METHODS, CatalogApi } from '../shared/ipc'

/** Sends one request on one channel and resolves to its `Result`. */
export type Invoke = (channel: string, payload: unknown) => Promise<unknown>

/**
 * Builds `window.catalog`: one named method per channel of the IPC contract, nothing else.
 *
 * Shared verbatim by both e2e modes: the Electron preload calls it with `ipcRenderer.invoke`,
 * and the chromium-mode harness injects this very function's source into the page with an
 * invoke that reaches the main-process core hosted by the test runner. It must therefore stay
 * self-contained: no imports at run time, no closures, only its two arguments.
 */
export function buildCatalogApi(invoke: Invoke, methods: typeof API_METHODS): CatalogApi {
  const api: Record<string, (request?: unknown) => Promise<unknown>> = {}
  for (const [method, channel] of Object.entries(methods)) {
    // Methods without a request send `{}` so every payload main sees is an object.
    api[method] = (request?: unknown) => invoke(channel, request === undefined ? {} : request)
  }
  return Object.freeze(api) as unknown as CatalogApi
}
