import type { ServerResponse } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { closedPort, startTestServer, type TestServer } from '../catalog-client/http-server.test-support'
import { readTeamUrl, tooBig, type UrlReadOptions, type Validators } from './team-fetch'
import { withEnglish } from '../../../shared/i18n/english.test-support'

/**
 * One read of a team file from its address, against a real server on 127.0.0.1: what is sent,
 * which answers count as the file, and the reason a read is refused. The service's use of it
 * (the last good copy, the sentence) is team-templates-url.test.ts's.
 */

const servers: TestServer[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

const NONE: Validators = { etag: null, lastModified: null }
/** A small bound, so "exactly the bound" is a few bytes. */
const BOUND = 100
const OPTIONS: UrlReadOptions = { fetch, timeoutMs: 5_000, maxBytes: BOUND }

async function serve(handler: (url: string, res: ServerResponse) => void): Promise<TestServer> {
  const server = await startTestServer((req, res) => handler(req.url ?? '', res))
  servers.push(server)
  return server
}

async function read(server: TestServer, path = '/team.json', last = NONE, options = OPTIONS) {
  return readTeamUrl(new URL(path, server.origin), last, options)
}

describe('readTeamUrl', () => {
  it('asks for JSON, and sends only the validators it has', async () => {
    const server = await serve((_url, res) => res.writeHead(200).end('{}'))
    await read(server, '/team.json', { etag: '"a"', lastModified: null })
    await read(server, '/team.json', { etag: null, lastModified: 'Wed, 25 Nov 2026 09:00:00 GMT' })
    const [first, second] = server.requests.map((request) => request.headers)
    expect(first).toMatchObject({ accept: 'application/json', 'if-none-match': '"a"' })
    expect(first?.['if-modified-since']).toBeUndefined()
    expect(second).toMatchObject({ 'if-modified-since': 'Wed, 25 Nov 2026 09:00:00 GMT' })
    expect(second?.['if-none-match']).toBeUndefined()
  })

  it('reads the file with the validators to send next time', async () => {
    const server = await serve((_url, res) =>
      res.writeHead(200, { etag: '"v1"', 'last-modified': 'Tue, 24 Nov 2026 08:00:00 GMT' }).end('{"a":1}'),
    )
    expect(await read(server)).toEqual({
      kind: 'read',
      text: '{"a":1}',
      validators: { etag: '"v1"', lastModified: 'Tue, 24 Nov 2026 08:00:00 GMT' },
    })
  })

  it('reads an answer with no body as an empty file (the file check then says what is wrong)', async () => {
    const server = await serve((_url, res) => res.writeHead(204).end())
    expect(await read(server)).toEqual({ kind: 'read', text: '', validators: NONE })
  })

  it('reads a bad byte as a replacement character instead of failing the read', async () => {
    const server = await serve((_url, res) => res.writeHead(200).end(Buffer.from([0x7b, 0xff, 0x7d])))
    expect(await read(server)).toMatchObject({ kind: 'read', text: '{\uFFFD}' })
  })

  it.each([400, 404, 500])('says the server answered %i, and to check the address', async (status) => {
    const server = await serve((_url, res) => res.writeHead(status).end('not here'))
    expect(withEnglish(await read(server))).toEqual({
      kind: 'failed',
      reason: `the server answered ${status}`,
      advice: 'address',
    })
  })

  it('follows any 3xx with a Location on the same site, from 300 on', async () => {
    const server = await serve((url, res) => {
      if (url === '/choices.json') return res.writeHead(300, { location: '/team.json' }).end()
      res.writeHead(200).end('{"moved":true}')
    })
    expect(await read(server, '/choices.json')).toMatchObject({
      kind: 'read',
      text: '{"moved":true}',
    })
  })

  it('says a redirect that does not say where to, or says it unreadably, was not followed', async () => {
    const server = await serve((url, res) => {
      if (url === '/nowhere.json') return res.writeHead(302).end()
      res.writeHead(307, { location: 'http://[broken' }).end()
    })
    for (const [path, status] of [
      ['/nowhere.json', 302],
      ['/broken.json', 307],
    ] as const) {
      expect(withEnglish(await read(server, path))).toEqual({
        kind: 'failed',
        reason: `the server answered ${status} without saying where to`,
        advice: 'address',
      })
    }
    expect(server.requests).toHaveLength(2)
  })

  it('takes a file of exactly the bound, declared or not, and refuses one byte more', async () => {
    const server = await serve((url, res) => {
      const size = url.startsWith('/over') ? BOUND + 1 : BOUND
      const body = Buffer.alloc(size, 0x20)
      if (url.endsWith('declared')) return res.writeHead(200, { 'content-length': size }).end(body)
      // No length: sent in two chunks, so the bound is checked as the body arrives.
      res.writeHead(200)
      res.write(body.subarray(0, 10))
      setTimeout(() => res.end(body.subarray(10)), 20)
    })
    for (const how of ['declared', 'chunked']) {
      expect(await read(server, `/exact-${how}`)).toMatchObject({
        kind: 'read',
        text: ' '.repeat(BOUND),
      })
      expect(await read(server, `/over-${how}`)).toEqual({
        kind: 'failed',
        reason: tooBig(BOUND),
        advice: 'file',
      })
    }
  })

  it('gives up on an address that does not answer in time, saying how long it waited', async () => {
    const server = await serve(() => undefined)
    expect(withEnglish(await read(server, '/team.json', NONE, { ...OPTIONS, timeoutMs: 1_500 }))).toEqual({
      kind: 'failed',
      reason: 'the address did not answer within 2 seconds',
      advice: 'address',
    })
  })

  it('says an address that cannot be reached could not be, with the system’s reason for the log', async () => {
    const port = await closedPort()
    expect(
      withEnglish(await readTeamUrl(new URL(`http://127.0.0.1:${port}/team.json`), NONE, OPTIONS)),
    ).toEqual({
      kind: 'failed',
      reason: 'the address could not be reached',
      advice: 'address',
      detail: 'ECONNREFUSED',
    })
    // A port fetch refuses to ask (SMTP's) fails without a system code: its message is kept.
    expect(
      withEnglish(await readTeamUrl(new URL('http://127.0.0.1:25/team.json'), NONE, OPTIONS)),
    ).toMatchObject({
      reason: 'the address could not be reached',
      detail: 'fetch failed',
    })
  })
})
