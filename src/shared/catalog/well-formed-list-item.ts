import { DECIMAL_PATTERN, MAX_IMAGE_URL_LENGTH } from './formats'
import { MAX_TEXT_LENGTH } from './item'
import type { ListItem } from './list-field'

/**
 * The common case of `wellFormedListItemSchema`, checked by hand: a list element whose every
 * field is well-formed, read in one pass without zod's per-field work.
 *
 * Why: zod's per-field work is most of the list request's overhead over a bare fetch (the
 * request figure in bench/README.md), because it allocates a result and an issue list for
 * every field of every row. The schema stays the definition: a property test proves this function
 * accepts exactly what `wellFormedListItemSchema` accepts and returns exactly its output, and
 * the bounds come from the same constants. Anything it refuses goes to zod's tolerant reader,
 * which says why.
 */
export function readWellFormedListItem(element: unknown): ListItem | null {
  if (typeof element !== 'object' || element === null || Array.isArray(element)) return null
  const { id, appid, image, price, name, market_hash_name, platform_price } = element as Record<
    string,
    unknown
  >
  if (!(typeof id === 'number' && Number.isSafeInteger(id) && id > 0)) return null
  if (!(typeof appid === 'number' && Number.isSafeInteger(appid) && appid >= 0)) return null
  if (!(typeof image === 'string' && image.length <= MAX_IMAGE_URL_LENGTH)) return null
  if (!isDecimal(price) || !isDecimal(platform_price)) return null
  if (!isBoundedText(name) || !isBoundedText(market_hash_name)) return null
  return { id, appid, image, price, name, market_hash_name, platform_price }
}

const isDecimal = (value: unknown): value is string =>
  typeof value === 'string' && DECIMAL_PATTERN.test(value)
const isBoundedText = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= MAX_TEXT_LENGTH
