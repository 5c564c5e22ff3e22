import { z } from 'zod'
import {
  appId,
  decimalString,
  imageUrl,
  itemHash,
  microTimestamp,
  positiveId,
  serverTimestamp,
  tradeUrl,
} from './formats'

/*
 * The item's display-only fields by the format main reads each in (spec 2.2 and 2.4): one
 * home per field's format, for the single-item reader (item.ts), the list's (which reads the
 * fields LIST_COLUMNS lists) and the held item checked at IPC (held-item.ts).
 */

/** Free text shown to the agent; bounded so one field cannot carry megabytes into the window. */
export const MAX_TEXT_LENGTH = 10_000
export const boundedText = z.string().max(MAX_TEXT_LENGTH)

/**
 * The display-only fields of the single item exactly as documented (spec 2.4): the demo
 * server's contract, which singleItemSchema (item.ts) checks.
 */
export const documentedSingleItemFields = {
  hash: itemHash,
  bought_at: microTimestamp,
  trade_offer_id: positiveId,
  error_message: z.string().nullable(),
  error_date: serverTimestamp.nullable(),
  last_send: serverTimestamp,
  next_try: serverTimestamp.nullable(),
  send_date: serverTimestamp,
  image: imageUrl,
  price: decimalString,
  name: z.string(),
  market_hash_name: z.string(),
  trade_url: tradeUrl,
} as const

/**
 * The display-only fields of the single item (spec 2.4), each by the format main reads it in:
 * the documented ones, with free text bounded. One home for its reader (item.ts) and for the
 * held form checked at IPC (held-item.ts).
 */
export const singleItemFields = {
  ...documentedSingleItemFields,
  error_message: boundedText.nullable(),
  name: boundedText,
  market_hash_name: boundedText,
} as const
export type SingleItemFields = typeof singleItemFields

/** The fields only the list carries (spec 2.2), by the format main reads each in. */
export const listOnlyFields = {
  appid: appId,
  platform_price: decimalString,
} as const
export type ListOnlyField = keyof typeof listOnlyFields

/**
 * Every display-only item field the app can read, by its format: the list reads the fields
 * LIST_COLUMNS lists (list-columns.ts) in these formats.
 */
export const itemFieldFormats = { ...singleItemFields, ...listOnlyFields } as const
export type ItemFieldFormats = typeof itemFieldFormats

/**
 * A field a list column can show: one whose value is never null. The flat list item keeps an
 * unreadable field as null (list-field.ts), so a null the catalog sends as a value could not
 * be told from one it sent malformed.
 */
export type ListableField = {
  [K in keyof ItemFieldFormats]: null extends z.output<ItemFieldFormats[K]> ? never : K
}[keyof ItemFieldFormats]
