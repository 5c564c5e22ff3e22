import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  CSP_META_TAG,
  DEV_SERVER_CSP,
  PRODUCTION_CSP,
  applyDevServerCsp,
  cspMetaContent,
  installCspHeader,
  withCspHeader,
  type HeadersReceivedHook,
} from './content-security-policy'

const directives = (policy: string) =>
  Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  )

describe('the production policy', () => {
  it('allows only the app itself to run code and style, and nothing to connect or frame', () => {
    const policy = directives(PRODUCTION_CSP)
    expect(policy['default-src']).toEqual(["'none'"])
    expect(policy['script-src']).toEqual(["'self'"])
    expect(policy['style-src']).toEqual(["'self'"])
    expect(policy['connect-src']).toEqual(["'none'"])
    expect(policy['object-src']).toEqual(["'none'"])
    expect(policy['base-uri']).toEqual(["'none'"])
    expect(policy['form-action']).toEqual(["'none'"])
    expect(policy['frame-ancestors']).toEqual(["'none'"])
    expect(PRODUCTION_CSP).not.toContain('unsafe')
  })

  it('is the policy every page of src/renderer carries (the main window, Quick answer)', () => {
    const rendererDir = resolve(__dirname, '../../renderer')
    const pages = readdirSync(rendererDir).filter((name) => name.endsWith('.html'))
    expect(pages).toEqual(expect.arrayContaining(['index.html', 'quick-answer.html']))
    for (const page of pages)
      expect(cspMetaContent(readFileSync(join(rendererDir, page), 'utf8')), page).toBe(PRODUCTION_CSP)
  })
})

describe('withCspHeader', () => {
  it('adds the policy and keeps every other header', () => {
    const headers = withCspHeader({ 'content-type': ['text/html'] }, PRODUCTION_CSP)
    expect(headers).toStrictEqual({
      'content-type': ['text/html'],
      'Content-Security-Policy': [PRODUCTION_CSP],
    })
  })

  it("keeps a server's own policy beside ours, so the page can only get stricter", () => {
    const headers = withCspHeader({ 'content-security-policy': ["default-src 'self'"] }, PRODUCTION_CSP)
    expect(headers).toStrictEqual({ 'content-security-policy': ["default-src 'self'", PRODUCTION_CSP] })
  })

  it('copes with a response that has no headers', () => {
    expect(withCspHeader(undefined, PRODUCTION_CSP)).toStrictEqual({
      'Content-Security-Policy': [PRODUCTION_CSP],
    })
  })
})

describe('installCspHeader', () => {
  it('adds the policy to every response the session receives', () => {
    let listener: Parameters<HeadersReceivedHook['onHeadersReceived']>[0] | undefined
    installCspHeader({ onHeadersReceived: (l) => void (listener = l) }, DEV_SERVER_CSP)
    const answers: unknown[] = []
    listener?.({ responseHeaders: { server: ['vite'] } }, (response) => answers.push(response))
    expect(answers).toStrictEqual([
      { responseHeaders: { server: ['vite'], 'Content-Security-Policy': [DEV_SERVER_CSP] } },
    ])
  })
})

describe('cspMetaContent', () => {
  it('reads the policy from the meta tag, however the tag is wrapped', () => {
    expect(cspMetaContent(`<head>${CSP_META_TAG}</head>`)).toBe(PRODUCTION_CSP)
    const wrapped = `<meta\n      http-equiv="Content-Security-Policy"\n      content="${PRODUCTION_CSP}"\n    />`
    expect(cspMetaContent(wrapped)).toBe(PRODUCTION_CSP)
    expect(cspMetaContent('<meta charset="utf-8"><title>x</title>')).toBeNull()
  })
})

describe('applyDevServerCsp', () => {
  it('swaps the meta tag for the dev policy and changes nothing else', () => {
    const html = `<head>\n    ${CSP_META_TAG}\n    <title>x</title>\n</head>`
    const served = applyDevServerCsp(html)
    expect(served).toBe(html.replace(PRODUCTION_CSP, DEV_SERVER_CSP))
    expect(cspMetaContent(served)).toBe(DEV_SERVER_CSP)
  })

  it('refuses a page without the production policy instead of serving it unprotected', () => {
    expect(() => applyDevServerCsp('<head><title>x</title></head>')).toThrow(/Content-Security-Policy/)
    const weaker = CSP_META_TAG.replace("script-src 'self'", 'script-src *')
    expect(() => applyDevServerCsp(`<head>${weaker}</head>`)).toThrow(/Content-Security-Policy/)
  })
})
