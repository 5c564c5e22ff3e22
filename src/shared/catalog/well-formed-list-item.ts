import type { z } from 'zod'
import { DECIMAL_PATTERN, MAX_IMAGE_URL_LENGTH, appId, decimalString, imageUrl, positiveId } from './formats'
import { listItemFields } from './item'
import { MAX_TEXT_LENGTH, boundedText } from './item-fields'
import { LIST_ITEM_FIELDS, type ListItem } from './list-field'

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
  const source = element as Record<string, unknown>
  const { id } = source
  if (!isPositiveId(id)) return null
  const item: Record<string, unknown> = { id }
  for (const [key, read] of FIELD_READERS) {
    const value = read(source[key])
    if (value === REFUSED) return null
    item[key] = value
  }
  return item as unknown as ListItem
}

const REFUSED = Symbol('refused')

const isPositiveId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0

/**
 * The hand-written checks of the list's common formats, by the format they stand for: none of
 * these formats changes the value it accepts. A field in any other format is read by its own
 * schema: correct, only without the speed-up.
 */
const HAND_CHECKS = new Map<z.ZodType, (value: unknown) => boolean>([
  [positiveId, isPositiveId],
  [appId, (value) => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0],
  [imageUrl, (value) => typeof value === 'string' && value.length <= MAX_IMAGE_URL_LENGTH],
  [decimalString, (value) => typeof value === 'string' && DECIMAL_PATTERN.test(value)],
  [boundedText, (value) => typeof value === 'string' && value.length <= MAX_TEXT_LENGTH],
])

function fieldReader(format: z.ZodType): (value: unknown) => unknown {
  const check = HAND_CHECKS.get(format)
  if (check) return (value) => (check(value) ? value : REFUSED)
  return (value) => {
    const parsed = format.safeParse(value)
    return parsed.success ? parsed.data : REFUSED
  }
}

const FIELD_READERS = LIST_ITEM_FIELDS.map(
  (key) => [key, fieldReader(listItemFields[key] as z.ZodType)] as const,
)
