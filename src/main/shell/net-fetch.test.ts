import { afterEach, describe, expect, it } from 'vitest'
import { inEnglish } from '../../shared/i18n/english.test-support'
import { createCatalogClient } from '../core/catalog-client/catalog-client'
import { startTestServer, type TestServer } from '../core/catalog-client/http-server.test-support'
import { readTeamUrl } from '../core/team-templates/team-fetch'
import { adaptNetFetch } from './net-fetch'
import { createLoopbackNet } from './testing/loopback-net.test-support'

/**
 * The adapter between Electron's network and the core's fetch, against real loopback servers.
 * Only the `electron` module is stood in for (testing/loopback-net.test-support.ts): `net.fetch`
 * by Node's fetch with Electron's manual-redirect behaviour, `net.request` by Node's http with
 * ClientRequest's `redirect` event.
 */

const servers: TestServer[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

async function server(handler: Parameters<typeof startTestServer>[0]) {
  const started = await startTestServer(handler)
  servers.push(started)
  return started
}

const NO_VALIDATORS = { etag: null, lastModified: null }
const TEAM_FILE = '{"format":"catalog-browser-reply-templates","version":2,"templates":{}}'

/** A team file host that moved the file: /old answers 302 to /new, /elsewhere to `away`. */
async function movedTeamFile(away = 'https://mirror.example/team.json') {
  return server((req, res) => {
    if (req.url === '/old') return res.writeHead(302, { location: '/new' }).end()
    if (req.url === '/elsewhere') return res.writeHead(301, { location: away }).end()
    if (req.url === '/new') return res.writeHead(200, { 'content-type': 'application/json' }).end(TEAM_FILE)
    res.writeHead(404).end()
  })
}

describe('the net.fetch adapter (R5-10)', () => {
  it('shows the Electron behaviour it works around: net.fetch loses a manual redirect', async () => {
    const host = await movedTeamFile()
    const { net } = createLoopbackNet()
    await expect(net.fetch(`${host.origin}/old`, { redirect: 'manual' })).rejects.toThrow(
      'Redirect was cancelled',
    )
  })

  it('lets the team templates reader follow a same-origin redirect, one request per hop', async () => {
    const host = await movedTeamFile()
    const loopback = createLoopbackNet()
    const reading = await readTeamUrl(new URL(`${host.origin}/old`), NO_VALIDATORS, {
      fetch: adaptNetFetch(loopback.net),
      timeoutMs: 5_000,
      maxBytes: 10_000,
    })
    expect(reading).toMatchObject({ kind: 'read', text: TEAM_FILE })
    expect(host.requests.map((request) => request.url)).toEqual(['/old', '/new'])
    expect(loopback.requested).toEqual([`${host.origin}/old`, `${host.origin}/new`])
  })

  it('gives a redirect to another site its real status and absolute Location, and follows nothing', async () => {
    const host = await movedTeamFile()
    const loopback = createLoopbackNet()
    const adapted = adaptNetFetch(loopback.net)
    const response = await adapted(`${host.origin}/elsewhere`, { redirect: 'manual' })
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('https://mirror.example/team.json')
    const relative = await adapted(new URL(`${host.origin}/old`), { redirect: 'manual' })
    expect([relative.status, relative.headers.get('location')]).toEqual([302, `${host.origin}/new`])
    const reading = await readTeamUrl(new URL(`${host.origin}/elsewhere`), NO_VALIDATORS, {
      fetch: adapted,
      timeoutMs: 5_000,
      maxBytes: 10_000,
    })
    expect(reading.kind === 'failed' && inEnglish(reading.reason)).toBe(
      'the server sent it on to another site (https://mirror.example), which is not followed',
    )
    expect(host.requests.map((request) => request.url)).toEqual(['/elsewhere', '/old', '/elsewhere'])
  })

  it('lets the catalog client report a redirect with its status and target, sending the token only once', async () => {
    const catalog = await server((_req, res) => {
      res.writeHead(307, { location: 'https://collector.example/v1/items' }).end()
    })
    const loopback = createLoopbackNet()
    const client = createCatalogClient({
      baseUrl: catalog.origin,
      token: 'net-fetch-token-5e4d',
      fetch: adaptNetFetch(loopback.net),
      retry: { retries: 0 },
    })
    const result = await client.getItem(7)
    expect(result).toMatchObject({
      ok: false,
      error: {
        kind: 'redirect',
        status: 307,
        crossOrigin: true,
        location: 'https://collector.example/v1/items',
      },
    })
    expect(catalog.requests).toHaveLength(1)
    expect(catalog.requests[0]?.headers).toMatchObject({
      authorization: 'Bearer net-fetch-token-5e4d',
      accept: 'application/json',
    })
    expect(loopback.requested).toEqual([`${catalog.origin}/v1/items/7`])
  })

  it('passes an answer through with its status, headers and body, and a 304 with none', async () => {
    const host = await server((req, res) => {
      if (req.headers['if-none-match'] === '"v1"') return res.writeHead(304, { etag: '"v1"' }).end()
      res.writeHead(200, { etag: '"v1"', 'set-cookie': ['a=1', 'b=2'] }).end('{"ok":true}')
    })
    const adapted = adaptNetFetch(createLoopbackNet().net)
    const first = await adapted(`${host.origin}/t.json`, { redirect: 'manual' })
    expect([first.status, first.headers.get('etag'), await first.text()]).toEqual([
      200,
      '"v1"',
      '{"ok":true}',
    ])
    const again = await adapted(`${host.origin}/t.json`, {
      redirect: 'manual',
      headers: { 'if-none-match': '"v1"' },
    })
    expect([again.status, again.body]).toEqual([304, null])
  })

  it('stops a request its signal aborts, and hands every other request to net.fetch unchanged', async () => {
    const host = await server(() => undefined)
    const loopback = createLoopbackNet()
    const adapted = adaptNetFetch(loopback.net)
    const controller = new AbortController()
    const pending = adapted(`${host.origin}/slow`, { redirect: 'manual', signal: controller.signal })
    controller.abort(new Error('gave up'))
    await expect(pending).rejects.toThrow('gave up')
    await expect(
      adapted(`${host.origin}/x`, { redirect: 'manual', signal: controller.signal }),
    ).rejects.toThrow('gave up')

    const followed = await movedTeamFile()
    const response = await adapted(`${followed.origin}/old`)
    expect([response.status, await response.text()]).toEqual([200, TEAM_FILE])
    expect(followed.requests.map((request) => request.url)).toEqual(['/old', '/new'])
  })
})
