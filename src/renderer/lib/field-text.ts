import type { Field } from '../../shared/catalog/field'

/**
 * A field as plain text (copy, export, sorting): its value, or "unexpected value: <raw>" so a
 * malformed field is never passed off as a real one in a ticket reply.
 */
export function fieldText<T>(
  field: Field<T>,
  format: (value: T) => string = (value) => String(value ?? ''),
): string {
  return field.ok ? format(field.value) : `unexpected value: ${field.raw}`
}
