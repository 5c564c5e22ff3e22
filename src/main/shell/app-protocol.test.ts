import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { PRODUCTION_CSP } from './content-security-policy'
import { APP_ENTRY_URL, resolveAppPath, serveAppRequest } from './app-protocol'

const base = mkdtempSync(join(tmpdir(), 'catalog-app-protocol-'))
const renderer = join(base, 'renderer')
mkdirSync(join(renderer, 'assets'), { recursive: true })
writeFileSync(join(renderer, 'index.html'), '<!doctype html><title>app</title>')
writeFileSync(join(renderer, 'assets', 'index-abc.js'), 'console.log(1)')
const TYPES = {
  'a.css': 'text/css; charset=utf-8',
  'a.svg': 'image/svg+xml',
  'a.png': 'image/png',
  'a.ico': 'image/x-icon',
  'a.woff2': 'font/woff2',
  'a.json': 'application/json',
}
for (const name of Object.keys(TYPES)) writeFileSync(join(renderer, 'assets', name), 'x')
writeFileSync(join(base, 'secret.txt'), 'outside the renderer')
writeFileSync(join(base, 'secret.js'), 'outside the renderer')
symlinkSync(join(base, 'secret.js'), join(renderer, 'assets', 'escape.js'))
afterAll(() => rmSync(base, { recursive: true, force: true }))

describe('app:// protocol', () => {
  it('serves the page and its assets with their type and the production CSP', async () => {
    const page = await serveAppRequest(renderer, APP_ENTRY_URL)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(page.headers.get('content-security-policy')).toBe(PRODUCTION_CSP)
    // R16: without nosniff a browser may run a file served as text as a script.
    expect(page.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await page.text()).toContain('<title>app</title>')
    const script = await serveAppRequest(renderer, 'app://catalog-browser/assets/index-abc.js?v=1#x')
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect((await serveAppRequest(renderer, 'app://catalog-browser/')).status).toBe(200)
  })

  it.each([
    'app://catalog-browser/../secret.txt',
    'app://catalog-browser/%2e%2e/secret.js',
    'app://catalog-browser/assets/%2e%2e%2f%2e%2e%2fsecret.js',
    'app://catalog-browser/assets/..%5c..%5csecret.js',
    'app://catalog-browser/assets%2f..%2f..%2fsecret.js',
    'app://catalog-browser/assets/\\..\\..\\secret.js',
    'app://catalog-browser/index.html%00.js',
    'app://elsewhere/index.html',
    'file:///etc/passwd',
    'https://catalog-browser/index.html',
  ])('refuses %s and reads nothing outside the renderer folder', async (url) => {
    const response = await serveAppRequest(renderer, url)
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(await response.text()).not.toContain('outside the renderer')
  })

  // R16: each guard of resolveAppPath on its own: every URL below passes all the others, so
  // deleting the one named fails the test.
  it.each([
    ['a URL that does not parse', 'not a url', 400],
    ['another scheme on the right host', 'https://catalog-browser/index.html', 403],
    ['another host on the right scheme', 'app://elsewhere/index.html', 403],
    ['an encoded slash', 'app://catalog-browser/assets%2findex-abc.js', 403],
    ['an encoded slash in capitals', 'app://catalog-browser/assets%2Findex-abc.js', 403],
    ['a broken percent-encoding', 'app://catalog-browser/%E0%A4%A.js', 400],
    ['a backslash', 'app://catalog-browser/assets\\x.js', 403],
    ['an encoded backslash', 'app://catalog-browser/assets%5cx.js', 403],
    ['a NUL', 'app://catalog-browser/index.html%00.js', 403],
    ['the folder itself', 'app://catalog-browser//', 403],
  ] as const)('R16: resolveAppPath refuses %s (%s) with %i', (_, url, status) => {
    expect(resolveAppPath(renderer, url)).toStrictEqual({ ok: false, status })
  })

  it('R16: resolveAppPath reads an empty path and "/" as the page, and keeps the type check case-blind', () => {
    const page = { ok: true, path: join(renderer, 'index.html') }
    expect(resolveAppPath(renderer, 'app://catalog-browser')).toStrictEqual(page)
    expect(resolveAppPath(renderer, 'app://catalog-browser/')).toStrictEqual(page)
    expect(resolveAppPath(renderer, 'app://catalog-browser/assets/A.JS')).toStrictEqual({
      ok: true,
      path: join(renderer, 'assets', 'A.JS'),
    })
  })

  it.each(Object.entries(TYPES))('R16: serves %s as %s', async (name, type) => {
    const response = await serveAppRequest(renderer, `app://catalog-browser/assets/${name}`)
    expect(response.headers.get('content-type')).toBe(type)
  })

  it('R16: answers a refused URL with the refusal’s own status and no body', async () => {
    const refused = await serveAppRequest(renderer, 'app://elsewhere/index.html')
    expect(refused.status).toBe(403)
    expect(await refused.text()).toBe('')
    expect((await serveAppRequest(renderer, 'not a url')).status).toBe(400)
    expect((await serveAppRequest(renderer, 'app://catalog-browser//index.html')).status).toBe(200)
  })

  it('refuses a symlink that leads out of the renderer folder', async () => {
    expect(resolveAppPath(renderer, 'app://catalog-browser/assets/escape.js').ok).toBe(true)
    const response = await serveAppRequest(renderer, 'app://catalog-browser/assets/escape.js')
    expect(response.status).toBe(403)
    expect(await response.text()).toBe('')
  })

  it('answers 404 for a missing file or a type the renderer never has', async () => {
    expect((await serveAppRequest(renderer, 'app://catalog-browser/nope.js')).status).toBe(404)
    expect(resolveAppPath(renderer, 'app://catalog-browser/index.php')).toStrictEqual({
      ok: false,
      status: 404,
    })
  })
})
