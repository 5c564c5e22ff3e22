/** One `key=value` pair of the query string, percent-decoded. */
export interface QueryParam {
  readonly key: string
  readonly value: string
}

export interface RequestTarget {
  /** Raw path, not decoded: routes match it literally. */
  readonly path: string
  readonly params: readonly QueryParam[]
}

/**
 * Splits the request target into path and decoded query parameters, in order, duplicates
 * kept.
 *
 * Decoding follows the URL standard (`+` is a space, `%5B` is `[`): so `filter%5Bx%5D` is
 * the same parameter as `filter[x]`, and a malformed escape such as `%zz` is kept as text
 * (or becomes U+FFFD for broken UTF-8) instead of failing the request. Returns null for a
 * target that is neither origin-form (`/path?q`) nor an absolute http(s) URL.
 */
export function parseTarget(rawUrl: string): RequestTarget | null {
  let path: string
  let query: string
  if (rawUrl.startsWith('/')) {
    const withoutFragment = rawUrl.split('#', 1)[0]!
    const mark = withoutFragment.indexOf('?')
    path = mark < 0 ? withoutFragment : withoutFragment.slice(0, mark)
    query = mark < 0 ? '' : withoutFragment.slice(mark + 1)
  } else {
    let url: URL
    try {
      url = new URL(rawUrl)
    } catch {
      return null
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    path = url.pathname
    query = url.search.slice(1)
  }
  const params = [...new URLSearchParams(query)].map(([key, value]) => ({ key, value }))
  return { path, params }
}
