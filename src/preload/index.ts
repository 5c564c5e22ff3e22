import { contextBridge, ipcRenderer } from 'electron'
import { API_METHODS } from '../shared/api-methods'
import { buildCatalogApi } from './catalog-api'

/**
 * The preload: exposes exactly `window.catalog`, one method per IPC channel.
 *
 * Never `ipcRenderer` itself or a generic invoke: the renderer can reach only the channels
 * the contract names, and main validates every payload again anyway.
 */
contextBridge.exposeInMainWorld(
  'catalog',
  buildCatalogApi((channel, payload) => ipcRenderer.invoke(channel, payload), API_METHODS),
)
