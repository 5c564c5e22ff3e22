import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { startDemoServer } from '../../demo-server'
import { call, dataOf, disposeCores, makeCore } from './app-core.test-support'
import { isolateKeychain } from './secrets/keyring.test-support'

isolateKeychain()

const ONE_TOKEN = 'catalog-one-token-1a2b3c4d'
const TWO_TOKEN = 'catalog-two-token-5e6f7a8b'
let one: Awaited<ReturnType<typeof startDemoServer>>
let two: Awaited<ReturnType<typeof startDemoServer>>

beforeAll(async () => {
  one = await startDemoServer({ port: 0, host: '127.0.0.1', token: ONE_TOKEN, items: 50 })
  two = await startDemoServer({ port: 0, host: '127.0.0.1', token: TWO_TOKEN, items: 50, seed: 7 })
})
afterAll(async () => {
  await one.close()
  await two.close()
})
afterEach(async () => {
  await disposeCores()
  vi.restoreAllMocks()
})

/** Timers the core has set and neither fired nor cleared (it calls the global setTimeout). */
function trackTimers() {
  const live = new Set<unknown>()
  const set = globalThis.setTimeout
  const clear = globalThis.clearTimeout
  // The arguments after the delay go to the callback: undici passes its parser that way.
  vi.spyOn(globalThis, 'setTimeout').mockImplementation(((
    callback: (...args: unknown[]) => void,
    ms?: number,
    ...args: unknown[]
  ) => {
    const id = set(() => {
      live.delete(id)
      callback(...args)
    }, ms)
    live.add(id)
    return id
  }) as typeof setTimeout)
  vi.spyOn(globalThis, 'clearTimeout').mockImplementation((id) => {
    live.delete(id)
    clear(id)
  })
  return () => live.size
}

/**
 * The app stays open all day and the agent switches catalogs often (the shift bench: once every
 * 100 actions), each with items watched in the background. Whatever a switch starts in main (the
 * watch poller's timer, a catalog client's) must end with the next one, or a day of switching
 * grows it without end.
 */
describe('switching catalogs all day in main', () => {
  it('has as many timers live after twenty switches between catalogs that watch items as after two', async () => {
    const timers = trackTimers()
    const { core } = await makeCore({ watchIntervalMsOverride: 60_000 })
    const items = Array.from({ length: 10 }, (_, index) => ({ id: index + 1, name: null, status: null }))
    for (const [catalog, token] of [
      [one, ONE_TOKEN],
      [two, TWO_TOKEN],
    ] as const) {
      dataOf(await call(core, 'session:connect', { baseUrl: catalog.url, token, remember: false }))
      dataOf(await call(core, 'watch:addMany', { items }))
    }
    const switchTo = async (catalog: typeof one) => {
      dataOf(await call(core, 'session:resume', { baseUrl: catalog.url }))
      dataOf(await call(core, 'items:list', { query: { limit: 25, page: 1 }, slot: 'list' }))
    }
    await switchTo(one)
    await switchTo(two)
    const settled = timers()
    // The watch poller's timer at least: the count sees the core's timers.
    expect(settled).toBeGreaterThan(0)
    for (let round = 0; round < 10; round += 1) {
      await switchTo(one)
      await switchTo(two)
    }
    await vi.waitFor(() => expect(timers()).toBeLessThanOrEqual(settled), { timeout: 5_000, interval: 20 })
  })
})
