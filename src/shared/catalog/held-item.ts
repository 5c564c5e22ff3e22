import { z } from 'zod'
import { MAX_RAW_FIELD_CHARS, type Field } from './field'
import { positiveId } from './formats'
import { singleItemFields, type SingleItemFields } from './item-fields'
import { heldStatusSchema } from './status'

/**
 * A held text's bound at IPC: only keeps one message small. The reader's own, tighter bounds
 * (MAX_TEXT_LENGTH, the formats) applied when main read the field.
 */
const heldText = z.string().max(100_000)

/**
 * The JSON type a field's format reads into, without the format's own checks: main ran those
 * when it read the field. A format of any other type has no held form yet, and fails here.
 */
function heldValue(format: z.ZodType): z.ZodType {
  if (format instanceof z.ZodNullable) return heldValue(format.unwrap() as z.ZodType).nullable()
  if (format instanceof z.ZodNumber) return z.number()
  if (format instanceof z.ZodString) return heldText
  throw new Error(`a ${format.def.type} field has no held form`)
}

/** A display field as main holds it after the tolerant reader: its value, or the raw text and why. */
function heldField<T>(value: z.ZodType<T>): z.ZodType<Field<T>> {
  return z.discriminatedUnion('ok', [
    z.strictObject({ ok: z.literal(true), value }),
    z.strictObject({
      ok: z.literal(false),
      raw: z.string().max(MAX_RAW_FIELD_CHARS + 1),
      reason: z.string().max(2000),
    }),
  ])
}

type HeldSingleItemFields = {
  readonly [K in keyof SingleItemFields]: z.ZodType<Field<z.output<SingleItemFields[K]>>>
}
const heldSingleItemFields = Object.fromEntries(
  Object.entries(singleItemFields).map(([key, format]) => [key, heldField(heldValue(format))]),
) as HeldSingleItemFields

/**
 * The single item as main holds it (`SingleItem`, what tolerantSingleItemSchema makes), where
 * it crosses IPC: a bulk lookup's row going to the window, or coming back to be exported.
 *
 * Strict, as every IPC payload: a key the reader does not make is refused, not passed on
 * unchecked. The fields are the reader's (singleItemFields), so neither can gain one alone.
 */
export const heldSingleItemSchema = z.strictObject({
  id: positiveId,
  status: heldStatusSchema,
  ...heldSingleItemFields,
})
