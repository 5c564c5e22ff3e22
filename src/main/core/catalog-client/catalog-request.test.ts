import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { catalogGet, type CatalogGet } from './catalog-request'
import { ECHO_SPELLINGS, SPIKY_TOKEN } from '../redaction/echo-spellings.test-support'
import { withEnglish } from '../../../shared/i18n/english.test-support'

/*
 * catalogGet against a scripted fetch: what it sends, and every way an answer can go wrong,
 * word for word (the messages are what the agent reads).
 */

const TOKEN = 'secret-token-0123456789'
const URL_ = new URL('https://catalog.example/api/v1/items/7')
const schema = z.object({ data: z.object({ id: z.number() }) })

function request(
  answer: Response | ((init: RequestInit) => Promise<Response>),
  overrides: Partial<CatalogGet<{ data: { id: number } }>> = {},
) {
  const fetch = vi.fn(async (_url: URL | string, init?: RequestInit) =>
    typeof answer === 'function' ? answer(init ?? {}) : answer,
  )
  const get: CatalogGet<{ data: { id: number } }> = {
    url: URL_,
    token: TOKEN,
    schema,
    context: { baseUrl: 'https://catalog.example/api', itemId: 7, timeoutMs: 1_000 },
    fetch: fetch as unknown as typeof globalThis.fetch,
    ...overrides,
  }
  return { get, fetch }
}

const redirect = (status: number, headers: Record<string, string> = {}) =>
  new Response(null, { status, headers })

describe('catalogGet', () => {
  it('sends one GET with the bearer token and Accept, and never follows a redirect', async () => {
    const { get, fetch } = request(Response.json({ data: { id: 7 } }))
    expect(await catalogGet(get)).toEqual({ ok: true, data: { data: { id: 7 } } })
    expect(fetch).toHaveBeenCalledOnce()
    const [url, init] = fetch.mock.calls[0]!
    expect(url).toBe(URL_)
    expect(init).toMatchObject({
      method: 'GET',
      headers: { Authorization: `Bearer ${TOKEN}`, Accept: 'application/json' },
      redirect: 'manual',
    })
    expect(init?.signal).toBeInstanceOf(AbortSignal)
  })

  it('sends nothing when the caller has already cancelled', async () => {
    const { get, fetch } = request(Response.json({ data: { id: 7 } }), { signal: AbortSignal.abort() })
    const result = await catalogGet(get)
    expect(result.ok).toBe(false)
    expect(fetch).not.toHaveBeenCalled()
  })

  it('gives up after the context’s timeout when the catalog does not answer', async () => {
    const { get } = request(
      (init) =>
        new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
      { context: { baseUrl: 'https://catalog.example/api', itemId: 7, timeoutMs: 30 } },
    )
    const result = await catalogGet(get)
    expect(result).toMatchObject({ ok: false, error: { kind: 'timeout', timeoutMs: 30 } })
  })

  it('treats 2xx as an answer and 300–399 as a redirect', async () => {
    expect((await catalogGet(request(Response.json({ data: { id: 7 } }, { status: 299 })).get)).ok).toBe(true)
    for (const status of [300, 399]) {
      expect(await catalogGet(request(redirect(status)).get)).toMatchObject({
        ok: false,
        error: { kind: 'redirect', status },
      })
    }
    expect(await catalogGet(request(new Response('', { status: 400 })).get)).toMatchObject({
      ok: false,
      error: { kind: 'bad_response', status: 400 },
    })
  })

  it('names a same-origin redirect’s target without its query, and says what to do', async () => {
    const { get } = request(redirect(301, { location: '/v2/items/7?token=abc#x' }))
    expect(withEnglish(await catalogGet(get))).toEqual({
      ok: false,
      error: {
        kind: 'redirect',
        status: 301,
        crossOrigin: false,
        location: 'https://catalog.example/v2/items/7',
        message:
          'The catalog answered with a redirect (HTTP 301 to https://catalog.example/v2/items/7). The app does not follow redirects; use the final address as the base URL.',
      },
    })
  })

  it('says so when the redirect has no target, or one the network layer hides', async () => {
    const bare = await catalogGet(request(redirect(302)).get)
    expect(withEnglish(bare)).toMatchObject({
      error: {
        location: null,
        message:
          'The catalog answered with a redirect (HTTP 302). The app does not follow redirects; use the final address as the base URL.',
      },
    })
    const hidden = await catalogGet(
      request(redirect(302, { location: '/elsewhere', 'x-catalog-browser-redirect-status-unknown': '1' }))
        .get,
    )
    expect(withEnglish(hidden)).toMatchObject({
      error: {
        message:
          'The catalog answered with a redirect (to an address the network layer does not reveal to https://catalog.example/elsewhere). The app does not follow redirects; use the final address as the base URL.',
      },
    })
  })

  it('warns about a redirect to another site and names only its origin', async () => {
    const { get } = request(redirect(307, { location: 'https://evil.example/steal?token=abc' }))
    expect(withEnglish(await catalogGet(get))).toEqual({
      ok: false,
      error: {
        kind: 'redirect',
        status: 307,
        crossOrigin: true,
        location: 'https://evil.example/steal',
        message:
          "The catalog redirected to another site (https://evil.example). The app does not follow it, so the access token is never sent there. Check the base URL with the catalog's operators.",
      },
    })
  })

  it('keeps an unparseable target as text, without its query, and bounds its length', async () => {
    const odd = await catalogGet(request(redirect(301, { location: 'http://[bad/x?token=abc' })).get)
    expect(odd).toMatchObject({ error: { location: 'http://[bad/x', crossOrigin: false } })
    const long = await catalogGet(request(redirect(301, { location: `/${'a'.repeat(3000)}` })).get)
    expect(!long.ok && long.error.kind === 'redirect' && long.error.location?.length).toBe(2048)
  })

  it('lets go of a redirect’s body', async () => {
    const cancel = vi.fn()
    const body = new ReadableStream({ cancel })
    await catalogGet(request(new Response(body, { status: 301 })).get)
    expect(cancel).toHaveBeenCalledOnce()
  })

  it('never repeats the token a server echoes back', async () => {
    const echo = JSON.stringify({ success: false, type: 'error', message: `you sent Bearer ${TOKEN}` })
    const result = await catalogGet(request(new Response(echo, { status: 400 })).get)
    expect(JSON.stringify(result)).not.toContain(TOKEN)
    expect(withEnglish(!result.ok && result.error.message)).toContain('[redacted]')
  })

  describe('R1: a token echoed in any JSON spelling is removed from the parsed values', () => {
    // A token with every character an encoder likes to escape (all legal in a header).
    const SPIKY = 'tok/en+Wq"9\\x=='
    const item = (name: string) => ({ data: { id: 7, name, [`k-${name}`]: [name] } })
    const escapeAll = (json: string) =>
      json.replace(/[/+=]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
    it.each([
      ['as is', (json: string) => json],
      ['with \\/ (PHP)', (json: string) => json.replaceAll('/', '\\/')],
      ['with \\u002B (.NET)', (json: string) => json.replaceAll('+', '\\u002B')],
      ['with every symbol \\u-escaped', escapeAll],
    ])('%s', async (_, encode) => {
      const body = encode(JSON.stringify(item(`Echo ${SPIKY} and Bearer ${SPIKY}`)))
      const { get } = request(new Response(body, { status: 200 }), {
        token: SPIKY,
        schema: z.object({ data: z.object({ id: z.number() }).passthrough() }) as unknown as typeof schema,
      })
      const result = await catalogGet(get)
      expect(result.ok).toBe(true)
      const shown = JSON.stringify(result)
      expect(shown.includes(JSON.stringify(SPIKY).slice(1, -1))).toBe(false)
      expect(shown).toContain('Echo [redacted] and Bearer [redacted]')
      expect(shown).toContain('"k-Echo [redacted] and Bearer [redacted]"')
    })

    it('percent-encoded in a URL, and in an error envelope', async () => {
      const url = `https://trade.example/?t=${encodeURIComponent(SPIKY)}`
      const ok = await catalogGet(
        request(new Response(JSON.stringify(item(url)), { status: 200 }), {
          token: SPIKY,
          schema: z.object({ data: z.object({ id: z.number() }).passthrough() }) as unknown as typeof schema,
        }).get,
      )
      expect(JSON.stringify(ok)).not.toContain(encodeURIComponent(SPIKY))
      expect(JSON.stringify(ok)).toContain('?t=[redacted]')
      const envelope = JSON.stringify({ success: false, type: 'error', message: `sent ${SPIKY}` }).replaceAll(
        '/',
        '\\/',
      )
      const failed = await catalogGet(request(new Response(envelope, { status: 400 }), { token: SPIKY }).get)
      expect(withEnglish(!failed.ok && failed.error.message)).toContain('It said: "sent [redacted]"')
    })
  })

  it.each(ECHO_SPELLINGS)('R4-1: removes a token echoed %s inside a value or a key', async (_, spell) => {
    const echoed = spell(SPIKY_TOKEN)
    const body = JSON.stringify({ data: { id: 7, name: `Echo ${echoed}.`, [echoed]: 1 } })
    const { get } = request(new Response(body, { status: 200 }), {
      token: SPIKY_TOKEN,
      schema: z.object({ data: z.object({ id: z.number() }).passthrough() }) as unknown as typeof schema,
    })
    const result = await catalogGet(get)
    expect(result.ok && result.data).toStrictEqual({
      data: { id: 7, name: 'Echo [redacted].', '[redacted]': 1 },
    })
  })

  it('reports an answer that is not JSON, with its status', async () => {
    expect(withEnglish(await catalogGet(request(new Response('<html>', { status: 200 })).get))).toEqual({
      ok: false,
      error: {
        kind: 'bad_response',
        status: 200,
        path: '',
        message:
          "The catalog answered with something that is not JSON (HTTP 200). Check the base URL: it may point at a web page rather than the catalog's API.",
      },
    })
  })

  it('reports where an answer departs from the documented shape', async () => {
    const result = await catalogGet(request(Response.json({ data: { id: 'seven' } })).get)
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'bad_response', status: 200, path: 'data.id' },
    })
    expect(withEnglish(!result.ok && result.error.message)).toMatch(
      /^The catalog's answer does not have the documented shape \(.+\)\. The app cannot show it; report this to the catalog's operators\.$/,
    )
  })
})
