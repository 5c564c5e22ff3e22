import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron'
import type { EventMethodTable, RequestMethodTable } from '../shared/ipc'
import { buildCatalogApi, type Transport } from './catalog-api'

/**
 * `window.catalog`'s names, written into this bundle at build time from the contract
 * (electron.vite.config.ts): the sandboxed preload gets the names without zod or the schemas.
 */
declare const __IPC_NAMES__: { readonly methods: RequestMethodTable; readonly events: EventMethodTable }

/**
 * The preload: exposes exactly `window.catalog`, one method per IPC channel and one subscribe
 * method per event.
 *
 * Never `ipcRenderer` itself, a generic invoke or a generic `on(channel)`: the renderer can
 * reach only the channels and events the contract names, and main validates every payload.
 */
const transport: Transport = {
  invoke: (channel, payload) => ipcRenderer.invoke(channel, payload),
  subscribe(channel, listener) {
    const forward = (_event: IpcRendererEvent, payload: unknown) => listener(payload)
    ipcRenderer.on(channel, forward)
    return () => {
      ipcRenderer.removeListener(channel, forward)
    }
  },
}

const { methods, events } = __IPC_NAMES__
contextBridge.exposeInMainWorld('catalog', buildCatalogApi(transport, methods, events))
