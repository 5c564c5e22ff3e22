import type {
  DocumentedListItem,
  DocumentedSingleItem,
  FieldProblem,
  ListItem,
  ListItemField,
  SingleItem,
} from '../../shared/catalog'
import { validField } from '../../shared/catalog/field'
import { LIST_ITEM_FIELDS } from '../../shared/catalog/list-field'
import { sampleListItemWire, sampleSingleItemWire } from '../../shared/catalog/sample-items.test-support'
import type { ItemsPage } from '../../shared/ipc'

/**
 * A list item with plausible values, every field valid; tests override what they look at
 * with plain values, or with a malformed `Field` (`malformedField`) for a field main could
 * not read (it then arrives as null with its raw text under `unreadable`).
 */
export function listItem(
  overrides: {
    readonly [K in keyof DocumentedListItem]?:
      DocumentedListItem[K] | { ok: false; raw: string; reason: string }
  } & { readonly id: number },
): ListItem {
  const documented = sampleListItemWire(overrides.id) as DocumentedListItem
  const unreadable: Partial<Record<ListItemField, FieldProblem>> = {}
  const field = <K extends ListItemField>(key: K): ListItem[K] => {
    const given = overrides[key]
    if (given === undefined) return documented[key] as ListItem[K]
    if (typeof given === 'object' && given !== null && 'ok' in given) {
      unreadable[key] = { raw: given.raw, reason: given.reason }
      return null as ListItem[K]
    }
    return given as ListItem[K]
  }
  const item = Object.fromEntries([
    ['id', overrides.id],
    ...LIST_ITEM_FIELDS.map((key) => [key, field(key)]),
  ]) as unknown as ListItem
  return Object.keys(unreadable).length > 0 ? { ...item, unreadable } : item
}

/** A field that could not be read, as main sends it. */
export function malformedField(
  raw: string,
  reason = 'unexpected value',
): { ok: false; raw: string; reason: string } {
  return { ok: false, raw, reason }
}

/**
 * A single item with every field set (as documented): the shared sample item 42, named like a
 * real listing; tests override what they look at.
 */
export function documentedItem(overrides: Partial<DocumentedSingleItem> = {}): DocumentedSingleItem {
  return {
    ...sampleSingleItemWire(42),
    status: { known: true, value: 'WAITING_FOR_SEND' },
    name: 'AK-47 | Redline',
    market_hash_name: 'AK-47 | Redline (Field-Tested)',
    ...overrides,
  }
}

/**
 * The same item as the app holds it: every display-only field valid. `fields` replaces
 * individual fields with malformed ones (`{ ok: false, raw, reason }`).
 */
export function singleItem(
  overrides: Partial<DocumentedSingleItem> = {},
  fields: Partial<Omit<SingleItem, 'id' | 'status'>> = {},
): SingleItem {
  const { id, status, ...rest } = documentedItem(overrides)
  const wrapped = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, validField(value)]))
  return { id, status, ...wrapped, ...fields } as SingleItem
}

/** A page of `count` items starting at id `first`. */
export function itemsPage(page: number, pages: number, perPage: number, total: number, first = 1): ItemsPage {
  const count = Math.max(0, Math.min(perPage, total - (page - 1) * perPage))
  return {
    items: Array.from({ length: count }, (_, index) => listItem({ id: first + index })),
    total,
    perPage,
    page,
    pages,
    unreadable: [],
  }
}
