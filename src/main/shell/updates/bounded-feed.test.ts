import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { createServer as createHttpsServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import { resolve } from 'node:path'
import type { AppUpdater } from 'electron-updater'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HAS_OPENSSL, selfSignedCertificate } from '../../core/testing/self-signed-cert.test-support'
import { createLoopbackNet } from '../testing/loopback-net.test-support'
import { GenericProvider } from 'electron-updater/out/providers/GenericProvider'
import { FEED_LIMITS, boundedFeed, feedUrlFromUpdateConfig } from './bounded-feed'
import { describeUpdateError } from './update-words'
import { inEnglish } from '../../../shared/i18n/english'

const electronNet = vi.hoisted(() => ({ request: (_init: unknown): unknown => null }))
vi.mock('electron', () => ({
  net: { request: (init: unknown) => electronNet.request(init) },
  session: { fromPartition: (name: string, options: unknown) => ({ name, options }) },
}))

const FEED_FILE = 'version: 1.4.0\npath: Catalog-Browser-1.4.0.AppImage\nsha512: abc\n'

const servers: Server[] = []
async function serve(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
  server = createServer(handler),
) {
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

/** The provider electron-updater builds from `boundedFeed(url)`, for Linux (it reads latest-linux.yml). */
function providerFor(url: string, limits?: typeof FEED_LIMITS) {
  const options = boundedFeed(url, limits)
  if (typeof options === 'string' || !('updateProvider' in options)) throw new Error('not a custom feed')
  const updater = { channel: null, isAddNoCacheQuery: false } as unknown as AppUpdater
  return new options.updateProvider!(options as never, updater, {
    isUseMultipleRangeRequest: true,
    platform: 'linux',
    executor: null as never,
  })
}

/** The check's failure as the person reads it (the update error text). */
async function failureOf(check: Promise<unknown>): Promise<string> {
  const error = await check.then(
    () => new Error('the check did not fail'),
    (caught: unknown) => caught,
  )
  return inEnglish(describeUpdateError(error))
}

let loopback = createLoopbackNet()
/** What each request was opened with. */
let opened: unknown[] = []
beforeEach(() => {
  loopback = createLoopbackNet()
  opened = []
  electronNet.request = (init) => {
    opened.push(init)
    return loopback.net.request(init as { url: string })
  }
})
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
})

describe('BoundedFeedProvider', () => {
  it('R4-6: is what electron-updater builds from boundedFeed(url): its generic provider, for that address', () => {
    const feed = boundedFeed('https://updates.example/feed')
    expect(feed).toMatchObject({ provider: 'custom', url: 'https://updates.example/feed' })
    expect(providerFor('https://updates.example/feed')).toBeInstanceOf(GenericProvider)
  })

  it('reads the feed file through redirects within the bound, with electron-updater’s headers', async () => {
    const seen: IncomingMessage[] = []
    const port = await serve((req, res) => {
      seen.push(req)
      const hop = Number(/hop=(\d+)/.exec(req.url ?? '')?.[1] ?? 0)
      if (hop < FEED_LIMITS.maxRedirects)
        res.writeHead(302, { location: `/feed/latest-linux.yml?hop=${hop + 1}` }).end()
      else res.end(FEED_FILE)
    })
    const provider = providerFor(`http://127.0.0.1:${port}/feed`)
    provider.setRequestHeaders({ 'x-user-staging-id': 'staging-1' })
    await expect(provider.getLatestVersion()).resolves.toMatchObject({ version: '1.4.0' })
    expect(seen).toHaveLength(FEED_LIMITS.maxRedirects + 1)
    expect(seen[0]?.url).toBe('/feed/latest-linux.yml')
    expect(seen.every((req) => req.headers['x-user-staging-id'] === 'staging-1')).toBe(true)
    // In electron-updater's own session, without a cache, so the system proxy applies as for the download.
    expect(opened.at(-1)).toMatchObject({
      redirect: 'manual',
      session: { name: 'electron-updater', options: { cache: false } },
    })
  })

  it('says a missing or failing feed file by its status, as the update error text words it', async () => {
    let status = 404
    const port = await serve((_req, res) => res.writeHead(status).end('Not here'))
    const provider = providerFor(`http://127.0.0.1:${port}`)
    expect(await failureOf(provider.getLatestVersion())).toMatch(/no release of Catalog Browser yet/)
    status = 503
    expect(await failureOf(provider.getLatestVersion())).toMatch(/answered with an error \(HTTP 503\)/)
  })

  it('R4-6: a feed that redirects to itself is asked at most the bound, then the check fails in words', async () => {
    let requests = 0
    const port = await serve((req, res) => {
      requests += 1
      res.writeHead(302, { location: req.url ?? '/' }).end()
    })
    const reason = await failureOf(providerFor(`http://127.0.0.1:${port}`).getLatestVersion())
    expect(reason).toBe(
      `The update server redirected more than ${FEED_LIMITS.maxRedirects} times in a row, so the check ` +
        'was stopped. Catalog Browser tries again later; if this keeps happening, tell IT.',
    )
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(requests).toBe(FEED_LIMITS.maxRedirects + 1)
  })

  it('R4-6: a feed that trickles forever ends at the deadline, and the next check runs', async () => {
    let trickling = true
    const port = await serve((_req, res) => {
      if (!trickling) return void res.end(FEED_FILE)
      res.writeHead(200)
      const drip = setInterval(() => res.write('v'), 10)
      res.on('close', () => clearInterval(drip))
    })
    const deadlineMs = 300
    const provider = providerFor(`http://127.0.0.1:${port}`, { ...FEED_LIMITS, deadlineMs })
    const started = Date.now()
    const reason = await failureOf(provider.getLatestVersion())
    expect(Date.now() - started).toBeLessThan(deadlineMs + 2_000)
    expect(reason).toMatch(/did not finish answering within 0\.3 seconds, so the check was stopped/)
    trickling = false
    await expect(provider.getLatestVersion()).resolves.toMatchObject({ version: '1.4.0' })
  })

  it('R4-6: a feed file larger than the bound is refused, not read to its end, and nothing crashes', async () => {
    let sent = 0
    let closedEarly = false
    const port = await serve((_req, res) => {
      res.writeHead(200)
      const chunk = Buffer.alloc(64 * 1024, 'a')
      const pour = () => {
        while (sent < 600 * 1024 * 1024 && !res.destroyed) {
          sent += chunk.length
          if (!res.write(chunk)) return void res.once('drain', pour)
        }
        if (!res.destroyed) res.end()
      }
      res.on('close', () => (closedEarly = sent < 600 * 1024 * 1024))
      pour()
    })
    const reason = await failureOf(providerFor(`http://127.0.0.1:${port}`).getLatestVersion())
    expect(reason).toMatch(/larger than 1 MB \(it is normally under 1 KB\), so it was refused/)
    await vi.waitFor(() => expect(closedEarly).toBe(true))
    expect(sent).toBeGreaterThan(FEED_LIMITS.maxBytes)
    // The bound is the one given: a 2 KB file past a 1 KB bound is refused too.
    const small = await serve((_req, res) => res.end(FEED_FILE.padEnd(2048, '#')))
    const limits = { ...FEED_LIMITS, maxBytes: 1024 }
    expect(await failureOf(providerFor(`http://127.0.0.1:${small}`, limits).getLatestVersion())).toMatch(
      /update information from the update server is larger than/,
    )
    await expect(providerFor(`http://127.0.0.1:${small}`).getLatestVersion()).resolves.toMatchObject({
      version: '1.4.0',
    })
  })

  it('R4-6: a redirect to an address the app cannot ask fails the check, never the app', async () => {
    const port = await serve((_req, res) =>
      res.writeHead(302, { location: 'ftp://127.0.0.1/latest-linux.yml' }).end(),
    )
    const reason = await failureOf(providerFor(`http://127.0.0.1:${port}`).getLatestVersion())
    // The network layer refuses to open it, and the check fails with the network's error.
    expect(reason).toMatch(/^Something went wrong: .*ftp:/)
    // A network layer that throws as it opens a request (Electron may, for some addresses).
    const redirecting = await serve((_req, res) => res.writeHead(302, { location: '/next.yml' }).end())
    const requests = loopback.net.request
    electronNet.request = (init) => {
      if ((init as { url: string }).url.endsWith('/next.yml')) throw new Error('net::ERR_INVALID_ARGUMENT')
      return requests(init as { url: string })
    }
    expect(await failureOf(providerFor(`http://127.0.0.1:${redirecting}`).getLatestVersion())).toMatch(
      /ERR_INVALID_ARGUMENT/,
    )
  })

  it.skipIf(!HAS_OPENSSL)(
    HAS_OPENSSL
      ? 'R4-2: a redirect from https to http is refused, never followed'
      : 'R4-2 TLS test skipped: openssl is not installed (scripts/system-packages.mjs lists it)',
    async () => {
      const tls = selfSignedCertificate()
      let plainRequests = 0
      const plainPort = await serve((_req, res) => {
        plainRequests += 1
        res.end(FEED_FILE)
      })
      const securePort = await serve(
        () => {},
        createHttpsServer(tls, (req, res) => {
          res.writeHead(302, { location: `http://127.0.0.1:${plainPort}${req.url ?? '/'}` }).end()
        }),
      )
      loopback = createLoopbackNet({ ca: tls.cert })
      electronNet.request = loopback.net.request as (init: unknown) => unknown
      const reason = await failureOf(providerFor(`https://127.0.0.1:${securePort}`).getLatestVersion())
      expect(reason).toMatch(
        new RegExp(
          `redirected from https to an unencrypted address \\(http://127\\.0\\.0\\.1:${plainPort}\\).*updates come over https only`,
        ),
      )
      expect(loopback.requested).toStrictEqual([`https://127.0.0.1:${securePort}/latest-linux.yml`])
      expect(plainRequests).toBe(0)
    },
  )
})

describe('FEED_LIMITS', () => {
  it('are the bounds the admin docs promise IT (R4-6)', () => {
    const docs = readFileSync(resolve(__dirname, '../../../../docs/admin/updates-and-signing.md'), 'utf8')
    const bound = (what: string) => new RegExp(`\\| ${what}\\s+\\| ([^|]+?)\\s+\\|`).exec(docs)?.[1]
    expect(bound('has not finished answering')).toBe(`${FEED_LIMITS.deadlineMs / 1000} s`)
    expect(bound('redirects more times in a row')).toBe(String(FEED_LIMITS.maxRedirects))
    expect(bound('sends update information \\(`latest\\*\\.yml`\\) larger than')).toBe(
      `${FEED_LIMITS.maxBytes / (1024 * 1024)} MB`,
    )
  })
})

describe('feedUrlFromUpdateConfig', () => {
  it('reads the url electron-builder writes into app-update.yml, quoted or not', () => {
    const written =
      'provider: generic\nurl: https://github.com/acme/catalog-browser/releases/latest/download\n' +
      'updaterCacheDirName: catalog-browser-updater\npublisherName:\n  - Catalog Browser team\n'
    expect(feedUrlFromUpdateConfig(written)).toBe(
      'https://github.com/acme/catalog-browser/releases/latest/download',
    )
    expect(feedUrlFromUpdateConfig("url: 'https://updates.example/a#b'\n")).toBe(
      'https://updates.example/a#b',
    )
    expect(feedUrlFromUpdateConfig('url: "http://127.0.0.1:8080/feed"\n')).toBe('http://127.0.0.1:8080/feed')
  })

  it('refuses a file without a url, and a url that is not one', () => {
    expect(() => feedUrlFromUpdateConfig('provider: generic\n')).toThrow(
      /no valid update address \(url: missing\)/,
    )
    expect(() => feedUrlFromUpdateConfig('url: releases\n')).toThrow(
      /no valid update address \(url: releases\)/,
    )
  })
})
