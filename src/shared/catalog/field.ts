/**
 * One display-only field of a server answer, checked on its own (tolerant reader).
 *
 * A malformed field costs that field, not the item: it arrives as `ok: false` with the raw
 * value as bounded text and the reason. The renderer has to look at `ok` to reach `value`,
 * so it cannot show (or act on) a malformed value as if it were valid. zod-free on purpose:
 * the renderer imports this.
 */
export type Field<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly raw: string; readonly reason: string }

/** Raw text of a malformed field is cut to this many characters before it leaves main. */
export const MAX_RAW_FIELD_CHARS = 200

/** A field known to be valid (tests and sample data). */
export function validField<T>(value: T): Field<T> {
  return { ok: true, value }
}

/** An element of a list answer that could not be read: shown as a marked row, not dropped silently. */
export interface UnreadableRow {
  /** Position in the server's `data` array (0-based). */
  readonly index: number
  /** The element's `id` when it has a usable one, so the agent can still open or report it. */
  readonly id: number | null
  readonly reason: string
}

/**
 * A field as plain text (copy, export, sorting): its value, or "unexpected value: <raw>" so a
 * malformed field is never passed off as a real one in a ticket reply or an export.
 */
export function fieldText<T>(
  field: Field<T>,
  format: (value: T) => string = (value) => String(value ?? ''),
): string {
  return field.ok ? format(field.value) : `unexpected value: ${field.raw}`
}

/** The value of a field, or `fallback` when it could not be read. */
export function fieldValueOr<T, F>(field: Field<T>, fallback: F): T | F {
  return field.ok ? field.value : fallback
}
