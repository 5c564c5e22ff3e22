import { describe, expect, it } from 'vitest'
import { API_METHODS } from '../shared/ipc'
import { buildCatalogApi } from './catalog-api'

describe('buildCatalogApi', () => {
  it('has exactly one function per API method and nothing else, frozen', () => {
    const api = buildCatalogApi(async () => null, API_METHODS)
    expect(Object.keys(api).sort()).toStrictEqual(Object.keys(API_METHODS).sort())
    for (const value of Object.values(api)) expect(typeof value).toBe('function')
    expect(Object.isFrozen(api)).toBe(true)
    expect(api).not.toHaveProperty('invoke')
    expect(api).not.toHaveProperty('ipcRenderer')
  })

  it("sends each method's request on its own channel, and {} for methods without one", async () => {
    const sent: [string, unknown][] = []
    const api = buildCatalogApi(async (channel, payload) => {
      sent.push([channel, payload])
      return { ok: true, data: channel }
    }, API_METHODS)
    await expect(api.getItem({ id: 7 })).resolves.toStrictEqual({ ok: true, data: 'items:get' })
    await api.getSession()
    expect(sent).toStrictEqual([
      ['items:get', { id: 7 }],
      ['session:get', {}],
    ])
  })

  it('stays self-contained, so the chromium e2e harness can inject its source', () => {
    const rebuilt = new Function(`return (${buildCatalogApi.toString()})`)() as typeof buildCatalogApi
    const api = rebuilt(async (channel) => channel, API_METHODS)
    expect(Object.keys(api).sort()).toStrictEqual(Object.keys(API_METHODS).sort())
  })
})
