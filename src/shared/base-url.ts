import { defineMessage, words, type Words } from './i18n/words'

/**
 * Turning what a person typed into the catalog's base URL.
 *
 * The normalised form (origin + path prefix, no trailing slash, no query or fragment) is the
 * catalog's identity: the settings key and the keychain account.
 */
export type BaseUrlResult =
  | {
      readonly ok: true
      readonly baseUrl: string
      /**
       * How what was typed was read, when not literally: a scheme added, an endpoint path
       * taken off. The connect form shows them, so nothing is changed silently.
       */
      readonly notes: readonly Words[]
    }
  | { readonly ok: false; readonly message: Words }

/**
 * The longest base URL the app accepts, measured AFTER normalisation: percent-encoding can
 * make the stored form several times longer than what was typed (one `é` becomes `%C3%A9`),
 * and the stored form is what settings and the keychain must hold.
 */
export const MAX_BASE_URL_LENGTH = 2048

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname) || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)
}

/** `host:port` or `host/path` without `scheme://`. */
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i

/** `http//host`, `https:/host`, `http:host`: a scheme with part of its `://` lost (never `://` whole). */
const BROKEN_SCHEME = /^(https?)(?::\/?|\/\/?)(?!\/)/i

/** What people paste from the spec or a browser: the endpoint, not the base. Longest first. */
const ENDPOINT_SUFFIX = /\/v1(?:\/items(?:\/\d+)?)?\/*$/i

export function normalizeBaseUrl(input: string): BaseUrlResult {
  const notes: Words[] = []
  let trimmed = input.trim()
  // Said before anything else: a stray space makes any later message about the wrong thing.
  // Only once an address has begun (a dot, colon or slash before it): a sentence with
  // spaces is not a URL at all, and is told so below.
  const space = /\s/.exec(trimmed)
  if (space && /[.:/]/.test(trimmed.slice(0, space.index))) {
    return {
      ok: false,
      message: words(
        {
          id: 'baseUrl.space',
          defaultMessage:
            'The base URL has a space in it, after "{before}". Remove it: an address has no spaces.',
        },
        { before: trimmed.slice(0, space.index) },
      ),
    }
  }
  const broken = BROKEN_SCHEME.exec(trimmed)
  if (broken) {
    const scheme = /^https/i.test(trimmed) ? 'https' : 'http'
    const meant = `${scheme}://${trimmed.slice(broken[0].length)}`
    return {
      ok: false,
      message: words(
        {
          id: 'baseUrl.brokenScheme',
          defaultMessage: '"{typed}" is missing part of "://" after {scheme}. Did you mean {meant}?',
        },
        { typed: trimmed, scheme, meant },
      ),
    }
  }
  // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent: an empty text prefixed has no host, so it is not prefixed either
  if (trimmed !== '' && !HAS_SCHEME.test(trimmed)) {
    // No scheme: loopback means a catalog on this computer (plain http is fine there, and
    // that is how the demo server runs); anything else gets https, never plain http.
    let host = ''
    try {
      host = new URL(`http://${trimmed}`).hostname
    } catch {
      // Not a host either: the parse below reports it with the text as typed.
    }
    if (host !== '') {
      const scheme = isLoopbackHost(host) ? 'http' : 'https'
      trimmed = `${scheme}://${trimmed}`
      notes.push(
        words(
          scheme === 'http'
            ? defineMessage({
                id: 'baseUrl.note.http',
                defaultMessage:
                  'No scheme was given: read as {url} (http, because the address is on this computer).',
              })
            : defineMessage({
                id: 'baseUrl.note.https',
                defaultMessage: 'No scheme was given: read as {url} (https).',
              }),
          { url: trimmed },
        ),
      )
    }
  }
  let url: URL
  try {
    url = new URL(trimmed)
  } catch {
    return {
      ok: false,
      message: words(
        {
          id: 'baseUrl.notUrl',
          defaultMessage: '"{typed}" is not a URL. Enter the full address, e.g. https://catalog.example.com.',
        },
        { typed: trimmed },
      ),
    }
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return {
      ok: false,
      message: words(
        { id: 'baseUrl.scheme', defaultMessage: 'The base URL must start with https:// (got {scheme}).' },
        { scheme: url.protocol },
      ),
    }
  }
  // The bearer token travels in a header: over plain http anyone on the path could read it.
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    return {
      ok: false,
      message: words({
        id: 'baseUrl.plainHttp',
        defaultMessage:
          'Plain http:// would send the access token unencrypted. Use the https:// address of the catalog.',
      }),
    }
  }
  if (url.username || url.password) {
    return {
      ok: false,
      message: words({
        id: 'baseUrl.credentials',
        defaultMessage:
          'Remove the user name and password from the URL; the access token is entered separately.',
      }),
    }
  }
  if (url.search || url.hash) {
    return {
      ok: false,
      message: words({
        id: 'baseUrl.query',
        defaultMessage: 'Remove the query (?…) and fragment (#…) from the base URL.',
      }),
    }
  }
  let path = url.pathname.replace(/\/+$/, '')
  const endpoint = ENDPOINT_SUFFIX.exec(path)
  if (endpoint) {
    path = path.slice(0, endpoint.index)
    notes.push(
      words(
        {
          id: 'baseUrl.note.endpoint',
          defaultMessage: 'Took {endpoint} off the end: that is an endpoint; the app adds /v1/items itself.',
        },
        { endpoint: endpoint[0] },
      ),
    )
  }
  const baseUrl = `${url.origin}${path}`
  if (baseUrl.length > MAX_BASE_URL_LENGTH) {
    return {
      ok: false,
      message: words(
        {
          id: 'baseUrl.tooLong',
          defaultMessage:
            "The base URL is too long ({length, number} characters once encoded; at most {max, number}). Check that you pasted the catalog's address and nothing else.",
        },
        { length: baseUrl.length, max: MAX_BASE_URL_LENGTH },
      ),
    }
  }
  return { ok: true, baseUrl, notes }
}
