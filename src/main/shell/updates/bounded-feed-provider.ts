import { net, session } from 'electron'
import type { AppUpdater } from 'electron-updater'
import { NET_SESSION_NAME } from 'electron-updater/out/electronHttpExecutor'
import { GenericProvider } from 'electron-updater/out/providers/GenericProvider'
import type { ProviderRuntimeOptions } from 'electron-updater/out/providers/Provider'
import type { OutgoingHttpHeaders } from 'node:http'
import { FEED_LIMITS, fetchFeedFile, type FeedLimits, type FeedRequest } from './fetch-feed-file'

/** What electron-updater hands the custom provider's constructor: our own `setFeedURL` options. */
interface BoundedFeedOptions {
  readonly provider: string
  readonly url?: string
  /** FEED_LIMITS unless a test says otherwise. */
  readonly limits?: FeedLimits
}

type FeedUrlOptions = Parameters<AppUpdater['setFeedURL']>[0]

/**
 * electron-updater's generic provider, reading the feed file through `fetchFeedFile` (bounded
 * in time, redirects and size; https never left). Installed with electron-updater's own hook
 * for this, `setFeedURL({ provider: 'custom', updateProvider })`; everything else (which file,
 * its parsing, the installer's address and download) stays electron-updater's.
 */
export class BoundedFeedProvider extends GenericProvider {
  private readonly limits: FeedLimits

  constructor(options: BoundedFeedOptions, updater: AppUpdater, runtimeOptions: ProviderRuntimeOptions) {
    super({ provider: 'generic', url: options.url ?? '' }, updater, runtimeOptions)
    this.limits = options.limits ?? FEED_LIMITS
  }

  protected override httpRequest(
    url: URL,
    extraHeaders?: OutgoingHttpHeaders | null,
  ): Promise<string | null> {
    // The headers electron-updater would send (its request headers, the staging id).
    const merged = this.createRequestOptions(url, extraHeaders).headers ?? {}
    const headers = Object.fromEntries(
      Object.entries(merged).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])),
    )
    // electron-updater's own session (no cache, so a new release is seen at once); Chromium's
    // network stack, so the system proxy applies as for the download.
    const feedSession = session.fromPartition(NET_SESSION_NAME, { cache: false })
    return fetchFeedFile(url, {
      open: (address) =>
        net.request({ url: address, redirect: 'manual', session: feedSession }) as unknown as FeedRequest,
      headers,
      limits: this.limits,
    })
  }
}

declare const boundedBrand: unique symbol
/** `setFeedURL` options that only `boundedFeed` makes, so the updater cannot be handed others. */
export type BoundedFeed = FeedUrlOptions & { readonly [boundedBrand]: true }

/** The `setFeedURL` options that make electron-updater read `url` through BoundedFeedProvider. */
export function boundedFeed(url: string, limits?: FeedLimits): BoundedFeed {
  const options: BoundedFeedOptions & FeedUrlOptions = {
    provider: 'custom',
    updateProvider: BoundedFeedProvider,
    url,
    ...(limits ? { limits } : {}),
  }
  return options as BoundedFeed
}

/**
 * The update address electron-builder wrote into the installed app (resources/app-update.yml,
 * from the `publish` entry of electron-builder.cjs): its top-level `url`. Read here so that
 * the app can hand it to its own bounded feed reader (`boundedFeed`) through
 * electron-updater's `setFeedURL`; the address still has one home, the build. The file is a few
 * `key: value` lines (`provider: generic`, `url: …`, `updaterCacheDirName: …`, `publisherName:`
 * with a list), so its one line is read without a YAML library.
 */
export function feedUrlFromUpdateConfig(text: string): string {
  const raw = /^url:[ \t]*(.+?)[ \t]*$/m.exec(text)?.[1]
  const unquoted = raw?.replace(/^'(.*)'$|^"(.*)"$/, (_all, single?: string, double?: string) =>
    (single ?? double ?? '').replace(/''/g, "'"),
  )
  // Whether it may be http (loopback only) was decided at build time by electron-builder.cjs.
  try {
    return new URL(unquoted ?? '').href
  } catch {
    throw new Error(`app-update.yml has no valid update address (url: ${raw ?? 'missing'})`)
  }
}
