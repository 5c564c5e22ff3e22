import { pathToFileURL } from 'node:url'
import { APP_ENTRY_URL } from './app-protocol'
import { describe, expect, it } from 'vitest'
import { createAppUrl, devServerUrlFrom } from './app-url'

const html = '/opt/Catalog Browser/resources/app.asar/out/renderer/index.html'

describe('devServerUrlFrom', () => {
  it('accepts the loopback http URL electron-vite dev sets', () => {
    expect(devServerUrlFrom('http://localhost:5173', false)).toBe('http://localhost:5173/')
    expect(devServerUrlFrom('http://127.0.0.1:5174/', false)).toBe('http://127.0.0.1:5174/')
  })

  it('is ignored by a packaged app, whatever it says', () => {
    expect(devServerUrlFrom('http://localhost:5173', true)).toBeNull()
  })

  it('refuses anything that is not loopback http', () => {
    for (const value of [
      'https://localhost:5173',
      'http://evil.example',
      'file:///etc/passwd',
      'not a url',
      '',
      '   ',
      '\t\n',
      undefined,
    ]) {
      expect(devServerUrlFrom(value, false)).toBeNull()
    }
  })
})

describe('isAppUrl in a build', () => {
  const appUrl = createAppUrl({ devServerUrl: null })

  it('accepts the app page, with any hash or query', () => {
    expect(appUrl.isAppUrl(APP_ENTRY_URL)).toBe(true)
    expect(appUrl.isAppUrl(`${APP_ENTRY_URL}#/items/3`)).toBe(true)
    expect(appUrl.isAppUrl(`${APP_ENTRY_URL}?page=2`)).toBe(true)
    expect(appUrl.isAppUrl('app://catalog-browser/')).toBe(true)
  })

  it('refuses other pages, other hosts, the old file:// page, other schemes and malformed input', () => {
    expect(appUrl.isAppUrl('app://catalog-browser/other.html')).toBe(false)
    expect(appUrl.isAppUrl('app://elsewhere/index.html')).toBe(false)
    expect(appUrl.isAppUrl('app://user@catalog-browser/index.html')).toBe(false)
    expect(appUrl.isAppUrl(pathToFileURL(html).href)).toBe(false)
    expect(appUrl.isAppUrl('file:///etc/passwd')).toBe(false)
    expect(appUrl.isAppUrl('https://evil.example/index.html')).toBe(false)
    expect(appUrl.isAppUrl('http://localhost:5173/')).toBe(false)
    expect(appUrl.isAppUrl('::::')).toBe(false)
  })

  it('refuses the app page’s host and path under any other scheme or on any port', () => {
    // A file on a network share (\\catalog-browser\index.html) or a LAN host of that name is not the app.
    for (const scheme of ['file', 'https', 'http', 'catalog']) {
      expect(appUrl.isAppUrl(`${scheme}://catalog-browser/index.html`), scheme).toBe(false)
      expect(appUrl.isAppUrl(`${scheme}://catalog-browser/`), scheme).toBe(false)
    }
    expect(appUrl.isAppUrl('app://catalog-browser:443/index.html')).toBe(false)
    expect(appUrl.isAppUrl('app://catalog-browser:0/')).toBe(false)
  })
})

describe('R4-10: isAppUrl refuses the app page with a user name or a password', () => {
  it.each([
    ['in a build', createAppUrl({ devServerUrl: null }), 'app://catalog-browser/index.html'],
    [
      'under the dev server',
      createAppUrl({ devServerUrl: 'http://localhost:5173/' }),
      'http://localhost:5173/',
    ],
  ])('R4-10: %s', (_, appUrl, page) => {
    expect(appUrl.isAppUrl(page)).toBe(true)
    const [scheme, rest] = page.split('://') as [string, string]
    for (const userinfo of [':secret@', 'user@', 'user:secret@', ':@x@']) {
      expect(appUrl.isAppUrl(`${scheme}://${userinfo}${rest}`)).toBe(false)
    }
  })
})

describe('isAppUrl under the dev server', () => {
  const appUrl = createAppUrl({ devServerUrl: 'http://localhost:5173/' })

  it('accepts the dev server origin only', () => {
    expect(appUrl.isAppUrl('http://localhost:5173/')).toBe(true)
    expect(appUrl.isAppUrl('http://localhost:5173/src/main.tsx')).toBe(true)
    expect(appUrl.isAppUrl('http://localhost:5174/')).toBe(false)
    expect(appUrl.isAppUrl('http://127.0.0.1:5173/')).toBe(false)
    expect(appUrl.isAppUrl(APP_ENTRY_URL)).toBe(false)
  })
})

describe('createAppUrl: the Quick answer page', () => {
  it('loads each page from app:// in a build, and tells them apart', () => {
    const appUrl = createAppUrl({ devServerUrl: null })
    const quick = appUrl.pageUrl('quick-answer.html')
    expect(quick).toBe('app://catalog-browser/quick-answer.html')
    expect(appUrl.pageUrl('index.html')).toBe(APP_ENTRY_URL)
    expect(appUrl.isAppUrl(quick)).toBe(true)
    expect(appUrl.isAppUrl(`${quick}#/ticket`, 'quick-answer.html')).toBe(true)
    expect(appUrl.isAppUrl(quick, 'index.html')).toBe(false)
    expect(appUrl.isAppUrl(APP_ENTRY_URL, 'quick-answer.html')).toBe(false)
    expect(appUrl.isAppUrl('app://catalog-browser/other.html')).toBe(false)
    expect(appUrl.isAppUrl('app://elsewhere/quick-answer.html')).toBe(false)
  })

  it("takes the dev server's /quick-answer.html as the Quick answer's page, and nothing else of its", () => {
    const appUrl = createAppUrl({ devServerUrl: 'http://localhost:5173/' })
    expect(appUrl.pageUrl('quick-answer.html')).toBe('http://localhost:5173/quick-answer.html')
    expect(appUrl.pageUrl('index.html')).toBe('http://localhost:5173/')
    expect(appUrl.isAppUrl('http://localhost:5173/quick-answer.html', 'quick-answer.html')).toBe(true)
    expect(appUrl.isAppUrl('http://localhost:5173/', 'quick-answer.html')).toBe(false)
    expect(appUrl.isAppUrl('http://localhost:5173/quick-answer.html', 'index.html')).toBe(false)
  })
})
