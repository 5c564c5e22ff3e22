import type { CatalogApi } from '../shared/ipc'

/**
 * The one object the preload exposes to the renderer.
 *
 * The renderer has no other way out: no Node, no Electron, no network (CSP connect-src
 * 'none'). Code reads it only through `api/call-catalog.ts`, which copes with it missing.
 */
declare global {
  interface Window {
    readonly catalog: CatalogApi
  }
}

export {}
