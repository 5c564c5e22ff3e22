import { isLoopbackHost } from '../base-url'
import { SECRET_NAME } from '../secret-names'
import { MAX_TEAM_SOURCE_CHARS } from './team-templates'
import { pathShape, type PathSystem } from './team-source-path'

/**
 * Where the team's reply set comes from, as the agent or the policy file gives it: a file path
 * on a share the team already has, or an https URL the lead publishes to. Plain http only for
 * this computer (loopback), the way catalogs are treated (base-url.ts): elsewhere anyone on the
 * way could rewrite what every agent sends to customers. No user name, password or token in
 * it: the team file is read without sign-in, and the address is shown and saved as typed.
 *
 * A path is read for the system it will be opened on, and a network share or device path only
 * when the policy file names it (team-source-path.ts says why).
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
  | { readonly kind: 'network-path' }
  | { readonly kind: 'device-path' }
  | { readonly kind: 'other-system'; readonly system: 'windows' | 'posix' }

/** Whose source it is, and the system its paths are for. */
export interface TeamSourceContext {
  readonly system: PathSystem
  /** A share or device path only from the policy file: IT chose that server. */
  readonly setBy: 'agent' | 'policy'
}

export type TeamSourceReading =
  | { readonly ok: true; readonly source: TeamSource }
  | { readonly ok: false; readonly problem: TeamSourceProblem }

/** `https://…`, `ftp://…`: a scheme and two slashes (a drive letter has neither). */
const ADDRESS = /^[a-z][a-z0-9+.-]*:\/\//i

/** Whether a source is written as an address (else it is a path). */
export function isAddressText(typed: string): boolean {
  return ADDRESS.test(typed)
}

export function readTeamSource(text: string, context: TeamSourceContext): TeamSourceReading {
  const typed = text.trim()
  if (typed.length > MAX_TEAM_SOURCE_CHARS) return problem({ kind: 'too-long' })
  if (ADDRESS.test(typed)) return readAddress(typed)
  if (/\p{Cc}/u.test(typed)) return problem({ kind: 'not-absolute' })
  const shape = pathShape(typed, context.system)
  const byPolicy = context.setBy === 'policy'
  switch (shape.kind) {
    case 'not-absolute':
      return problem({ kind: 'not-absolute' })
    case 'other-system':
      return problem({ kind: 'other-system', system: shape.system })
    case 'network':
      return byPolicy ? file(typed) : problem({ kind: 'network-path' })
    case 'device':
      return byPolicy ? file(typed) : problem({ kind: 'device-path' })
    case 'local':
      return file(typed)
  }
}

function file(path: string): TeamSourceReading {
  return { ok: true, source: { kind: 'file', path } }
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
