import { paginationSchema, type Pagination } from './envelope'

/**
 * The list answer's `pagination`, read tolerantly: the rows are what the agent needs, the
 * position is only shown. A pagination out of bounds (`per_page` 0, a negative `pages`, a
 * missing block) costs the position, not the page: the rows are shown, and paging goes by
 * Next while the catalog offers a next link.
 */
export type PaginationReading =
  | { readonly ok: true; readonly pagination: Pagination }
  | {
      readonly ok: false
      /** What the catalog sent, in plain words ("per_page 0, pages -1"). */
      readonly sent: string
      /** The catalog offers a next page (`links.next_page` is a non-empty string). */
      readonly hasNext: boolean
    }

const NUMBERS = ['total', 'per_page', 'current_page', 'pages'] as const

/** A value as a short plain text: numbers and short strings as sent, anything else by its kind. */
function shown(value: unknown): string {
  if (value === undefined) return 'missing'
  if (value === null) return 'null'
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (typeof value === 'string') return value.length <= 20 ? JSON.stringify(value) : 'a long text'
  return Array.isArray(value) ? 'a list' : 'an object'
}

export function readPagination(raw: unknown): PaginationReading {
  const parsed = paginationSchema.safeParse(raw)
  if (parsed.success) return { ok: true, pagination: parsed.data }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    return { ok: false, sent: `pagination ${shown(raw)}`, hasNext: false }
  }
  const block = raw as Record<string, unknown>
  const bad = new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? '')))
  const named = NUMBERS.filter((key) => bad.has(key)).map((key) => `${key} ${shown(block[key])}`)
  if (bad.has('links')) named.push(`links ${shown(block.links)}`)
  const links = block.links
  const next =
    links !== null && typeof links === 'object' ? (links as Record<string, unknown>).next_page : undefined
  return {
    ok: false,
    sent: named.length > 0 ? named.join(', ') : 'pagination in an unexpected shape',
    hasNext: typeof next === 'string' && next.length > 0,
  }
}
