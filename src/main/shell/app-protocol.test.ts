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
