/**
 * The update address electron-builder wrote into the installed app (resources/app-update.yml,
 * from the `publish` entry of electron-builder.cjs): its top-level `url`. Read here so that
 * the app can hand it to its own bounded feed reader (bounded-feed-provider.ts) through
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
