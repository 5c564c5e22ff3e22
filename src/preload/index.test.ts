import { beforeEach, describe, expect, it, vi } from 'vitest'
import { API_METHODS, EVENT_METHODS } from '../shared/ipc'

/**
 * The preload against a fake `electron`: it must expose exactly `window.catalog`, one method
 * per API method, and never `ipcRenderer` or a way to invoke an arbitrary channel.
 */
const exposed = new Map<string, unknown>()
const invoked: [string, unknown][] = []
type IpcListener = (event: unknown, payload: unknown) => void
const listening = new Map<string, Set<IpcListener>>()

vi.mock('electron', () => ({
  contextBridge: {
    exposeInMainWorld: (key: string, api: unknown) => exposed.set(key, api),
  },
  ipcRenderer: {
    invoke: async (channel: string, payload: unknown) => {
      invoked.push([channel, payload])
      return { ok: true, data: null }
    },
    send: () => {
      throw new Error('the preload must not use ipcRenderer.send')
    },
    on: (channel: string, listener: IpcListener) => {
      const set = listening.get(channel) ?? new Set()
      listening.set(channel, set)
      set.add(listener)
    },
    removeListener: (channel: string, listener: IpcListener) => {
      listening.get(channel)?.delete(listener)
    },
  },
}))

describe('preload', () => {
  beforeEach(async () => {
    exposed.clear()
    invoked.length = 0
    listening.clear()
    vi.resetModules()
    // What electron.vite.config.ts defines at build time.
    vi.stubGlobal('__IPC_NAMES__', { methods: API_METHODS, events: EVENT_METHODS })
    await import('./index')
  })

  it('exposes only window.catalog', () => {
    expect([...exposed.keys()]).toStrictEqual(['catalog'])
  })

  it('exposes one function per API method and nothing else', () => {
    const api = exposed.get('catalog') as Record<string, unknown>
    expect(Object.keys(api).sort()).toStrictEqual(
      [...Object.keys(API_METHODS), ...Object.keys(EVENT_METHODS)].sort(),
    )
    for (const [name, value] of Object.entries(api)) expect(typeof value, name).toBe('function')
    const names = Object.keys(api).map((name) => name.toLowerCase())
    for (const forbidden of ['invoke', 'send', 'on', 'ipcrenderer', 'require', 'process']) {
      expect(names).not.toContain(forbidden)
    }
  })

  it('routes every method to its own channel through ipcRenderer.invoke', async () => {
    const api = exposed.get('catalog') as Record<string, (request?: unknown) => Promise<unknown>>
    for (const [method, channel] of Object.entries(API_METHODS)) {
      invoked.length = 0
      await api[method]?.({ probe: method })
      expect(invoked, method).toStrictEqual([[channel, { probe: method }]])
    }
  })

  it('listens on ipcRenderer only while subscribed, and only on the contract event channels', () => {
    expect(listening.size).toBe(0)
    const api = exposed.get('catalog') as Record<string, (listener: (payload: unknown) => void) => () => void>
    const received: unknown[] = []
    const unsubscribe = api.onItemChanged?.((payload) => received.push(payload))
    expect([...listening.keys()]).toStrictEqual([EVENT_METHODS.onItemChanged])
    const sender = { id: 'the IPC event, never shown to the page' }
    for (const listener of listening.get('item:changed') ?? []) listener(sender, { id: 5 })
    expect(received).toStrictEqual([{ id: 5 }])
    unsubscribe?.()
    expect(listening.get('item:changed')?.size).toBe(0)
  })
})
