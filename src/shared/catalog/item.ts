import { z } from 'zod'
import { positiveId } from './formats'
import { statusSchema, tolerantStatusSchema } from './status'
import type { Field } from './field'
import { LIST_ITEM_FIELDS, type FieldProblem, type ListItem, type ListItemField } from './list-field'
import { shownField } from './shown-field'
import {
  documentedSingleItemFields,
  itemFieldFormats,
  listOnlyFields,
  singleItemFields,
  type ItemFieldFormats,
  type SingleItemFields,
} from './item-fields'

/** `data` of the single-item response exactly as documented (spec 2.4): the demo server's contract. */
export const singleItemSchema = z.looseObject({
  id: positiveId,
  status: statusSchema,
  ...documentedSingleItemFields,
})

type ListFormats<F> = { readonly [K in ListItemField]: K extends keyof F ? F[K] : never }

/** The formats of the listed fields out of `formats`, in the table's order. */
function listed<F extends Record<ListItemField, z.ZodType>>(formats: F): ListFormats<F> {
  return Object.fromEntries(LIST_ITEM_FIELDS.map((key) => [key, formats[key]])) as ListFormats<F>
}

/**
 * One element of `data` in the list response (spec 2.2), with the fields the table lists in
 * their documented formats (those the single item carries too, as singleItemSchema has them).
 *
 * Objects are loose: the service may add fields, and an added field must not break the app.
 */
export const listItemSchema = z.looseObject({
  id: positiveId,
  ...listed({ ...singleItemSchema.shape, ...listOnlyFields }),
})

/** The display-only fields of a list element as the app reads them: one home for both readers below. */
export const listItemFields = listed(itemFieldFormats)

/**
 * A list element whose every field is well-formed, checked in one pass: the common case.
 *
 * Same formats as the tolerant reader below, as one plain object schema, which zod compiles
 * into a single function (its JIT); unknown keys are dropped, as the tolerant reader drops
 * them. For an element it accepts, the output is exactly the tolerant reader's. The tolerant
 * reader wraps every field in its own parse and costs about five times as much per element
 * (the bulk of the list request's overhead over a bare fetch), so parseListItems tries this
 * first and reads field by field only an element this refuses.
 */
export const wellFormedListItemSchema = z.object({ id: positiveId, ...listItemFields })

type ShownListItemFields = {
  readonly [K in ListItemField]: ReturnType<typeof shownField<z.output<ItemFieldFormats[K]>>>
}
const shownListItemFields = Object.fromEntries(
  LIST_ITEM_FIELDS.map((key) => [key, shownField(listItemFields[key] as z.ZodType)]),
) as ShownListItemFields

/**
 * One element of `data` in the list response as the app reads it.
 *
 * Tolerant reader, as for the single item: `id` stays strict (it is what the row opens, and
 * an element without one is an unreadable row); every other field is only shown, so each is
 * checked on its own and a malformed one costs that cell, not the row.
 */
export const tolerantListItemSchema = z
  .looseObject({ id: positiveId, ...shownListItemFields })
  // Flattened to plain values (see ListItem): Field wrappers on every cell made a page four
  // times as costly to copy into the window. Unknown keys the service adds are dropped here.
  .transform((item): ListItem => {
    const flat: Record<string, unknown> = { id: item.id }
    const unreadable: Partial<Record<ListItemField, FieldProblem>> = {}
    for (const key of LIST_ITEM_FIELDS) {
      const field: Field<unknown> = item[key]
      flat[key] = field.ok ? field.value : null
      if (!field.ok) unreadable[key] = { raw: field.raw, reason: field.reason }
    }
    return (Object.keys(unreadable).length > 0 ? { ...flat, unreadable } : flat) as unknown as ListItem
  })

type ShownSingleItemFields = {
  readonly [K in keyof SingleItemFields]: ReturnType<typeof shownField<z.output<SingleItemFields[K]>>>
}
const shownSingleItemFields = Object.fromEntries(
  Object.entries(singleItemFields).map(([key, format]) => [key, shownField(format as z.ZodType)]),
) as ShownSingleItemFields

/**
 * `data` of the single-item response as the app reads it.
 *
 * Tolerant reader: `id` stays strict (the client checks it against the ID asked for); an
 * unknown status is kept as `{known: false}`, and so is a malformed one, with its raw text; every other field is shown only, so each is
 * checked on its own and a malformed one arrives as `{ok: false, raw, reason}` while the rest
 * of the item works. `trade_url` included: one that is not https with `partner` and `token`
 * is shown as text and can never be opened. A key the service adds is dropped, as the list
 * reader drops it: nothing reads it, and the held item is refused at IPC with a key it does
 * not know (held-item.ts).
 */
export const tolerantSingleItemSchema = z.object({
  id: positiveId,
  status: tolerantStatusSchema,
  ...shownSingleItemFields,
})

/** A list element exactly as documented: the demo server's contract. */
export type DocumentedListItem = z.output<typeof listItemSchema>
/** The item as the app holds it: display-only fields are `Field`s, checked one by one. */
export type SingleItem = z.output<typeof tolerantSingleItemSchema>
export type DocumentedSingleItem = z.output<typeof singleItemSchema>
/** What the service sends for one item, before the status is classified. */
export type SingleItemWire = z.input<typeof singleItemSchema>
export type ListItemWire = z.input<typeof listItemSchema>
