import { net, session } from 'electron'
import type { AppUpdater } from 'electron-updater'
import { NET_SESSION_NAME } from 'electron-updater/out/electronHttpExecutor'
import { GenericProvider } from 'electron-updater/out/providers/GenericProvider'
import type { OutgoingHttpHeaders } from 'node:http'
import { BodyTooLargeError, discardBody, readBodyText } from '../../core/catalog-client/read-body'
import { manualFetch, type ManualRequestOptions } from '../net-fetch'
import { feedRefused } from './update-words'

/** How far one check may read the feed file (latest*.yml, a few hundred bytes); docs/admin promises them. */
export const FEED_LIMITS = { deadlineMs: 30_000, maxRedirects: 5, maxBytes: 1024 * 1024 }

/**
 * electron-updater's generic provider reading the feed file itself, within `limits` (R4-6): its
 * own reader lets Chromium follow every redirect (to http too), keeps any size, and its timeout
 * never fires on Electron's net. The rest (the parsing, the download and its sha512 and
 * signature checks) stays electron-updater's. An error status fails as its `HttpError: <status>`.
 */
function providerWithin(limits: typeof FEED_LIMITS) {
  return class BoundedFeedProvider extends GenericProvider {
    protected override async httpRequest(url: URL, extraHeaders?: OutgoingHttpHeaders | null) {
      const headers = Object.entries(this.createRequestOptions(url, extraHeaders).headers ?? {}).flatMap(
        ([name, value]) => (value === undefined ? [] : [[name, String(value)] as [string, string]]),
      )
      // electron-updater's own session (no cache, so a new release is seen at once) on Chromium's
      // network stack, so the system proxy applies as for the download.
      const feedSession = session.fromPartition(NET_SESSION_NAME, { cache: false })
      const open = (options: ManualRequestOptions) => net.request({ ...options, session: feedSession })
      const done = new AbortController()
      const signal = AbortSignal.any([done.signal, AbortSignal.timeout(limits.deadlineMs)])
      try {
        for (let [target, hops] = [url, 0]; ; hops += 1) {
          const request = new Request(target, { headers, redirect: 'manual', signal })
          const response = await manualFetch(open, request)
          if (response.ok) return (await readBodyText(response, signal, limits.maxBytes)) || null
          await discardBody(response)
          const location = response.headers.get('location')
          if (response.status < 300 || response.status > 399 || location === null)
            throw new Error(`HttpError: ${response.status} ${response.statusText} (${target.href})`)
          // Each redirect is decided before it is followed: counted, and never from https to http.
          target = new URL(location, target)
          if (url.protocol === 'https:' && target.protocol !== 'https:')
            throw feedRefused('unencrypted', { origin: target.origin })
          if (hops >= limits.maxRedirects) throw feedRefused('redirects', { max: limits.maxRedirects })
        }
      } catch (error) {
        if (error instanceof BodyTooLargeError)
          throw feedRefused('tooLarge', { megabytes: limits.maxBytes / 2 ** 20 })
        throw signal.aborted ? feedRefused('slow', { seconds: limits.deadlineMs / 1000 }) : error
      } finally {
        // Ends the request: Electron's stream only pauses a body left unread.
        done.abort()
      }
    }
  }
}

declare const bounded: unique symbol
/** `setFeedURL` options only `boundedFeed` makes, so the updater cannot be handed others. */
export type BoundedFeed = Parameters<AppUpdater['setFeedURL']>[0] & { readonly [bounded]: true }
export const boundedFeed = (url: string, limits = FEED_LIMITS): BoundedFeed =>
  ({ provider: 'custom', updateProvider: providerWithin(limits), url }) as never

/** The `url` electron-builder wrote into the installed app's resources/app-update.yml. */
export function feedUrlFromUpdateConfig(text: string): string {
  const raw = /^url:[ \t]*(.+?)[ \t]*$/m.exec(text)?.[1]
  const url = URL.parse(raw?.replace(/^(['"])(.*)\1$/, '$2') ?? '')
  if (url === null) throw new Error(`app-update.yml has no valid update address (url: ${raw ?? 'missing'})`)
  return url.href
}
