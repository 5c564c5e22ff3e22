import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron'
import { API_METHODS, EVENT_METHODS } from '../shared/api-methods'
import { buildCatalogApi, type Transport } from './catalog-api'

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

contextBridge.exposeInMainWorld('catalog', buildCatalogApi(transport, API_METHODS, EVENT_METHODS))
