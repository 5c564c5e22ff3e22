import { EventEmitter } from 'node:events'
import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { PassThrough } from 'node:stream'

/**
 * Electron's `net.request` as far as the update feed and the fetch adapter use it, over Node's
 * http/https, for unit tests against real loopback servers. It keeps the Electron behaviour
 * they rely on (ClientRequest's docs): with `redirect: 'manual'` a 3xx with a Location is a
 * `redirect` event (status, method, the absolute address, the headers), and a redirect neither
 * followed nor aborted during that event dies with Electron's "Redirect was cancelled";
 * `followRedirect()` during that event sends the same request (its headers too) on to the new
 * address; `abort()` ends the request quietly (no `error` after it), and destroying the
 * response stream does not. `ca` trusts a test's
 * self-made certificate.
 *
 * And `net.fetch` as far as redirects go, over Node's fetch: Electron's builds a ClientRequest
 * with the request's redirect mode and never listens for `redirect`, so in manual mode every
 * redirect rejects with that same "Redirect was cancelled" (electron/electron#43715), where
 * Node's fetch would give the 3xx itself.
 */
export function createLoopbackNet(options: { ca?: Buffer } = {}) {
  const requested: string[] = []
  const request = (init: { url: string; redirect?: string }) => {
    requested.push(init.url)
    const emitter = new EventEmitter()
    const headers: Record<string, string> = {}
    let aborted = false
    let node: ClientRequest
    let follow: string | null = null
    /** The redirect being told, while its event runs. */
    let pending: string | null = null
    const send = (url: URL) => {
      const open = url.protocol === 'https:' ? httpsRequest : httpRequest
      node = open(url, { method: 'GET', headers, ...(options.ca ? { ca: options.ca } : {}) }, (response) =>
        onResponse(url, response),
      )
      node.on('error', (error) => {
        if (!aborted) emitter.emit('error', error)
      })
      return node
    }
    const onResponse = (url: URL, response: IncomingMessage) => {
      if (aborted) return void response.destroy()
      const location = response.headers.location
      const status = response.statusCode ?? 0
      if (status >= 300 && status < 400 && location !== undefined && init.redirect === 'manual') {
        response.destroy()
        const next = new URL(location, url).href
        follow = null
        pending = next
        emitter.emit('redirect', status, 'GET', next, response.headers)
        pending = null
        if (follow !== null) {
          requested.push(follow)
          // Chromium fails a redirect it cannot follow (another scheme) with an `error` event.
          try {
            send(new URL(follow)).end()
          } catch (error) {
            emitter.emit('error', error)
          }
        } else if (!aborted) emitter.emit('error', new Error('Redirect was cancelled'))
        return
      }
      // Electron's IncomingMessage is a stream of its own: destroying it leaves the request
      // open, only paused (nothing reads on), until the request is aborted.
      const body = response.pipe(new PassThrough())
      emitter.emit(
        'response',
        Object.assign(body, {
          statusCode: status,
          statusMessage: response.statusMessage,
          headers: response.headers,
        }),
      )
    }
    send(new URL(init.url))
    return Object.assign(emitter, {
      setHeader: (name: string, value: string) => {
        headers[name] = value
        node.setHeader(name, value)
      },
      end: () => node.end(),
      /** Only during a `redirect` event, as Electron's: the same request goes on to `redirectUrl`. */
      followRedirect: () => {
        follow = pending
      },
      abort: () => {
        aborted = true
        node.destroy()
      },
    })
  }
  const fetchLikeElectron = async (input: string | URL | Request, init?: RequestInit) => {
    requested.push(input instanceof Request ? input.url : String(input))
    const response = await fetch(input, init)
    const redirect = response.status >= 300 && response.status < 400 && response.headers.has('location')
    if (!redirect || init?.redirect !== 'manual') return response
    await response.body?.cancel()
    throw new Error('Redirect was cancelled')
  }
  return { net: { request, fetch: fetchLikeElectron }, requested }
}
