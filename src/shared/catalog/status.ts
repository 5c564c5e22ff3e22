import { z } from 'zod'
import { itemStatusOf, KNOWN_STATUSES, type ItemStatus } from './status-words'

export * from './status-words'

/**
 * `status` on the wire is a string; a value the spec does not list (the service may add
 * states) is kept and marked unknown instead of failing the whole response, so the UI can
 * show it with a neutral badge.
 */
const MAX_STATUS_LENGTH = 100

export const statusSchema = z.string().min(1).max(MAX_STATUS_LENGTH).transform(itemStatusOf)

/**
 * The status as the detail pane reads it (tolerant reader): one that is not a status at all
 * (not a string, empty, too long) costs the badge, not the item. It is held as an unknown
 * status whose value is the raw JSON text, clipped (`null`, `42`, `""`), so the badge shows
 * what the catalog sent, as text, with the unknown status's neutral colour and words.
 */
export const tolerantStatusSchema = z.unknown().transform((raw): ItemStatus => {
  const parsed = statusSchema.safeParse(raw)
  if (parsed.success) return parsed.data
  const text = JSON.stringify(raw) ?? 'missing'
  const value = text.length > MAX_STATUS_LENGTH ? `${text.slice(0, MAX_STATUS_LENGTH - 1)}…` : text
  return { known: false, value }
})

/**
 * A status as main holds it (either reader's output), checked again where it crosses IPC:
 * the readers' transforms cannot run on what they already made.
 */
export const heldStatusSchema = z.discriminatedUnion('known', [
  z.strictObject({ known: z.literal(true), value: z.enum(KNOWN_STATUSES) }),
  z.strictObject({ known: z.literal(false), value: z.string().min(1).max(MAX_STATUS_LENGTH) }),
])
