import { isAddressText } from './team-source'
import { lexicalPosixPath } from './team-source-path'

/**
 * The team source as the set-version fence and the kept copy's validators know it: texts that
 * name the same file give one key, so retyping the source another way (a `#fragment`, which
 * never reaches the server, a host in capitals, a trailing slash or dot, `%7E` for `~`, a
 * folder's `..`, `/` for `\` on Windows) cannot reset the fence and let an older set back in.
 * A different file is a different key: its versions are its own.
 */
export function teamSourceKey(text: string, platform: string): string {
  const typed = text.trim()
  if (isAddressText(typed)) {
    try {
      return addressKey(new URL(typed))
    } catch {
      return typed
    }
  }
  if (platform === 'win32') return windowsPathKey(typed)
  // macOS's disks ignore case by default, as Windows' do.
  const path = lexicalPosixPath(typed)
  return platform === 'darwin' ? path.toLowerCase() : path
}

/** Scheme, host and port as URL normalises them, the path's escapes in one spelling, no fragment. */
function addressKey(url: URL): string {
  const host = url.hostname.replace(/\.$/, '')
  const port = url.port === '' ? '' : `:${url.port}`
  const path = url.pathname.replace(/%[0-9a-f]{2}/gi, oneEscapeSpelling).replace(/\/+$/, '')
  return `${url.protocol}//${host}${port}${path}${url.search}`
}

/** `%7e` and `%7E` as `~`; any other escape in capitals (RFC 3986, 6.2.2.1 and 6.2.2.2). */
function oneEscapeSpelling(escape: string): string {
  const character = String.fromCharCode(Number.parseInt(escape.slice(1), 16))
  return /^[A-Za-z0-9._~-]$/.test(character) ? character : escape.toUpperCase()
}

/** Either slash, repeated separators, `.`, `..` and a name's trailing dots and spaces as Windows reads them; no case. */
function windowsPathKey(typed: string): string {
  const share = /^[\\/]{2}/.test(typed)
  // A `..` never climbs above the drive (`C:`) or the share (`server\share`), as on Windows.
  const root = share ? 2 : 1
  const names: string[] = []
  for (const raw of typed.split(/[\\/]+/)) {
    if (raw === '..') {
      if (names.length > root) names.pop()
      continue
    }
    const name = raw.replace(/[. ]+$/, '')
    if (name !== '') names.push(name)
  }
  return `${share ? '\\\\' : ''}${names.join('\\')}`.toLowerCase()
}
