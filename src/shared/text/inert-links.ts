/**
 * Catalog text that a help desk shows as text and never acts on. A reply or a summary is
 * pasted into a help desk editor that turns `https://…` and `www.…` into links, renders
 * Markdown links and images, and some of them HTML: an item name or a catalog error that
 * reaches a customer must not become a link the company seems to send, a tracking image, or
 * a `javascript:` action, nor carry a password that a catalog echoed in a URL.
 *
 * Each change is visible, the way threat reports write a link that must not be clicked, so
 * the agent and the customer see that something was there and what it was:
 * - a URL's user name and password: `***` (`https://***@host`, `//***@host`);
 * - the colon of a URL's scheme and the dots of its host: `https[:]//example[.]com/path`;
 *   `www.example.com` becomes `www[.]example[.]com`;
 * - a scheme that runs code (`javascript:`, `vbscript:`, `data:` before its content):
 *   `javascript[:]`;
 * - an HTML tag's brackets: `‹img src=x›`;
 * - a Markdown link or image (`[text](url)`, `![alt](url)`): `[text] (url)`, which no
 *   Markdown reader links.
 * Emphasis (`*`, `_`, `` ` ``) is left alone: it can only restyle the text, never send the
 * customer anywhere, and item names use those characters.
 */

/** Schemes a browser reads as a URL with no `//` at all (`https:host` opens host). */
const SPECIAL = new Set(['http', 'https', 'ftp', 'ws', 'wss', 'file'])
/** Schemes that run or embed what follows them, wherever they stand. */
const ACTIVE = new Set(['javascript', 'vbscript', 'data'])

/** A host and what may go before it, up to where the path, query or fragment starts. */
const AUTHORITY = String.raw`[^\s/\\?#<>"'‹›]*`
const SCHEMED = new RegExp(String.raw`(?<![a-z0-9+.\-])([a-z][a-z0-9+.\-]*):([\\/]*)(${AUTHORITY})`, 'gi')
/** `//user:pass@host` with no scheme before it (a protocol-relative link): its credentials. */
const SCHEMELESS = new RegExp(String.raw`(?<![\w:/\\\]])([\\/]{2,})(${AUTHORITY}@${AUTHORITY})`, 'g')
const WWW = new RegExp(String.raw`(?<![a-z0-9_\-\[])(www)\.(${AUTHORITY})`, 'gi')
const TAG = /<([a-z!/?][^<>]*)(>?)/gi
const MARKDOWN_LINK = /\]\(/g

/** `user:pass@host.example` as `***@host[.]example`. */
function inertAuthority(authority: string): string {
  const at = authority.lastIndexOf('@')
  const host = at === -1 ? authority : `***@${authority.slice(at + 1)}`
  // A dot already in brackets stays as it is: the same text made inert twice reads the same.
  return host.replace(/\[\.\]|\./g, '[.]')
}

function inertScheme(whole: string, scheme: string, slashes: string, authority: string): string {
  const name = scheme.toLowerCase()
  const link =
    slashes.length >= 2 || ACTIVE.has(name) || (SPECIAL.has(name) && (slashes !== '' || authority !== ''))
  // "Error:x", "HTTP: 503", "note: …" are words, not links.
  if (!link || (name === 'data' && authority === '' && slashes === '')) return whole
  // What follows `javascript:` or `data:` is code or content, not a host.
  const host = slashes !== '' || SPECIAL.has(name)
  return `${scheme}[:]${slashes}${host ? inertAuthority(authority) : authority}`
}

/**
 * Every linking scheme of `text` inert. A word that only looks like a scheme ("u:p@…") gives
 * back all but its first letters, so a link right after it is still found.
 */
function inertSchemes(text: string): string {
  const pattern = new RegExp(SCHEMED.source, SCHEMED.flags)
  let inert = ''
  let from = 0
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    const [whole, scheme = '', slashes = '', authority = ''] = match
    const replaced = inertScheme(whole, scheme, slashes, authority)
    if (replaced === whole) {
      pattern.lastIndex = match.index + scheme.length + 1
      continue
    }
    inert += text.slice(from, match.index) + replaced
    from = match.index + whole.length
  }
  return inert + text.slice(from)
}

/** `text` with its links, credentials and markup made inert, visibly (see above). */
export function inertLinks(text: string): string {
  let inert = text
    .replace(TAG, (_whole, inside: string, close: string) => `‹${inside}${close === '' ? '' : '›'}`)
    .replace(
      SCHEMELESS,
      (_whole, slashes: string, authority: string) => `${slashes}${inertAuthority(authority)}`,
    )
    .replace(WWW, (_whole, www: string, authority: string) => `${www}[.]${inertAuthority(authority)}`)
  // A host may end in another scheme ("https://https://…"): each pass leaves one colon fewer.
  for (let before = ''; before !== inert;) {
    before = inert
    inert = inertSchemes(inert)
  }
  return inert.replace(MARKDOWN_LINK, '] (')
}
