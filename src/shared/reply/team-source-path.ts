/**
 * What kind of path a team templates source is, by its text alone, for the system it will be
 * opened on. A path is opened as it is written, so the shape decides what the operating system
 * does with it before a byte is read:
 *
 * - a network share (`\\server\share\…`, `//server/share/…`) makes Windows sign in to that
 *   server with the agent's own account, and WebDAV (`\\server@SSL\…`, `\\server@8443\…`,
 *   `…\DavWWWRoot\…`) does so over http: a path typed from a message could hand the agent's
 *   sign-in to anyone's server;
 * - a device path (`\\.\…`, `\\?\…`, `\??\…`, a name such as `NUL` or `COM1` in any folder,
 *   `/dev/…`) opens a device, a pipe or the raw object namespace, not a file;
 * - another system's path resolves against the working folder here (`C:\share\t.json` on Linux
 *   is a file named so in whatever folder the app started in).
 *
 * The policy file may name the first two (IT chose that server); the agent may not.
 */

/** The paths a source is read for: this computer's, or (the policy file's schema) either. */
export type PathSystem = 'windows' | 'posix' | 'any'

export type PathShape =
  | { readonly kind: 'local' }
  | { readonly kind: 'network'; readonly via: 'smb' | 'webdav' }
  | { readonly kind: 'device' }
  | { readonly kind: 'other-system'; readonly system: 'windows' | 'posix' }
  | { readonly kind: 'not-absolute' }

/** Node's `process.platform` as the system whose paths it opens. */
export function pathSystemOf(platform: string): 'windows' | 'posix' {
  return platform === 'win32' ? 'windows' : 'posix'
}

/** `C:\share\team.json`, `c:/share/team.json`. */
const DRIVE_PATH = /^[a-z]:[\\/]/i
/** Two separators and a name: a share (`\\server\…`), or a namespace prefix (`\\.\`, `\\?\`). */
const DOUBLE_SEPARATOR = /^[\\/]{2}[^\\/]/
/** `\\.\`, `\\?\` (either slash), `\??\`: the device and raw-object namespaces. */
const WINDOWS_NAMESPACE = /^(?:[\\/]{2}[.?]|[\\/]\?\?)(?:[\\/]|$)/
/** WebDAV through Windows' WebClient: a server with `@SSL` or `@port`, or a `DavWWWRoot` folder. */
const WEBDAV = /^[\\/]{2}[^\\/]*@|[\\/]davwwwroot(?:[\\/]|$)/i
/** A name Windows opens as a device in every folder, whatever follows its first dot. */
const WINDOWS_DEVICE_NAME = /^(?:con|prn|aux|nul|conin\$|conout\$|(?:com|lpt)[0-9¹²³])$/i

export function pathShape(typed: string, system: PathSystem): PathShape {
  const windowsShaped =
    DRIVE_PATH.test(typed) || DOUBLE_SEPARATOR.test(typed) || WINDOWS_NAMESPACE.test(typed)
  if (system === 'posix') {
    if (typed.startsWith('/')) return posixShape(typed)
    return windowsShaped ? { kind: 'other-system', system: 'windows' } : { kind: 'not-absolute' }
  }
  if (windowsShaped) return windowsShape(typed)
  if (typed.startsWith('/')) {
    return system === 'any' ? posixShape(typed) : { kind: 'other-system', system: 'posix' }
  }
  return { kind: 'not-absolute' }
}

function windowsShape(typed: string): PathShape {
  if (WINDOWS_NAMESPACE.test(typed)) return { kind: 'device' }
  if (DOUBLE_SEPARATOR.test(typed)) return { kind: 'network', via: WEBDAV.test(typed) ? 'webdav' : 'smb' }
  const names = typed.slice(3).split(/[\\/]/)
  // Windows drops a name's trailing spaces and dots, and `NUL .json` is NUL too.
  const device = names.some((name) => WINDOWS_DEVICE_NAME.test((name.split('.')[0] ?? '').trimEnd()))
  return device ? { kind: 'device' } : { kind: 'local' }
}

function posixShape(typed: string): PathShape {
  const first = lexicalPosixPath(typed).split('/')[1]
  return first === 'dev' ? { kind: 'device' } : { kind: 'local' }
}

/** `/a//b/./c/../d/` as `/a/b/d`: the path's names as the kernel walks them, links aside. */
export function lexicalPosixPath(path: string): string {
  const names: string[] = []
  for (const name of path.split('/')) {
    if (name === '' || name === '.') continue
    if (name === '..') names.pop()
    else names.push(name)
  }
  return `/${names.join('/')}`
}
