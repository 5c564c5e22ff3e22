import { net, session, type ClientRequest, type IncomingMessage } from 'electron'
import type { AppUpdater } from 'electron-updater'
import { NET_SESSION_NAME } from 'electron-updater/out/electronHttpExecutor'
import { GenericProvider } from 'electron-updater/out/providers/GenericProvider'
import type { ProviderRuntimeOptions } from 'electron-updater/out/providers/Provider'
import type { OutgoingHttpHeaders } from 'node:http'
import { words, type Words } from '../../../shared/i18n/words'
import { FeedRefusedError } from './update-words'

/**
 * How far one check may go reading the feed file (latest*.yml, a few hundred bytes, one or two
 * redirects on GitHub); past a bound the feed is broken or hostile and the check fails in words
 * (R4-6: a self-redirecting feed, a trickling one, a 600 MB one). docs/admin promises them.
 */
export const FEED_LIMITS = { deadlineMs: 30_000, maxRedirects: 5, maxBytes: 1024 * 1024 }
export type FeedLimits = typeof FEED_LIMITS

/**
 * Reads the feed file within `limits`, deciding each redirect itself so that each is counted
 * and none leaves https: electron-updater's reader lets Chromium follow them all (to http too),
 * keeps any size, and its timeout never fires on Electron's net. Rejects with a
 * FeedRefusedError past a bound, `HttpError: <status>` for an error status (as electron-updater
 * words it), else the network's error; resolves the text, or null for an empty file.
 */
export function readFeed(url: URL, request: ClientRequest, limits: FeedLimits) {
  return new Promise<string | null>((resolve, reject) => {
    // The promise settles once: what comes after a refusal (more data, an end) changes nothing.
    const fail = (error: Error) => {
      clearTimeout(deadline)
      request.abort()
      reject(error)
    }
    const refuse = (reason: Words) => fail(new FeedRefusedError(reason))
    const deadline = setTimeout(
      () =>
        refuse(
          words(
            {
              id: 'updates.feed.slow',
              defaultMessage:
                'The update server did not finish answering within {seconds, number} seconds, so the check was stopped. Catalog Browser tries again later.',
            },
            { seconds: limits.deadlineMs / 1000 },
          ),
        ),
      limits.deadlineMs,
    )
    let [target, hops] = [url, 0]
    request.on('redirect', (_status, _method, location) => {
      // Electron hands an absolute address; one Chromium cannot ask fails in followRedirect.
      const next = URL.parse(location)
      if (url.protocol === 'https:' && next?.protocol !== 'https:')
        return refuse(
          words(
            {
              id: 'updates.feed.unencrypted',
              defaultMessage:
                'The update server redirected from https to an unencrypted address ({origin}), which Catalog Browser refuses: updates come over https only. Tell IT; the app keeps working as it is.',
            },
            { origin: next?.origin ?? location.slice(0, 100) },
          ),
        )
      if (++hops > limits.maxRedirects)
        return refuse(
          words(
            {
              id: 'updates.feed.redirects',
              defaultMessage:
                'The update server redirected more than {max, number} times in a row, so the check was stopped. Catalog Browser tries again later; if this keeps happening, tell IT.',
            },
            { max: limits.maxRedirects },
          ),
        )
      target = next ?? target
      // A throw here, inside a network event, would reach the app's fatal-error handler.
      try {
        request.followRedirect()
      } catch (error) {
        fail(error as Error)
      }
    })
    request.on('response', (response: IncomingMessage) => {
      const chunks: Buffer[] = []
      let size = 0
      response.on('data', (chunk: Buffer) => {
        if ((size += chunk.length) <= limits.maxBytes) return void chunks.push(chunk)
        refuse(
          words(
            {
              id: 'updates.feed.tooLarge',
              defaultMessage:
                'The update information from the update server is larger than {megabytes, number} MB (it is normally under 1 KB), so it was refused. Catalog Browser tries again later.',
            },
            { megabytes: limits.maxBytes / (1024 * 1024) },
          ),
        )
      })
      response.on('error', fail)
      response.on('end', () => {
        clearTimeout(deadline)
        const { statusCode: status, statusMessage } = response
        if (status >= 200 && status < 300) resolve(Buffer.concat(chunks).toString('utf8') || null)
        else reject(new Error(`HttpError: ${status} ${statusMessage} (${target.href})`))
      })
    })
    request.on('error', fail)
    request.end()
  })
}

/**
 * electron-updater's generic provider reading the feed file through `readFeed`, installed with
 * its own hook (`setFeedURL({ provider: 'custom', updateProvider })`); the rest (which file,
 * its parsing, the download and its sha512 and signature checks) stays electron-updater's.
 */
export class BoundedFeedProvider extends GenericProvider {
  constructor(
    private readonly options: { url: string; limits?: FeedLimits },
    updater: AppUpdater,
    runtime: ProviderRuntimeOptions,
  ) {
    super({ provider: 'generic', url: options.url }, updater, runtime)
  }

  protected override httpRequest(url: URL, extraHeaders?: OutgoingHttpHeaders | null) {
    // electron-updater's own session (no cache, so a new release is seen at once) and Chromium's
    // network stack, so the system proxy applies as for the download.
    const feedSession = session.fromPartition(NET_SESSION_NAME, { cache: false })
    const request = net.request({ url: url.href, redirect: 'manual', session: feedSession })
    for (const [name, value] of Object.entries(this.createRequestOptions(url, extraHeaders).headers ?? {}))
      if (value !== undefined) request.setHeader(name, String(value))
    return readFeed(url, request, this.options.limits ?? FEED_LIMITS)
  }
}

declare const bounded: unique symbol
/** `setFeedURL` options only `boundedFeed` makes, so the updater cannot be handed others. */
export type BoundedFeed = Parameters<AppUpdater['setFeedURL']>[0] & { readonly [bounded]: true }

export function boundedFeed(url: string, limits?: FeedLimits): BoundedFeed {
  return { provider: 'custom', updateProvider: BoundedFeedProvider, url, ...(limits && { limits }) } as never
}

/**
 * The `url` electron-builder wrote into the installed app's resources/app-update.yml (from the
 * `publish` entry of electron-builder.cjs, which allows http for loopback only): its one home.
 */
export function feedUrlFromUpdateConfig(text: string): string {
  const raw = /^url:[ \t]*(.+?)[ \t]*$/m.exec(text)?.[1]
  const url = URL.parse(raw?.replace(/^(['"])(.*)\1$/, '$2') ?? '')
  if (url === null) throw new Error(`app-update.yml has no valid update address (url: ${raw ?? 'missing'})`)
  return url.href
}
