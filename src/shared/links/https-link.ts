/**
 * Whether a link may leave the app for the system browser: the one rule main applies before
 * `shell.openExternal` (core/app/external-url.ts) and the trade URL field builds on
 * (trade-offer-link.ts). Zod-free: the window uses it too.
 *
 * Only https: links, so nothing runs (`javascript:`, `file:`, a custom protocol handler) and
 * nothing is read on the way (plain http), and none carrying a user name or password, which
 * the browser would send to the host or show as if it were part of the host's name.
 */
export type LinkProblem =
  | { readonly kind: 'invalid' }
  | { readonly kind: 'notHttps'; readonly protocol: string }
  | { readonly kind: 'credentials' }

export type LinkJudgement =
  { readonly ok: true; readonly url: URL } | { readonly ok: false; readonly problem: LinkProblem }

/** The longest scheme a refusal repeats: the scheme comes from the untrusted side. */
const MAX_PROTOCOL_CHARS = 40

export function httpsLink(text: string): LinkJudgement {
  let url: URL
  try {
    url = new URL(text.trim())
  } catch {
    return { ok: false, problem: { kind: 'invalid' } }
  }
  if (url.protocol !== 'https:')
    return { ok: false, problem: { kind: 'notHttps', protocol: url.protocol.slice(0, MAX_PROTOCOL_CHARS) } }
  if (url.username || url.password) return { ok: false, problem: { kind: 'credentials' } }
  return { ok: true, url }
}
