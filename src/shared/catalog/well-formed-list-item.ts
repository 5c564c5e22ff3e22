import type { z } from 'zod'
import { DECIMAL_PATTERN, MAX_IMAGE_URL_LENGTH, appId, decimalString, imageUrl, positiveId } from './formats'
import { listItemFields } from './item'
import { MAX_TEXT_LENGTH, boundedText } from './item-fields'
import { LIST_ITEM_FIELDS, type ListItem } from './list-field'

/**
 * The common case of `wellFormedListItemSchema`, checked by hand-written checks: a list element
 * whose every field is well-formed, read in one pass without zod's per-field work.
 *
 * Why: zod's per-field work is most of the list request's overhead over a bare fetch (the
 * request figure in bench/README.md), because it allocates a result and an issue list for
 * every field of every row. The schema stays the definition: a property test proves this function
 * accepts exactly what `wellFormedListItemSchema` accepts and returns exactly its output, and
 * the bounds come from the same constants. Anything it refuses goes to zod's tolerant reader,
 * which says why.
 */
export function readWellFormedListItem(element: unknown): ListItem | null {
  return readElement(element)
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

/** A field in a format without a hand-written check, read by its schema: its value, or REFUSED. */
function schemaReader(format: z.ZodType): (value: unknown) => unknown {
  return (value) => {
    const parsed = format.safeParse(value)
    return parsed.success ? parsed.data : REFUSED
  }
}

/**
 * The reader of one element with `fields` in their `formats`, written out and compiled once,
 * as zod compiles its object schemas: each field read by its own name at its own call site,
 * and the item made as one object literal. A loop over the field names instead reads and
 * writes by a name that changes, which measured about three times as slow per page. The
 * generated text holds only the fields' names, JSON-quoted, never input.
 */
export function compileElementReader(
  fields: readonly string[],
  formats: Readonly<Record<string, z.ZodType>>,
): (element: unknown) => Record<string, unknown> | null {
  const checks = fields.map((key) => HAND_CHECKS.get(formats[key]!))
  const readers = fields.map((key, index) => (checks[index] ? undefined : schemaReader(formats[key]!)))
  /** The statements that read field `index` into `v<index>`, or end the read with null. */
  const readField = (key: string, index: number) => {
    const value = `element[${JSON.stringify(key)}]`
    return checks[index]
      ? `const v${index} = ${value}\n    if (!checks[${index}](v${index})) return null`
      : `const v${index} = readers[${index}](${value})\n    if (v${index} === REFUSED) return null`
  }
  const source = `return function readElement(element) {
    if (typeof element !== 'object' || element === null || Array.isArray(element)) return null
    const id = element.id
    if (!isPositiveId(id)) return null
    ${fields.map(readField).join('\n    ')}
    return { id, ${fields.map((key, index) => `${JSON.stringify(key)}: v${index}`).join(', ')} }
  }`
  return new Function('isPositiveId', 'checks', 'readers', 'REFUSED', source)(
    isPositiveId,
    checks,
    readers,
    REFUSED,
  ) as (element: unknown) => Record<string, unknown> | null
}

const readElement = compileElementReader(LIST_ITEM_FIELDS, listItemFields) as (
  element: unknown,
) => ListItem | null
