import { z } from 'zod'
import { MAX_RAW_FIELD_CHARS, type Field } from './field'

/** The raw value as short plain text: strings verbatim, anything else as JSON, cut with an ellipsis. */
export function rawText(value: unknown): string {
  let text: string
  if (value === undefined) text = '(missing)'
  else if (typeof value === 'string') text = value
  else {
    try {
      text = JSON.stringify(value) ?? String(value)
    } catch {
      text = String(value)
    }
  }
  return text.length > MAX_RAW_FIELD_CHARS ? `${text.slice(0, MAX_RAW_FIELD_CHARS)}…` : text
}

/** First issue of a failed parse as a short reason, e.g. "expected a server timestamp…". */
export function firstReason(error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'unexpected value'
  const path = issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''
  return `${path}${issue.message}`.slice(0, MAX_RAW_FIELD_CHARS)
}

/**
 * Wraps a field schema so that it never fails its object: a value the schema refuses becomes
 * `{ ok: false, raw, reason }` instead of discarding the whole item. Only for fields that are
 * shown, never for fields the app acts on without looking at `ok`.
 */
export function shownField<T>(schema: z.ZodType<T>) {
  // optional(): a missing key must reach the transform (and become a malformed field), not fail the item.
  return z
    .unknown()
    .optional()
    .transform((value): Field<T> => {
      const parsed = schema.safeParse(value)
      return parsed.success
        ? { ok: true, value: parsed.data }
        : { ok: false, raw: rawText(value), reason: firstReason(parsed.error) }
    })
}
