import type { ListItemField } from './list-field'

/**
 * The item table's columns in order: what each is called and whether it holds numbers.
 *
 * The one list both ends derive from: the window's table takes its headers (the accessible
 * column names of the UI contract) from here, and main's list export its columns, so a
 * column added here reaches both, and one left out of either fails its test.
 */
export interface ListColumn {
  readonly key: 'id' | ListItemField
  readonly label: string
  readonly numeric: boolean
}

export const LIST_COLUMNS = [
  { key: 'id', label: 'ID', numeric: true },
  { key: 'image', label: 'Image', numeric: false },
  { key: 'name', label: 'Name', numeric: false },
  { key: 'market_hash_name', label: 'Market hash name', numeric: false },
  { key: 'appid', label: 'App ID', numeric: true },
  { key: 'price', label: 'Price', numeric: true },
  { key: 'platform_price', label: 'Platform price', numeric: true },
] as const satisfies readonly ListColumn[]

type ListedKey = (typeof LIST_COLUMNS)[number]['key']
/** Fails to compile when a field of a list element has no column. */
const EVERY_FIELD_LISTED: [Exclude<'id' | ListItemField, ListedKey>] extends [never] ? true : never = true
void EVERY_FIELD_LISTED

/** The column for `key`: its label and whether it is numeric. */
export function listColumn(key: ListedKey): ListColumn {
  const column = LIST_COLUMNS.find((candidate) => candidate.key === key)
  if (!column) throw new Error(`no list column ${key}`)
  return column
}
