import { isLoopbackHost } from '../base-url'
import { SECRET_NAME } from '../secret-names'
import { MAX_TEAM_SOURCE_CHARS } from './team-templates'

/**
 * Where the team's reply set comes from, as the agent or the policy file gives it: a file path
 * on a share the team already has, or an https URL the lead publishes to. Plain http only for
 * this computer (loopback), the way catalogs are treated (base-url.ts): elsewhere anyone on the
 * way could rewrite what every agent sends to customers. No user name, password or token in
 * it: the team file is read without sign-in, and the address is shown and saved as typed.
 *
 * The one rule for both the Reply templates dialog and the policy file; each says a problem in
 * its own words (main's team-source.ts, policy-schema.ts).
 */
export type TeamSource =
  { readonly kind: 'file'; readonly path: string } | { readonly kind: 'url'; readonly url: URL }

export type TeamSourceProblem =
  | { readonly kind: 'too-long' }
  | { readonly kind: 'not-absolute' }
  | { readonly kind: 'bad-url' }
  | { readonly kind: 'credentials' }
  | { readonly kind: 'secret-in-query' }
  | { readonly kind: 'plain-http' }
  | { readonly kind: 'scheme'; readonly protocol: string }

export type TeamSourceReading =
  | { readonly ok: true; readonly source: TeamSource }
  | { readonly ok: false; readonly problem: TeamSourceProblem }

/** `/srv/share/team.json`, `C:\share\team.json`, `\\server\share\team.json`. */
const ABSOLUTE_PATH = /^(\/|[a-z]:[\\/]|\\\\[^\\])/i
/** `https://…`, `ftp://…`: a scheme and two slashes (a drive letter has neither). */
const ADDRESS = /^[a-z][a-z0-9+.-]*:\/\//i

export function readTeamSource(text: string): TeamSourceReading {
  const typed = text.trim()
  if (typed.length > MAX_TEAM_SOURCE_CHARS) return problem({ kind: 'too-long' })
  if (ADDRESS.test(typed)) return readAddress(typed)
  if (ABSOLUTE_PATH.test(typed) && !/\p{Cc}/u.test(typed))
    return { ok: true, source: { kind: 'file', path: typed } }
  return problem({ kind: 'not-absolute' })
}

function readAddress(typed: string): TeamSourceReading {
  let url: URL
  try {
    url = new URL(typed)
  } catch {
    return problem({ kind: 'bad-url' })
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return problem({ kind: 'scheme', protocol: url.protocol })
  if (url.username !== '' || url.password !== '') return problem({ kind: 'credentials' })
  if ([...url.searchParams.keys()].some((name) => SECRET_NAME.test(name)))
    return problem({ kind: 'secret-in-query' })
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) return problem({ kind: 'plain-http' })
  return { ok: true, source: { kind: 'url', url } }
}

function problem(found: TeamSourceProblem): TeamSourceReading {
  return { ok: false, problem: found }
}

/** How the dialog and the status show a source: a path as typed, an address as parsed. */
export function describeTeamSource(source: TeamSource): string {
  return source.kind === 'file' ? source.path : source.url.href
}
