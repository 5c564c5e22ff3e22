import type { KeptReplyLanguage } from '../watch'
import { normalizeBaseUrl } from '../base-url'
import { words, type Words } from '../i18n/words'
import { quoted } from '../i18n/either-words'
import { MAX_LOOKUP_IDS } from '../catalog/limits'

/**
 * `catalog-browser:` links: what a ticket, a chat message or a colleague can point at.
 *
 *   catalog-browser://item/1042
 *   catalog-browser://item/1042?catalog=https%3A%2F%2Fstaging.example.com
 *   catalog-browser://lookup?ids=1042,2291,3310[&catalog=…]
 *
 * A link is untrusted input (anyone can write one, and the OS hands it over unasked), so it is
 * read strictly: only these two paths and these parameters, each at most once; IDs by the item
 * ID rule (digits, 1 … 2^53 − 1), at most MAX_LOOKUP_IDS; the catalog a full http(s) base URL.
 * A link never carries a token: a parameter named like a secret (`token`, `x-api-key`,
 * `ｔｏｋｅｎ`, `token[]`, …) is refused with its own message, not ignored, so whoever sent it
 * learns that the token in it was exposed. A refusal never repeats the link: it may hold a
 * token, a forged log line or a direction override. At most a short excerpt of letters,
 * digits, `_` and `-` is quoted (see `excerpt`), and where an ID goes, digits only (`idExcerpt`). zod-free: the renderer builds links with the
 * same module.
 */
export const LINK_SCHEME = 'catalog-browser'

/** What a link asks for, apart from which catalog. */
export type LinkTarget =
  | { readonly kind: 'item'; readonly id: number }
  | {
      readonly kind: 'lookup'
      readonly ids: readonly number[]
      /** Its reply language, from the Quick answer window; never read from a link's text. */
      readonly reply?: KeptReplyLanguage
    }

export interface CatalogLink {
  readonly target: LinkTarget
  /** The normalised base URL the link names, or null for "the connected catalog". */
  readonly catalog: string | null
}

export type LinkParse =
  { readonly ok: true; readonly link: CatalogLink } | { readonly ok: false; readonly reason: Words }

/** Longer than any valid link (1,000 IDs of 16 digits plus a 2,048-character catalog, encoded). */
export const MAX_LINK_LENGTH = 32_000

/**
 * Parameter names that mean "a secret is in this link", matched anywhere in the name after
 * NFKC (full-width letters) and lower-casing: `access-token`, `x-api-key`, `id_token`,
 * `client_secret`, `pwd`, `token[]`, `token%00`, a session id (`sid`, `PHPSESSID`), an OAuth
 * authorization `code`, …. No allowed parameter contains one.
 */
const SECRET_NAME = /token|secret|key|auth|bearer|pass|pwd|sig|session|sid|code|jwt|cred/

export function isSecretParameter(name: string): boolean {
  return SECRET_NAME.test(name.normalize('NFKC').toLowerCase())
}

/** Longest text a refusal quotes from a link (an item ID has at most 16 digits). */
export const MAX_EXCERPT = 16
const EXCERPT = new RegExp(`^[A-Za-z0-9_-]{0,${MAX_EXCERPT}}$`)

/**
 * Part of a link as a refusal may quote it, in the quotation marks of the language that words
 * the refusal, when it is short and made of letters, digits, `_` and `-` only, else null.
 * Never a cut-down excerpt: the start of a token is still part of a token.
 */
export function quotedExcerpt(text: string): Words | null {
  return EXCERPT.test(text) ? quoted(text) : null
}

/** `quotedExcerpt(text)`, or `fallback` words when the text may not be shown. */
export function excerpt(text: string, fallback: Words): Words {
  return quotedExcerpt(text) ?? fallback
}

const ID_EXCERPT = new RegExp(`^\\d{0,${MAX_EXCERPT}}$`)

/**
 * What stands where an item ID goes, as a refusal may quote it: digits only (a mistyped ID the
 * sender can spot), else `fallback` words. Letters there are no mistyped ID: a short marker
 * (`item/sk_live_4f9a`) may be a token, or the start of one.
 */
export function idExcerpt(text: string, fallback: Words): Words {
  return ID_EXCERPT.test(text) ? quoted(text) : fallback
}

const ALLOWED_PARAMETERS: Readonly<Record<LinkTarget['kind'], readonly string[]>> = {
  item: ['catalog'],
  lookup: ['ids', 'catalog'],
}

const ID_TEXT = /^[1-9]\d{0,15}$/

function parseId(text: string): number | null {
  if (!ID_TEXT.test(text)) return null
  const id = Number(text)
  return Number.isSafeInteger(id) ? id : null
}

const refuse = (reason: Words): LinkParse => ({ ok: false, reason })

/** Reads a link; never throws. */
export function parseCatalogLink(text: string): LinkParse {
  if (text.length > MAX_LINK_LENGTH) {
    return refuse(
      words(
        {
          id: 'link.tooLong',
          defaultMessage: 'The link is too long ({length, number} characters): no valid link is.',
        },
        { length: text.length },
      ),
    )
  }
  const trimmed = text.trim()
  if (!trimmed.toLowerCase().startsWith(`${LINK_SCHEME}://`)) {
    return refuse(
      words(
        { id: 'link.notOurs', defaultMessage: 'Not a Catalog Browser link: it must start with {scheme}://.' },
        { scheme: LINK_SCHEME },
      ),
    )
  }
  let url: URL
  try {
    url = new URL(trimmed)
  } catch {
    return refuse(words({ id: 'link.malformed', defaultMessage: 'The link is not a well-formed address.' }))
  }
  if (url.username !== '' || url.password !== '' || url.port !== '') {
    return refuse(
      words({
        id: 'link.credentials',
        defaultMessage:
          'The link has a user name, password or port in it, which Catalog Browser links never have.',
      }),
    )
  }
  if (url.hash !== '')
    return refuse(
      words({
        id: 'link.fragment',
        defaultMessage: 'The link has a #fragment, which Catalog Browser links never have.',
      }),
    )

  // Secrets first, so no other fault hides the warning that a token was exposed.
  const secret = [...url.searchParams.keys()].find(isSecretParameter)
  if (secret !== undefined) {
    return refuse(
      words(
        {
          id: 'link.secret',
          defaultMessage:
            'The link carries a {name} parameter. Links never carry tokens, so it was not opened; whoever made it should treat that token as exposed and replace it.',
        },
        { name: excerpt(secret, words({ id: 'link.secretLooking', defaultMessage: 'secret-looking' })) },
      ),
    )
  }
  const params = new Map<string, string>()
  for (const [name, value] of url.searchParams) {
    const lower = name.toLowerCase()
    if (params.has(lower))
      return refuse(
        words(
          { id: 'link.twice', defaultMessage: 'The link names {name} twice.' },
          { name: excerpt(name, words({ id: 'link.aParameter', defaultMessage: 'a parameter' })) },
        ),
      )
    params.set(lower, value)
  }

  // Windows may hand a link over with a trailing slash added: one is accepted.
  const path = url.pathname.replace(/\/$/, '')
  const kind = url.host.toLowerCase()
  let target: LinkTarget
  if (kind === 'item') {
    // The path always starts with "/" here (an empty one is "").
    const idText = path.slice(1)
    if (idText === '' || idText.includes('/')) {
      return refuse(
        words(
          {
            id: 'link.itemShape',
            defaultMessage:
              'An item link is catalog-browser://item/ followed by one item ID, e.g. {example}.',
          },
          { example: itemLink(1042, null) },
        ),
      )
    }
    const id = parseId(idText)
    if (id === null)
      return refuse(
        words(
          { id: 'link.notAnId', defaultMessage: '{shown} is not an item ID (a whole number from 1).' },
          {
            shown: idExcerpt(
              idText,
              words({ id: 'link.whatFollowsItem', defaultMessage: 'What follows item/' }),
            ),
          },
        ),
      )
    target = { kind: 'item', id }
  } else if (kind === 'lookup') {
    if (path !== '')
      return refuse(
        words(
          {
            id: 'link.lookupShape',
            defaultMessage:
              'A lookup link is catalog-browser://lookup?ids= followed by item IDs separated by commas, e.g. {example}, with nothing after "lookup".',
          },
          { example: lookupLink([1042, 2291], null) },
        ),
      )
    const idsText = params.get('ids')
    if (idsText === undefined || idsText.trim() === '')
      return refuse(
        words(
          {
            id: 'link.noIds',
            defaultMessage: 'The lookup link names no item IDs. List them after ids=, e.g. {example}.',
          },
          { example: lookupLink([1042, 2291], null) },
        ),
      )
    const entries = idsText.split(',')
    if (entries.length > MAX_LOOKUP_IDS) {
      return refuse(
        words(
          {
            id: 'link.tooManyIds',
            defaultMessage: 'The lookup link names {count, number} IDs; at most {max, number}.',
          },
          { count: entries.length, max: MAX_LOOKUP_IDS },
        ),
      )
    }
    const ids: number[] = []
    for (const [index, entry] of entries.entries()) {
      const id = parseId(entry.trim())
      if (id === null) {
        const shown = idExcerpt(
          entry.trim(),
          words({ id: 'link.entry', defaultMessage: 'Entry {number, number}' }, { number: index + 1 }),
        )
        return refuse(
          words(
            {
              id: 'link.notAnIdInLookup',
              defaultMessage: '{shown} in the lookup link is not an item ID (a whole number from 1).',
            },
            { shown },
          ),
        )
      }
      if (!ids.includes(id)) ids.push(id)
    }
    target = { kind: 'lookup', ids }
  } else {
    return refuse(
      words(
        {
          id: 'link.neither',
          defaultMessage: 'Catalog Browser links open an item or a lookup; {shown} is neither.',
        },
        { shown: excerpt(kind, words({ id: 'link.thisLink', defaultMessage: 'this link' })) },
      ),
    )
  }

  for (const name of params.keys()) {
    if (!ALLOWED_PARAMETERS[target.kind].includes(name)) {
      const shown = quotedExcerpt(name)
      return refuse(
        shown === null
          ? words(
              {
                id: 'link.parameterUnnamed',
                defaultMessage:
                  'The link has a parameter {kind, select, item {item} other {lookup}} links do not take.',
              },
              { kind: target.kind },
            )
          : words(
              {
                id: 'link.parameterNamed',
                defaultMessage:
                  'The link has a {name} parameter, which {kind, select, item {item} other {lookup}} links do not take.',
              },
              { name: shown, kind: target.kind },
            ),
      )
    }
  }

  const catalogText = params.get('catalog')?.trim()
  if (catalogText === undefined) return { ok: true, link: { target, catalog: null } }
  // A full address only: a bare word would be read as https://word, a host nobody named. The
  // parse check first, so the base URL's own messages, none of which then repeat the text, apply.
  if (!/^https?:\/\//i.test(catalogText) || !URL.canParse(catalogText)) {
    return refuse(
      words({
        id: 'link.catalogNotFull',
        defaultMessage:
          'The catalog the link names is not a full address: links name it as https://… (http:// only on this computer).',
      }),
    )
  }
  const catalog = normalizeBaseUrl(catalogText)
  if (!catalog.ok)
    return refuse(
      words(
        { id: 'link.catalogUnusable', defaultMessage: 'The catalog the link names is not usable: {reason}' },
        { reason: catalog.message },
      ),
    )
  return { ok: true, link: { target, catalog: catalog.baseUrl } }
}

/** The link to one item, in `catalog` (a normalised base URL) when given. */
export function itemLink(id: number, catalog: string | null): string {
  return withCatalog(`${LINK_SCHEME}://item/${String(id)}`, catalog, false)
}

/** The link to a bulk lookup of these IDs, in `catalog` when given. */
export function lookupLink(ids: readonly number[], catalog: string | null): string {
  return withCatalog(`${LINK_SCHEME}://lookup?ids=${ids.map(String).join(',')}`, catalog, true)
}

function withCatalog(link: string, catalog: string | null, hasQuery: boolean): string {
  if (catalog === null) return link
  return `${link}${hasQuery ? '&' : '?'}catalog=${encodeURIComponent(catalog)}`
}

/**
 * The link among command-line arguments, as Windows and Linux pass it (to a starting app, and
 * to `second-instance`): the first argument in the link scheme, or null.
 */
export function linkFromArgs(args: readonly string[]): string | null {
  return args.find((arg) => arg.toLowerCase().startsWith(`${LINK_SCHEME}:`)) ?? null
}
