import { describe, expect, it } from 'vitest'
import { FakeApp, FakeWebContents, fakeEvent } from './testing/fake-electron.test-support'
import { describeUrl, hardenAllWebContents, hardenWebContents } from './web-contents-hardening'

function harden(isAllowedNavigation: (url: string) => boolean = () => false) {
  const contents = new FakeWebContents()
  const lines: string[] = []
  hardenWebContents(contents, {
    isAllowedNavigation,
    log: (line) => lines.push(line),
  })
  return { contents, lines }
}

describe('hardenWebContents', () => {
  for (const event of ['will-navigate', 'will-frame-navigate', 'will-redirect']) {
    it(`prevents ${event} to anywhere`, () => {
      const { contents } = harden()
      for (const url of ['https://evil.example/', 'file:///etc/passwd', 'http://localhost:5173/']) {
        const e = fakeEvent({ url })
        contents.emit(event, e)
        expect(e.defaultPrevented, `${event} ${url}`).toBe(true)
      }
    })
  }

  it('lets through only what the dev-server rule allows', () => {
    const { contents } = harden((url) => url.startsWith('http://localhost:5173/'))
    const reload = fakeEvent({ url: 'http://localhost:5173/' })
    const away = fakeEvent({ url: 'https://evil.example/' })
    contents.emit('will-navigate', reload)
    contents.emit('will-navigate', away)
    expect(reload.defaultPrevented).toBe(false)
    expect(away.defaultPrevented).toBe(true)
  })

  it('denies every new window', () => {
    const { contents, lines } = harden()
    expect(contents.openWindow('https://example.com/?token=abc')).toStrictEqual({
      action: 'deny',
    })
    expect(lines.join('\n')).not.toContain('token=abc')
  })

  it('refuses to attach a webview', () => {
    const { contents } = harden()
    const e = fakeEvent({})
    contents.emit('will-attach-webview', e, {}, {})
    expect(e.defaultPrevented).toBe(true)
  })
})

describe('hardenWebContents: the log says what was refused, and where to', () => {
  it.each([
    ['will-navigate', 'navigation'],
    ['will-frame-navigate', 'frame navigation'],
    ['will-redirect', 'redirect'],
  ])('%s is logged as a refused %s, without the query', (event, what) => {
    const { contents, lines } = harden((url) => url === 'app://catalog-browser/index.html')
    contents.emit(event, fakeEvent({ url: 'app://catalog-browser/index.html' }))
    expect(lines).toEqual([])
    contents.emit(event, fakeEvent({ url: 'https://evil.example/phish?token=abc' }))
    expect(lines).toEqual([`refused ${what} to https://evil.example/phish`])
  })

  it('a new window and a webview are logged as refused', () => {
    const { contents, lines } = harden()
    contents.openWindow('https://example.com/deal?token=abc')
    contents.emit('will-attach-webview', fakeEvent({}), {}, {})
    expect(lines).toEqual([
      'refused to open a new window for https://example.com/deal',
      'refused to attach a <webview>',
    ])
  })
})

describe('hardenAllWebContents', () => {
  it('hardens every WebContents created later', () => {
    const app = new FakeApp()
    hardenAllWebContents(app, { isAllowedNavigation: () => false, log: () => {} })
    const contents = new FakeWebContents()
    app.emit('web-contents-created', fakeEvent({}), contents)
    const e = fakeEvent({ url: 'https://evil.example/' })
    contents.emit('will-navigate', e)
    expect(e.defaultPrevented).toBe(true)
    expect(contents.openWindow('https://evil.example/')).toStrictEqual({ action: 'deny' })
  })
})

describe('describeUrl', () => {
  it('keeps scheme, host and path, never the query', () => {
    expect(describeUrl('https://a.example/p?token=secret#x')).toBe('https://a.example/p')
    expect(describeUrl('file:///home/me/secret.txt')).toBe('a local file')
    expect(describeUrl('nope')).toBe('a malformed URL')
  })
})
