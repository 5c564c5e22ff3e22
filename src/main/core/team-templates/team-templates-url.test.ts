import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { MAX_TEAM_FILE_BYTES } from '../../../shared/reply/team-templates'
import { closedPort, startTestServer, type TestServer } from '../catalog-client/http-server.test-support'
import { MAX_REDIRECTS } from './team-fetch'
import { teamFileText, teamFixture, type TeamFixture } from './team-templates.test-support'
import { inEnglish } from '../../../shared/i18n/english.test-support'

let fixture: TeamFixture
const servers: TestServer[] = []
beforeEach(async () => {
  fixture = await teamFixture()
})
afterEach(async () => {
  await fixture.cleanup()
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

/** A server publishing `current.text`, answering 304 to the ETag and date it sent last. */
async function publisher(current: { text: string; etag: string }) {
  const server = await startTestServer((req, res) => {
    if (req.headers['if-none-match'] === current.etag) return res.writeHead(304).end()
    res.writeHead(200, {
      'content-type': 'application/json',
      etag: current.etag,
      'last-modified': 'Wed, 25 Nov 2026 09:00:00 GMT',
    })
    res.end(current.text)
  })
  servers.push(server)
  return server
}

async function inUse(source: string) {
  const team = await fixture.open()
  await team.start()
  const configured = await team.configure({ source, use: true })
  expect(configured.ok).toBe(true)
  return team
}

const notFound = (status: { set: { languages: { en?: { not_found?: string } } } | null }) =>
  status.set?.languages.en?.not_found

describe('team templates from a URL', () => {
  it('reads a changed file on Check now, sending the last ETag and Last-Modified', async () => {
    const current = { text: teamFileText('First {id}.', 1), etag: '"a"' }
    const server = await publisher(current)
    const team = await inUse(`${server.origin}/team.json`)
    expect(team.status()).toMatchObject({ inUse: true, setVersion: 1, problem: null })
    expect(notFound(team.status())).toBe('First {id}.')

    Object.assign(current, { text: teamFileText('Second {id}.', 2), etag: '"b"' })
    const after = await team.checkNow()
    expect(notFound(after)).toBe('Second {id}.')
    expect(after.setVersion).toBe(2)
    expect(server.requests[1]?.headers).toMatchObject({
      'if-none-match': '"a"',
      'if-modified-since': 'Wed, 25 Nov 2026 09:00:00 GMT',
    })
  })

  it('keeps the set on 304, with the check time moved on and no problem', async () => {
    let time = 1_000
    const server = await publisher({ text: teamFileText('Same {id}.', 3), etag: '"same"' })
    const team = await fixture.open({ now: () => time })
    await team.start()
    await team.configure({ source: `${server.origin}/team.json`, use: true })
    time = 2_000
    const after = await team.checkNow()
    expect(server.requests.map((request) => request.headers['if-none-match'])).toEqual([undefined, '"same"'])
    expect(after).toMatchObject({ setVersion: 3, checkedAt: 2_000, problem: null })
    expect(notFound(after)).toBe('Same {id}.')
  })

  it('keeps the last good copy when the address cannot be reached, and says why and what to do', async () => {
    const current = { text: teamFileText('Good {id}.', 4), etag: '"g"' }
    const server = await publisher(current)
    const team = await inUse(`${server.origin}/team.json`)
    await server.close()
    const after = await team.checkNow()
    expect(notFound(after)).toBe('Good {id}.')
    expect(inEnglish(after.problem)).toMatch(
      /^Team templates were not updated because the address could not be reached, so team templates 4 stays in use: check the address and your connection, then choose Check now\.$/,
    )
    expect(fixture.logs.join('\n')).toMatch(/not updated: the address could not be reached \(\w+\)/)
  })

  it.each([
    ['bad JSON', '{"format": "catalog-browser-reply', 'it is not JSON'],
    [
      'an unknown key',
      teamFileText('Bad {id}.', 6, { colour: 'red' }),
      'it has the key "colour", which is not allowed',
    ],
    [
      'a set version going back',
      teamFileText('Old {id}.', 4),
      'the file is team templates 4, older than 5 read before',
    ],
    [
      'no set version after one',
      teamFileText('Old {id}.'),
      'the file has no set version and team templates 5 were read before',
    ],
  ])('refuses %s with the reason and keeps the last good copy', async (_case, text, reason) => {
    const current = { text: teamFileText('Good {id}.', 5), etag: '"1"' }
    const server = await publisher(current)
    const team = await inUse(`${server.origin}/team.json`)
    Object.assign(current, { text, etag: '"2"' })
    const after = await team.checkNow()
    expect(notFound(after)).toBe('Good {id}.')
    expect(after.setVersion).toBe(5)
    expect(inEnglish(after.problem)).toContain(
      `because ${reason}, so team templates 5 stays in use: ask your team lead`,
    )
  })

  it('says so, and keeps the agent’s own wording, when the first read fails', async () => {
    const port = await closedPort()
    const team = await inUse(`http://127.0.0.1:${port}/team.json`)
    expect(team.status()).toMatchObject({ inUse: true, set: null, setVersion: null })
    expect(inEnglish(team.status().problem)).toContain('so your own wording stays in use')
  })

  it('stops reading a body past the size bound and refuses it', async () => {
    let socketClosed = false
    let sent = 0
    const server = await startTestServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      const chunk = Buffer.alloc(64 * 1024, 0x20)
      // Writes for as long as the reader reads: a reader that read it all would never finish.
      const pump = () => {
        while (!res.destroyed && res.write(chunk)) sent += chunk.length
      }
      res.on('drain', pump)
      req.socket.on('close', () => (socketClosed = true))
      pump()
    })
    servers.push(server)
    const team = await inUse(`${server.origin}/big.json`)
    expect(inEnglish(team.status().problem)).toContain(
      `the file is larger than ${Math.round(MAX_TEAM_FILE_BYTES / 1000).toLocaleString('en')} KB`,
    )
    await expect.poll(() => socketClosed).toBe(true)
    expect(sent).toBeLessThan(MAX_TEAM_FILE_BYTES * 4)
  })

  it('refuses a declared length over the bound without reading the body', async () => {
    const server = await startTestServer((_req, res) => {
      res.writeHead(200, { 'content-length': String(MAX_TEAM_FILE_BYTES + 1) })
      res.write('{')
    })
    servers.push(server)
    const team = await inUse(`${server.origin}/big.json`)
    expect(inEnglish(team.status().problem)).toContain('the file is larger than')
  })

  it('follows no redirect to another origin: the other server is never asked', async () => {
    const other = await publisher({ text: teamFileText('Elsewhere {id}.', 9), etag: '"x"' })
    const server = await startTestServer((_req, res) =>
      res.writeHead(302, { location: `${other.origin}/team.json` }).end(),
    )
    servers.push(server)
    const team = await inUse(`${server.origin}/team.json`)
    expect(other.requests).toHaveLength(0)
    expect(team.status().set).toBeNull()
    expect(inEnglish(team.status().problem)).toContain(
      `the server sent it on to another site (${other.origin}), which is not followed`,
    )
  })

  it('follows a redirect within the origin, a bounded number of times', async () => {
    const server = await startTestServer((req, res) => {
      if (req.url === '/moved.json') return res.writeHead(301, { location: '/team.json' }).end()
      if (req.url === '/loop.json') return res.writeHead(302, { location: '/loop.json' }).end()
      res.writeHead(200).end(teamFileText('Moved {id}.', 1))
    })
    servers.push(server)
    const team = await inUse(`${server.origin}/moved.json`)
    expect(notFound(team.status())).toBe('Moved {id}.')
    await team.configure({ source: `${server.origin}/loop.json` })
    expect(inEnglish(team.status().problem)).toContain(
      `the server sent it on more than ${MAX_REDIRECTS} times`,
    )
    expect(server.requests.filter((request) => request.url === '/loop.json')).toHaveLength(MAX_REDIRECTS + 1)
  })

  it('never sends an Authorization header or a cookie', async () => {
    const server = await publisher({ text: teamFileText('Hi {id}.', 1), etag: '"a"' })
    const team = await inUse(`${server.origin}/team.json`)
    await team.checkNow()
    expect(server.requests.length).toBeGreaterThanOrEqual(2)
    for (const request of server.requests) {
      expect(request.headers.authorization).toBeUndefined()
      expect(request.headers.cookie).toBeUndefined()
    }
  })

  it('keeps the last good copy on disk for the next start, which uses it while the source is down', async () => {
    const server = await publisher({ text: teamFileText('Kept {id}.', 7), etag: '"k"' })
    const first = await inUse(`${server.origin}/team.json`)
    first.dispose()
    await server.close()
    const next = await fixture.open()
    await next.start()
    expect(next.status()).toMatchObject({
      inUse: true,
      setVersion: 7,
      source: `${server.origin}/team.json`,
    })
    expect(notFound(next.status())).toBe('Kept {id}.')
    await expect.poll(() => inEnglish(next.status().problem)).toContain('team templates 7 stays in use')
    expect(notFound(next.status())).toBe('Kept {id}.')
  })

  it('keeps the version fence for the same file however its address is retyped (R5-10)', async () => {
    const current = { text: teamFileText('Five {id}.', 5), etag: '"5"' }
    const server = await publisher(current)
    const team = await inUse(`${server.origin}/team.json`)
    Object.assign(current, { text: teamFileText('One {id}.', 1), etag: '"1"' })
    for (const retyped of [
      `${server.origin}/team.json#x`,
      `${server.origin}/team.json/`,
      `${server.origin.toUpperCase()}/%74eam.json`,
      `${server.origin}/old/../team.json`,
    ]) {
      expect((await team.configure({ source: retyped })).ok).toBe(true)
      const status = await team.checkNow()
      expect({ retyped, version: status.setVersion, text: notFound(status) }).toEqual({
        retyped,
        version: 5,
        text: 'Five {id}.',
      })
      expect(inEnglish(status.problem)).toContain('the file is team templates 1, older than 5 read before')
    }
  })

  it('says a 304 to a first read, which compared with nothing, and keeps the agent’s own wording (R5-10)', async () => {
    const server = await startTestServer((_req, res) => res.writeHead(304).end())
    servers.push(server)
    const team = await inUse(`${server.origin}/team.json`)
    expect(server.requests[0]?.headers['if-none-match']).toBeUndefined()
    expect(team.status()).toMatchObject({ inUse: true, set: null, setVersion: null })
    expect(inEnglish(team.status().problem)).toBe(
      'Team templates were not updated because the server answered “not modified” (304) though the app has no copy to compare, so your own wording stays in use: check the address and your connection, then choose Check now.',
    )
  })
})
