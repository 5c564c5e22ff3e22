import { describe, expect, it } from 'vitest'
import { ok } from '../../shared/errors'
import { CHANNELS } from '../../shared/ipc'
import { createSenderCheck, registerIpcHandlers, type SenderEvent, type TrustedWindow } from './ipc-bridge'
import { FakeWebContents, fakeFrame, type FakeFrame } from './testing/fake-electron.test-support'

const APP_URL = 'file:///app/out/renderer/index.html'
const isAppUrl = (url: string) => url.split('#')[0] === APP_URL

function setup() {
  const contents = new FakeWebContents(APP_URL)
  let destroyed = false
  const window: TrustedWindow = { isDestroyed: () => destroyed, webContents: contents }
  let current: TrustedWindow | null = window
  const check = createSenderCheck({ getMainWindow: () => current, isAppUrl })
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
