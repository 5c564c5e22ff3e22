import { isAbsolute } from 'node:path'
import { isLoopbackHost } from '../../../shared/base-url'
import { MAX_TEAM_SOURCE_CHARS } from '../../../shared/reply/team-templates'

/**
 * Where the team's reply set comes from, as the agent (or a policy) typed it: a file path on a
 * share the team already has, or an https URL the lead publishes to. Plain http only for this
 * computer (loopback), the way catalogs are treated (base-url.ts): elsewhere anyone on the way
 * could rewrite what every agent sends to customers.
 */
export type TeamSource =
  { readonly kind: 'file'; readonly path: string } | { readonly kind: 'url'; readonly url: URL }

export type TeamSourceReading =
  { readonly ok: true; readonly source: TeamSource } | { readonly ok: false; readonly message: string }

const HELP =
  'Give the full path of the team file (for example /mnt/team/reply-templates.json) or its https:// address.'

export function readTeamSource(text: string): TeamSourceReading {
  const typed = text.trim()
  if (typed.length > MAX_TEAM_SOURCE_CHARS)
    return { ok: false, message: `That is longer than ${MAX_TEAM_SOURCE_CHARS} characters. ${HELP}` }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(typed)) return readUrl(typed)
  if (isAbsolute(typed) && !/[\p{Cc}]/u.test(typed))
    return { ok: true, source: { kind: 'file', path: typed } }
  return { ok: false, message: `"${typed.slice(0, 80)}" is neither a full file path nor an address. ${HELP}` }
}

function readUrl(typed: string): TeamSourceReading {
  let url: URL
  try {
    url = new URL(typed)
  } catch {
    return { ok: false, message: `"${typed.slice(0, 80)}" is not a valid address. ${HELP}` }
  }
  if (url.username !== '' || url.password !== '')
    return {
      ok: false,
      message:
        'That address has a user name or password in it. Team templates are read without sign-in: publish the file where the team can read it without one.',
    }
  if (url.protocol === 'https:') return { ok: true, source: { kind: 'url', url } }
  if (url.protocol === 'http:' && isLoopbackHost(url.hostname))
    return { ok: true, source: { kind: 'url', url } }
  if (url.protocol === 'http:')
    return {
      ok: false,
      message: `Plain http is used only on this computer. Use https://${typed.replace(/^http:\/\//i, '')} or a file path.`,
    }
  return { ok: false, message: `Addresses starting with ${url.protocol}// are not read. ${HELP}` }
}

/** How the dialog and the status show a source: a path as typed, an address as parsed. */
export function describeTeamSource(source: TeamSource): string {
  return source.kind === 'file' ? source.path : source.url.href
}
