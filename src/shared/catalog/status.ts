import { z } from 'zod'

/** The five status values of spec section 3, in workflow order. */
export const KNOWN_STATUSES = [
  'AVAILABLE',
  'WAITING_FOR_TRADE_ACCEPT',
  'TRADE_ACCEPTED',
  'WAITING_FOR_SEND',
  'UNAVAILABLE',
] as const

export type KnownStatus = (typeof KNOWN_STATUSES)[number]

/** A status as the app holds it: one of the known values, or an unknown one kept verbatim. */
export type ItemStatus =
  { readonly known: true; readonly value: KnownStatus } | { readonly known: false; readonly value: string }

export function isKnownStatus(value: string): value is KnownStatus {
  return (KNOWN_STATUSES as readonly string[]).includes(value)
}

/**
 * `status` on the wire is a string; a value the spec does not list (the service may add
 * states) is kept and marked unknown instead of failing the whole response, so the UI can
 * show it with a neutral badge.
 */
export const statusSchema = z
  .string()
  .min(1)
  .max(100)
  .transform((value): ItemStatus => (isKnownStatus(value) ? { known: true, value } : { known: false, value }))
