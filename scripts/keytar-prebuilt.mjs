// Whether scripts/install-keychain.mjs may use keytar's prebuilt binary, and how it checks one:
// pure functions (no network, no files), so every decision is unit-tested.
//
// keytar's own installer (prebuild-install) downloads the archive with no checksum, follows an
// http mirror (npm_config_keytar_binary_host), caches what it got and loads it. A binary that
// runs inside the app must be the one keytar published, so a prebuilt is used only when it comes
// over https AND its SHA-256 is pinned below for that exact file; anything else is compiled.

/** keytar's GitHub releases, where prebuild-install looks unless a mirror is set. */
const RELEASES = 'https://github.com/atom/node-keytar/releases/download'

/**
 * The SHA-256 of each prebuilt archive we ship (electron-builder.cjs's targets: Linux x64,
 * Windows x64, macOS x64 and arm64). keytar is an N-API module (napi_versions [3]), so one
 * archive per platform and architecture serves Node 22 and Electron 45 alike. null: the
 * archive is known but its digest has not been recorded from the release itself yet, so it
 * is compiled from source. To pin one, download it over https from the release page, check it
 * against a second source, and write `sha256sum`'s value here.
 */
export const PINNED_SHA256 = {
  'keytar-v7.9.0-napi-v3-linux-x64.tar.gz': null,
  'keytar-v7.9.0-napi-v3-win32-x64.tar.gz': null,
  'keytar-v7.9.0-napi-v3-darwin-x64.tar.gz': null,
  'keytar-v7.9.0-napi-v3-darwin-arm64.tar.gz': null,
}

/** The one file the archive must hold, and where keytar's require looks for it. */
export const BINARY_PATH = 'build/Release/keytar.node'

/** The archive name prebuild-install asks for: `keytar-v7.9.0-napi-v3-linux-x64.tar.gz`. */
export function archiveName({ version, napiVersion, platform, arch }) {
  return `keytar-v${version}-napi-v${napiVersion}-${platform}-${arch}.tar.gz`
}

/**
 * Where the archive comes from: keytar's releases, or the mirror prebuild-install would use
 * (npm_config_keytar_binary_host, else ..._mirror), laid out as prebuild-install lays it out.
 */
export function archiveUrl(env, version, name) {
  const mirror = env.npm_config_keytar_binary_host || env.npm_config_keytar_binary_host_mirror
  const host = mirror ? mirror.replace(/\/+$/, '') : RELEASES
  return `${host}/v${version}/${name}`
}

/** Why an address may not be fetched (not https, or not an address at all), or null when it may. */
export function refusedAddress(url) {
  let parsed
  try {
    parsed = new URL(url)
  } catch {
    return `${url} is not an address`
  }
  return parsed.protocol === 'https:'
    ? null
    : `${url} is not https (set npm_config_keytar_binary_host to an https mirror, or unset it)`
}

/**
 * Whether to download a prebuilt: `{ url, sha256 }` when it is fetched over https and pinned,
 * else `{ reason }`, one line saying why it will be compiled instead.
 */
export function prebuiltPlan({ env, version, napiVersion, platform, arch, pinned = PINNED_SHA256 }) {
  const name = archiveName({ version, napiVersion, platform, arch })
  const url = archiveUrl(env, version, name)
  const refused = refusedAddress(url)
  if (refused) return { reason: `refusing the prebuilt binary: ${refused}` }
  const sha256 = pinned[name]
  if (!sha256) return { reason: `no pinned SHA-256 for ${name} in scripts/keytar-prebuilt.mjs` }
  return { url, sha256 }
}

/**
 * Where to go on a redirect: the next address when it is https, else why not (a release
 * download redirects once to GitHub's storage host; a hop to http would leave TLS behind).
 */
export function redirectTarget(from, location) {
  let next
  try {
    next = new URL(location, from).href
  } catch {
    return { reason: `a redirect to ${location}, which is not an address` }
  }
  const refused = refusedAddress(next)
  return refused ? { reason: `a redirect refused: ${refused}` } : { url: next }
}

/** Why the downloaded archive is not the pinned one, or null when its digest matches. */
export function digestMismatch(name, actual, expected) {
  return actual.toLowerCase() === expected.toLowerCase()
    ? null
    : `${name} has SHA-256 ${actual}, not the pinned ${expected}`
}

/** The bytes of one regular file in an uncompressed tar archive (ustar), or null when absent. */
export function fileFromTar(tar, wanted) {
  const BLOCK = 512
  for (let offset = 0; offset + BLOCK <= tar.length;) {
    const header = tar.subarray(offset, offset + BLOCK)
    if (header.every((byte) => byte === 0)) return null
    const text = (start, length) =>
      header
        .subarray(start, start + length)
        .toString('utf8')
        .replace(/\0.*$/s, '')
    const prefix = text(345, 155)
    const name = (prefix ? `${prefix}/` : '') + text(0, 100)
    const size = Number.parseInt(text(124, 12).trim() || '0', 8)
    const type = text(156, 1)
    const body = offset + BLOCK
    if ((type === '0' || type === '') && name.replace(/^\.\//, '') === wanted) {
      return body + size <= tar.length ? tar.subarray(body, body + size) : null
    }
    offset = body + Math.ceil(size / BLOCK) * BLOCK
  }
  return null
}
