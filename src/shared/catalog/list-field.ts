import type { Field } from './field'

/**
 * A list element as the app holds it: plain values, as light to copy across IPC as the
 * documented item (a page of 250 is copied twice on its way into the window); a field that
 * could not be read is null, with its raw text and reason under `unreadable`.
 *
 * zod-free: the renderer reads list items through `listField`.
 */
export interface ListItem {
  readonly id: number
  readonly appid: number | null
  readonly image: string | null
  readonly price: string | null
  readonly name: string | null
  readonly market_hash_name: string | null
  readonly platform_price: string | null
  /** Only present when a field could not be read. */
  readonly unreadable?: Readonly<Partial<Record<ListItemField, FieldProblem>>>
}

export type ListItemField = Exclude<keyof ListItem, 'id' | 'unreadable'>

export interface FieldProblem {
  readonly raw: string
  readonly reason: string
}

/** Every display-only field of a list element, in the table's order. */
export const LIST_ITEM_FIELDS = [
  'name',
  'market_hash_name',
  'appid',
  'price',
  'platform_price',
  'image',
] as const satisfies readonly ListItemField[]

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
