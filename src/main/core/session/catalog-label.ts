/**
 * The label a known catalog is listed under: host plus path prefix, e.g. `catalog.example.com/api`.
 *
 * The scheme is left out because only https (or loopback http) is accepted anyway, and the
 * path stays in because two catalogs may share a host under different prefixes.
 */
export function catalogLabel(baseUrl: string): string {
  const url = new URL(baseUrl)
  return url.pathname === '/' ? url.host : `${url.host}${url.pathname}`
}
