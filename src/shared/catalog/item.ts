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
import { statusSchema } from './status'

/**
 * One element of `data` in the list response (spec 2.2).
 *
 * Objects are loose: the service may add fields, and an added field must not break the app.
 */
export const listItemSchema = z.looseObject({
  id: positiveId,
  appid: appId,
  image: imageUrl,
  price: decimalString,
  name: z.string(),
  market_hash_name: z.string(),
  platform_price: decimalString,
})

/** `data` of the single-item response (spec 2.4). */
export const singleItemSchema = z.looseObject({
  id: positiveId,
  hash: itemHash,
  status: statusSchema,
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
})

export type ListItem = z.output<typeof listItemSchema>
export type SingleItem = z.output<typeof singleItemSchema>
/** What the service sends for one item, before the status is classified. */
export type SingleItemWire = z.input<typeof singleItemSchema>
export type ListItemWire = z.input<typeof listItemSchema>
