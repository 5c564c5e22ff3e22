import { describe, expect, it } from 'vitest'
import { API_METHODS, CHANNELS, EVENT_METHODS, EVENTS, IPC_CHANNELS, IPC_EVENTS } from '../shared/ipc'
import { buildCatalogApi, type Transport } from './catalog-api'

/** A transport that records requests and lets a test push events to subscribed listeners. */
function recordingTransport() {
  const sent: [string, unknown][] = []
  const listeners = new Map<string, Set<(payload: unknown) => void>>()
  const transport: Transport = {
    invoke: async (channel, payload) => {
      sent.push([channel, payload])
      return { ok: true, data: channel }
    },
    subscribe(channel, listener) {
      const set = listeners.get(channel) ?? new Set()
      listeners.set(channel, set)
      set.add(listener)
      return () => set.delete(listener)
    },
  }
  const push = (channel: string, payload: unknown) => listeners.get(channel)?.forEach((l) => l(payload))
  const count = (channel: string) => listeners.get(channel)?.size ?? 0
  return { transport, sent, push, count }
}

describe('the method tables', () => {
  it('name every channel and every event of the contract exactly once, as the contract names them', () => {
    // Two entries with one method name would leave one channel out of `window.catalog`.
    expect(Object.values(API_METHODS).sort()).toStrictEqual([...CHANNELS].sort())
    expect(Object.values(EVENT_METHODS).sort()).toStrictEqual([...EVENTS].sort())
    const methods = [...Object.keys(API_METHODS), ...Object.keys(EVENT_METHODS)]
    expect(new Set(methods).size).toBe(CHANNELS.length + EVENTS.length)
    for (const [method, channel] of Object.entries(API_METHODS))
      expect(IPC_CHANNELS[channel].method).toBe(method)
    for (const [method, event] of Object.entries(EVENT_METHODS)) expect(IPC_EVENTS[event].method).toBe(method)
  })

  it('follow the domain:verb naming for channels and domain:event for events', () => {
    for (const name of [...CHANNELS, ...EVENTS]) expect(name).toMatch(/^[a-z]+:[a-zA-Z]+$/)
    for (const method of Object.keys(EVENT_METHODS)) expect(method).toMatch(/^on[A-Z]/)
  })
})

describe('buildCatalogApi', () => {
  it('has exactly one function per method and per event and nothing else, frozen', () => {
    const api = buildCatalogApi(recordingTransport().transport, API_METHODS, EVENT_METHODS)
    expect(Object.keys(api).sort()).toStrictEqual(
      [...Object.keys(API_METHODS), ...Object.keys(EVENT_METHODS)].sort(),
    )
    for (const value of Object.values(api)) expect(typeof value).toBe('function')
    expect(Object.isFrozen(api)).toBe(true)
    expect(api).not.toHaveProperty('invoke')
    expect(api).not.toHaveProperty('subscribe')
    expect(api).not.toHaveProperty('ipcRenderer')
  })

  it("sends each method's request on its own channel, and {} for methods without one", async () => {
    const { transport, sent } = recordingTransport()
    const api = buildCatalogApi(transport, API_METHODS, EVENT_METHODS)
    await expect(api.getItem({ id: 7 })).resolves.toStrictEqual({ ok: true, data: 'items:get' })
    await api.getSession()
    expect(sent).toStrictEqual([
      ['items:get', { id: 7 }],
      ['session:get', {}],
    ])
  })

  it('delivers only its own event to a listener, until unsubscribed; unsubscribing twice is harmless', () => {
    const { transport, push, count } = recordingTransport()
    const api = buildCatalogApi(transport, API_METHODS, EVENT_METHODS)
    const received: unknown[] = []
    const unsubscribe = api.onItemChanged((payload) => received.push(payload))
    push('item:changed', { id: 1 })
    push('link:waiting', { count: 1 })
    expect(received).toStrictEqual([{ id: 1 }])
    unsubscribe()
    unsubscribe()
    push('item:changed', { id: 2 })
    expect(received).toStrictEqual([{ id: 1 }])
    expect(count('item:changed')).toBe(0)
  })

  it('refuses a listener that is not a function instead of failing later', () => {
    const api = buildCatalogApi(recordingTransport().transport, API_METHODS, EVENT_METHODS)
    expect(() => (api.onLinkWaiting as unknown as (l: unknown) => void)('alert(1)')).toThrow(
      /listener function/,
    )
  })

  it('stays self-contained, so the chromium e2e harness can inject its source', () => {
    const rebuilt = new Function(`return (${buildCatalogApi.toString()})`)() as typeof buildCatalogApi
    const { transport, push } = recordingTransport()
    const api = rebuilt(transport, API_METHODS, EVENT_METHODS)
    const received: unknown[] = []
    api.onLinkWaiting((payload) => received.push(payload))
    push('link:waiting', { count: 3 })
    expect(received).toHaveLength(1)
  })
})
