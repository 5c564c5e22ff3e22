import { describe, expect, it } from 'vitest'
import { REDIRECT_STATUS_UNKNOWN, adaptNetFetch } from './net-fetch'

/** A stand-in for Electron's net.fetch (the runtime cannot run here) that records each call. */
function fakeNetFetch(answer: () => Promise<Response>) {
  const calls: RequestInit[] = []
  const netFetch = async (_input: string | URL | Request, init?: RequestInit) => {
    calls.push(init ?? {})
    return answer()
  }
  return { netFetch, calls }
}

const MANUAL: RequestInit = {
  method: 'GET',
  redirect: 'manual',
  headers: { Authorization: 'Bearer t0ken-123' },
}

describe('net.fetch adapter', () => {
  it("passes redirect: 'manual' and the headers through unchanged", async () => {
    const { netFetch, calls } = fakeNetFetch(async () => new Response('{}', { status: 200 }))
    const response = await adaptNetFetch(netFetch)('https://catalog.example.com/v1/items', MANUAL)
    expect(response.status).toBe(200)
    expect(calls).toStrictEqual([MANUAL])
  })

  it('turns "Redirect was cancelled" into a redirect answer instead of a network error', async () => {
    const { netFetch } = fakeNetFetch(async () => {
      throw new Error('net::ERR_ABORTED: Redirect was cancelled')
    })
    const response = await adaptNetFetch(netFetch)('https://catalog.example.com/v1/items', MANUAL)
    expect(response.status).toBe(302)
    expect(response.headers.get(REDIRECT_STATUS_UNKNOWN)).toBe('1')
    expect(response.headers.get('location')).toBeNull()
  })

  it('turns an opaque redirect (status 0) into a redirect answer', async () => {
    // Only a browser's fetch makes an opaque redirect; this is a real status-0 Response marked as one.
    const opaque = Object.defineProperty(Response.error(), 'type', { value: 'opaqueredirect' })
    expect([opaque.status, opaque.type]).toStrictEqual([0, 'opaqueredirect'])
    const { netFetch } = fakeNetFetch(async () => opaque)
    const response = await adaptNetFetch(netFetch)('https://catalog.example.com/v1/items', MANUAL)
    expect(response.status).toBe(302)
    expect(response.headers.get(REDIRECT_STATUS_UNKNOWN)).toBe('1')
  })

  it('keeps a real 3xx answer with its Location, and rethrows every other failure', async () => {
    const real = new Response(null, { status: 301, headers: { location: 'https://elsewhere.example/' } })
    const passed = await adaptNetFetch(fakeNetFetch(async () => real).netFetch)(
      'https://c.example/v1/items',
      MANUAL,
    )
    expect(passed).toBe(real)
    const failing = fakeNetFetch(async () => {
      throw new Error('net::ERR_PROXY_CONNECTION_FAILED')
    })
    await expect(adaptNetFetch(failing.netFetch)('https://c.example/v1/items', MANUAL)).rejects.toThrow(
      /PROXY/,
    )
    const following = fakeNetFetch(async () => {
      throw new Error('Redirect was cancelled')
    })
    await expect(adaptNetFetch(following.netFetch)('https://c.example/v1/items', {})).rejects.toThrow(
      /cancelled/,
    )
  })
})
