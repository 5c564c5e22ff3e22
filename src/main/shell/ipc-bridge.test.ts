import { describe, expect, it } from 'vitest'
import { ok } from '../../shared/errors'
import { CHANNELS } from '../../shared/ipc'
import {
  createSenderCheck,
  forwardEventsToWindow,
  registerIpcHandlers,
  type SenderEvent,
  type TrustedWindow,
} from './ipc-bridge'
import { FakeWebContents, fakeFrame, type FakeFrame } from './testing/fake-electron.test-support'

const APP_URL = 'file:///app/out/renderer/index.html'
const QUICK_URL = 'file:///app/out/renderer/quick-answer.html'
const isAppUrl = (url: string) => url.split('#')[0] === APP_URL
const isQuickUrl = (url: string) => url.split('#')[0] === QUICK_URL

function setup() {
  const contents = new FakeWebContents(APP_URL)
  let destroyed = false
  const window: TrustedWindow = { isDestroyed: () => destroyed, webContents: contents }
  let current: TrustedWindow | null = window
  const quickContents = new FakeWebContents(QUICK_URL)
  let quick: TrustedWindow | null = { isDestroyed: () => false, webContents: quickContents }
  const check = createSenderCheck(() => [
    { window: current, isOwnUrl: isAppUrl },
    { window: quick, isOwnUrl: isQuickUrl },
  ])
  const event = (frame: FakeFrame | null, sender: unknown = contents): SenderEvent => ({
    sender,
    senderFrame: frame,
  })
  return {
    contents,
    check,
    event,
    destroy: () => void (destroyed = true),
    close: () => void (current = null),
    quickContents,
    closeQuick: () => void (quick = null),
  }
}

describe('createSenderCheck', () => {
  it("accepts the main window's top frame showing the app page", () => {
    const { contents, check, event } = setup()
    expect(check(event(contents.mainFrame))).toBe(true)
    contents.mainFrame.url = `${APP_URL}#/items/4`
    expect(check(event(contents.mainFrame))).toBe(true)
  })

  it('refuses another WebContents, even one showing the app page', () => {
    const { check, event } = setup()
    const other = new FakeWebContents(APP_URL)
    expect(check(event(other.mainFrame, other))).toBe(false)
  })

  it('refuses a subframe of the main window', () => {
    const { contents, check, event } = setup()
    expect(check(event(fakeFrame(APP_URL, contents.mainFrame)))).toBe(false)
  })

  it('refuses a top frame that is not the main frame', () => {
    const { check, event } = setup()
    expect(check(event(fakeFrame(APP_URL)))).toBe(false)
  })

  it('refuses the main frame once it shows a foreign page', () => {
    const { contents, check, event } = setup()
    contents.mainFrame.url = 'https://evil.example/'
    expect(check(event(contents.mainFrame))).toBe(false)
  })

  it('refuses a gone frame and a closed or destroyed window', () => {
    const first = setup()
    expect(first.check(first.event(null))).toBe(false)
    first.destroy()
    expect(first.check(first.event(first.contents.mainFrame))).toBe(false)
    const second = setup()
    second.close()
    expect(second.check(second.event(second.contents.mainFrame))).toBe(false)
  })
})

describe('createSenderCheck with the Quick answer window', () => {
  it("accepts the Quick answer window's top frame showing its own page, and only while it is open", () => {
    const { quickContents, check, event, closeQuick } = setup()
    expect(check(event(quickContents.mainFrame, quickContents))).toBe(true)
    closeQuick()
    expect(check(event(quickContents.mainFrame, quickContents))).toBe(false)
  })

  it("refuses each window showing the other's page, and a subframe of the Quick answer window", () => {
    const { contents, quickContents, check, event } = setup()
    quickContents.mainFrame.url = APP_URL
    expect(check(event(quickContents.mainFrame, quickContents))).toBe(false)
    contents.mainFrame.url = QUICK_URL
    expect(check(event(contents.mainFrame))).toBe(false)
    quickContents.mainFrame.url = QUICK_URL
    expect(check(event(fakeFrame(QUICK_URL, quickContents.mainFrame), quickContents))).toBe(false)
  })

  it("refuses the Quick answer window's frame sent as if from the main window", () => {
    const { contents, quickContents, check, event } = setup()
    expect(check(event(quickContents.mainFrame, contents))).toBe(false)
  })
})

describe('forwardEventsToWindow', () => {
  it('sends each event to every open window, and to none that is closed or gone', () => {
    let sink: ((event: string, payload: unknown) => void) | null = null
    const core = {
      addEventSink: (next: typeof sink) => {
        sink = next
        return () => undefined
      },
    }
    const main = new FakeWebContents(APP_URL)
    const quick = new FakeWebContents(QUICK_URL)
    let quickGone = false
    forwardEventsToWindow(core as never, () => [
      { isDestroyed: () => false, webContents: main },
      { isDestroyed: () => quickGone, webContents: quick },
      null,
    ])
    sink!('app:languageChanged', { language: 'de' })
    quickGone = true
    sink!('watch:updated', { changedCount: 1 })
    expect(main.sent).toStrictEqual([
      ['app:languageChanged', { language: 'de' }],
      ['watch:updated', { changedCount: 1 }],
    ])
    expect(quick.sent).toStrictEqual([['app:languageChanged', { language: 'de' }]])
  })
})

describe('registerIpcHandlers', () => {
  const channels = [...CHANNELS]

  function register(options: {
    trusted: boolean
    handle?: (channel: string, payload: unknown) => Promise<never>
  }) {
    const handlers = new Map<string, (event: unknown, payload: unknown) => Promise<unknown>>()
    const calls: [string, unknown][] = []
    const lines: string[] = []
    registerIpcHandlers(
      { handle: (channel, listener) => void handlers.set(channel, listener as never) },
      {
        channels,
        handle:
          options.handle ??
          (async (channel, payload) => {
            calls.push([channel, payload])
            return ok({ channel })
          }),
      },
      () => options.trusted,
      (line) => lines.push(line),
    )
    return { handlers, calls, lines }
  }

  it('registers one handler per core channel, and each calls the core for its own channel', async () => {
    const { handlers, calls } = register({ trusted: true })
    expect([...handlers.keys()].sort()).toStrictEqual([...channels].sort())
    for (const channel of channels) {
      await expect(handlers.get(channel)?.({}, { n: 1 })).resolves.toStrictEqual(ok({ channel }))
    }
    expect(calls).toStrictEqual(channels.map((channel) => [channel, { n: 1 }]))
  })

  it('answers an untrusted sender with a refusal and never reaches the core', async () => {
    const { handlers, calls, lines } = register({ trusted: false })
    const result = await handlers.get('session:get')?.({}, {})
    expect(result).toMatchObject({ ok: false, error: { kind: 'refused' } })
    expect(calls).toStrictEqual([])
    expect(lines).toStrictEqual(['refused session:get from an untrusted sender'])
  })

  it('turns a core that throws into an internal error result', async () => {
    const { handlers } = register({
      trusted: true,
      handle: async () => {
        throw new Error('boom')
      },
    })
    await expect(handlers.get('items:list')?.({}, {})).resolves.toMatchObject({
      ok: false,
      error: { kind: 'internal' },
    })
  })
})
