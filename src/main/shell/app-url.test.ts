import { pathToFileURL } from 'node:url'
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
      undefined,
    ]) {
      expect(devServerUrlFrom(value, false)).toBeNull()
    }
  })
})

describe('isAppUrl in a build', () => {
  const appUrl = createAppUrl({ rendererHtml: html, devServerUrl: null, platform: 'linux' })

  it('accepts the app page, with any hash or query', () => {
    const url = pathToFileURL(html).href
    expect(appUrl.isAppUrl(url)).toBe(true)
    expect(appUrl.isAppUrl(`${url}#/items/3`)).toBe(true)
    expect(appUrl.isAppUrl(`${url}?page=2`)).toBe(true)
  })

  it('refuses other files, other schemes and malformed input', () => {
    expect(
      appUrl.isAppUrl(pathToFileURL('/opt/Catalog Browser/resources/app.asar/out/renderer/other.html').href),
    ).toBe(false)
    expect(appUrl.isAppUrl('file:///etc/passwd')).toBe(false)
    expect(appUrl.isAppUrl('file://server/share/out/renderer/index.html')).toBe(false)
    expect(appUrl.isAppUrl('https://evil.example/index.html')).toBe(false)
    expect(appUrl.isAppUrl('http://localhost:5173/')).toBe(false)
    expect(appUrl.isAppUrl('::::')).toBe(false)
  })

  it('compares case-insensitively only on Windows', () => {
    const upper = pathToFileURL(html.toUpperCase()).href
    expect(appUrl.isAppUrl(upper)).toBe(false)
    expect(createAppUrl({ rendererHtml: html, devServerUrl: null, platform: 'win32' }).isAppUrl(upper)).toBe(
      true,
    )
  })
})

describe('isAppUrl under the dev server', () => {
  const appUrl = createAppUrl({
    rendererHtml: html,
    devServerUrl: 'http://localhost:5173/',
    platform: 'linux',
  })

  it('accepts the dev server origin only', () => {
    expect(appUrl.isAppUrl('http://localhost:5173/')).toBe(true)
    expect(appUrl.isAppUrl('http://localhost:5173/src/main.tsx')).toBe(true)
    expect(appUrl.isAppUrl('http://localhost:5174/')).toBe(false)
    expect(appUrl.isAppUrl('http://127.0.0.1:5173/')).toBe(false)
    expect(appUrl.isAppUrl(pathToFileURL(html).href)).toBe(false)
  })
})
