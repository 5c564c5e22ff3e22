import type { Browser, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { connectPageToCore, PAGE_TRANSPORT_SCRIPT, type HostedHandler } from './cdp-transport'

/** The page's end as the app's preload would hold it, under `window.__transport`. */
const PAGE_END = `window.__transport = ${PAGE_TRANSPORT_SCRIPT};`

/** A page of the worker's browser, connected to `handle` as Chromium mode connects the app. */
async function connectedPage(browser: () => Promise<Browser>, handle: HostedHandler) {
  const context = await (await browser()).newContext()
  const page = await context.newPage()
  await page.addInitScript({ content: PAGE_END })
  const transport = await connectPageToCore(page, handle)
  await page.goto('data:text/html,<title>transport</title>')
  return { page, transport, close: () => context.close() }
}

/** In the page: what it received, in order, while it made `calls` requests on `channel`. */
function callInPage(page: Page, channel: string, calls: number) {
  return page.evaluate(
    async ({ channel, calls }) => {
      const seen: string[] = []
      const transport = (window as unknown as { __transport: PageTransport }).__transport
      const stop = transport.subscribe('tick', (payload) => seen.push(`event ${String(payload)}`))
      for (let call = 0; call < calls; call += 1)
        seen.push(`answer ${String(await transport.invoke(channel, { call }))}`)
      stop()
      return seen
    },
    { channel, calls },
  )
}
type PageTransport = {
  invoke: (channel: string, payload: unknown) => Promise<unknown>
  subscribe: (channel: string, listener: (payload: unknown) => void) => () => void
}

/**
 * The Chromium harness's transport (cdp-transport.ts) keeps IPC's promises: one ordered channel
 * each way, so an event sent before an answer reaches the page before it, as in Electron; a
 * refusal rejects the call; a document that went away loses its messages without breaking the
 * next document's.
 */
test.describe('the Chromium harness transport', () => {
  test.skip(
    ({ e2eMode }) => e2eMode === 'electron',
    'Chromium mode only: Electron carries these over its own IPC',
  )

  test('events sent before an answer arrive before it, in order', async ({ workerBrowser }) => {
    let sendEvent: (event: string, payload: unknown) => void = () => {}
    const { page, transport, close } = await connectedPage(workerBrowser, async (_channel, payload) => {
      const { call } = payload as { call: number }
      // Many events, then the answer: a transport that let the answer overtake fails here.
      for (let tick = 0; tick < 20; tick += 1) sendEvent('tick', `${call}.${tick}`)
      return call
    })
    sendEvent = transport.sendEvent
    const seen = await callInPage(page, 'ping', 3)
    const expected = [0, 1, 2].flatMap((call) => [
      ...Array.from({ length: 20 }, (_, tick) => `event ${call}.${tick}`),
      `answer ${call}`,
    ])
    expect(seen).toEqual(expected)
    await close()
  })

  test('a request reaches the core with its payload; a refusal rejects the call with its message', async ({
    workerBrowser,
  }) => {
    const { page, close } = await connectedPage(workerBrowser, async (channel, payload) => {
      if (channel === 'refuse') throw new Error('not allowed here')
      return { channel, payload }
    })
    const answers = await page.evaluate(async () => {
      const transport = (window as unknown as { __transport: PageTransport }).__transport
      const echoed = await transport.invoke('echo', { text: '"quoted"\n€', list: [1, null] })
      const refused = await transport.invoke('refuse', {}).then(
        () => 'resolved',
        (error: unknown) => (error instanceof Error ? error.message : 'not an Error'),
      )
      return { echoed, refused }
    })
    expect(answers).toEqual({
      echoed: { channel: 'echo', payload: { text: '"quoted"\n€', list: [1, null] } },
      refused: 'not allowed here',
    })
    await close()
  })

  test('after a navigation, events reach the new document, and its requests are answered', async ({
    workerBrowser,
  }) => {
    const { page, transport, close } = await connectedPage(workerBrowser, async () => 'answered')
    await page.goto('data:text/html,<title>second</title>')
    await page.evaluate(() => {
      const held = window as unknown as { __transport: PageTransport; __seen: unknown[] }
      held.__seen = []
      held.__transport.subscribe('tick', (payload) => held.__seen.push(payload))
    })
    transport.sendEvent('tick', 'to the second document')
    await transport.delivered()
    expect(await page.evaluate(() => (window as unknown as { __seen: unknown[] }).__seen)).toEqual([
      'to the second document',
    ])
    expect(await callInPage(page, 'ping', 1)).toEqual(['answer answered'])
    await close()
  })
})
