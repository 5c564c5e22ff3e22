import type { z } from 'zod'
import type { Field } from './field'
import type { ItemFieldFormats } from './item-fields'
import { LIST_COLUMNS } from './list-columns'

/** A display-only field of a list element: every column's but the ID's (LIST_COLUMNS). */
export type ListItemField = Exclude<(typeof LIST_COLUMNS)[number]['key'], 'id'>

type ListItemValues = {
  readonly [K in ListItemField]: z.output<ItemFieldFormats[K]> | null
}

/**
 * A list element as the app holds it: plain values, as light to copy across IPC as the
 * documented item (a page of 250 is copied twice on its way into the window); a field that
 * could not be read is null, with its raw text and reason under `unreadable`.
 *
 * zod-free at run time: the renderer reads list items through `listField`.
 */
export interface ListItem extends ListItemValues {
  readonly id: number
  /** Only present when a field could not be read. */
  readonly unreadable?: Readonly<Partial<Record<ListItemField, FieldProblem>>>
}

export interface FieldProblem {
  readonly raw: string
  readonly reason: string
}

/** Every display-only field of a list element, in the table's order. */
export const LIST_ITEM_FIELDS: readonly ListItemField[] = LIST_COLUMNS.flatMap((column) =>
  column.key === 'id' ? [] : [column.key],
)

/**
 * One field as a `Field`, for code that shows it (cells, exports): the value, or the
 * malformed one's raw text and reason. The only way the renderer reads a list field, so a
 * null never reaches the screen as if it were a value.
 */
export function listField<K extends ListItemField>(item: ListItem, key: K): Field<NonNullable<ListItem[K]>> {
  const value = item[key]
  if (value !== null) return { ok: true, value: value as NonNullable<ListItem[K]> }
  const problem = item.unreadable?.[key] ?? { raw: '(missing)', reason: 'no value' }
  return { ok: false, raw: problem.raw, reason: problem.reason }
}
