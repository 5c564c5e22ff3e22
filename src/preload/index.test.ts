import { beforeEach, describe, expect, it, vi } from 'vitest'
import { API_METHODS } from '../shared/ipc'

/**
 * The preload against a fake `electron`: it must expose exactly `window.catalog`, one method
 * per API method, and never `ipcRenderer` or a way to invoke an arbitrary channel.
 */
const exposed = new Map<string, unknown>()
const invoked: [string, unknown][] = []

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
    on: () => {
      throw new Error('the preload must not listen on ipcRenderer')
    },
  },
}))

describe('preload', () => {
  beforeEach(async () => {
    exposed.clear()
    invoked.length = 0
    vi.resetModules()
    await import('./index')
  })

  it('exposes only window.catalog', () => {
    expect([...exposed.keys()]).toStrictEqual(['catalog'])
  })

  it('exposes one function per API method and nothing else', () => {
    const api = exposed.get('catalog') as Record<string, unknown>
    expect(Object.keys(api).sort()).toStrictEqual(Object.keys(API_METHODS).sort())
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
})
