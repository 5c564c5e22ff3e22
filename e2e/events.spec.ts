import { test, expect } from './fixtures'
import type { EventPayload } from '../src/shared/ipc'

test.use({ reuseWindows: true })

/**
 * Main -> window events travel through the preload's own subscribe methods: the core
 * validates a payload before it leaves, `window.catalog.onItemChanged` delivers it, and the
 * function it returns stops delivery.
 */
const CHANGED: EventPayload<'item:changed'> = {
  baseUrl: 'https://catalog.example.com',
  id: 1042,
  name: 'AK-47 | Redline',
  previousStatus: 'WAITING_FOR_SEND',
  status: 'TRADE_ACCEPTED',
  checkedAt: '2026-11-22T10:00:00.000Z',
}

declare global {
  interface Window {
    __received?: unknown[]
    __stopListening?: () => void
  }
}

test('an event from the core reaches a subscribed listener, a refused one never does, and unsubscribe stops delivery', async ({
  launch,
}) => {
  const app = await launch({ demo: true })
  test.skip(
    app.mode === 'electron',
    'events are injected into the core hosted by the test runner (chromium mode)',
  )
  await expect(app.page.getByRole('table', { name: 'Items' })).toBeVisible()
  await app.page.evaluate(() => {
    window.__received = []
    window.__stopListening = window.catalog.onItemChanged((payload) => window.__received?.push(payload))
  })
  const received = () => app.page.evaluate(() => window.__received ?? [])

  expect(await app.emitEvent('item:changed', CHANGED)).toBe(true)
  await expect.poll(received).toStrictEqual([CHANGED])

  expect(await app.emitEvent('item:changed', { ...CHANGED, status: '' })).toBe(false)
  expect(await app.emitEvent('link:waiting', { count: 1 })).toBe(true)
  expect(await received()).toStrictEqual([CHANGED])

  await app.page.evaluate(() => window.__stopListening?.())
  expect(await app.emitEvent('item:changed', { ...CHANGED, id: 2291 })).toBe(true)
  expect(await received()).toStrictEqual([CHANGED])
})
