import type { Field } from '../catalog/field'
import type { ItemStatus, KnownStatus } from '../catalog/status'
import type { ReplyItem } from './advise'

/** Items for the reply tests: a readable item in a given state, with any field overridden. */

export const NOW = new Date('2026-11-23T20:00:00Z')

/** A zone set for the catalog in tests: NOW is 21:00 there (UTC+1 in November). */
export const BERLIN = 'Europe/Berlin'
/** Berlin wall times (the catalog's zone-less format) around NOW. */
export const BERLIN_IN_2H = '2026-11-23 23:00:00'
export const BERLIN_IN_2MIN = '2026-11-23 21:02:00'
export const BERLIN_2H_AGO = '2026-11-23 19:00:00'
/** Over in every zone, so over whether or not a zone is set. */
export const LONG_PAST_TRY = '2026-11-21 08:00:00'
/** Ahead in every zone, so ahead whether or not a zone is set. */
export const FAR_FUTURE_TRY = '2026-11-25 12:00:00'

/**
 * Error texts as catalogs send them, one per meaning the default table gives, and one it does
 * not know (`unknown`): the reply must not guess that one.
 */
export const ERROR_TEXTS = {
  inventory_private: "Trade offer could not be sent: the receiving account's Steam inventory is private.",
  trade_url_outdated: 'The trade URL token is no longer valid (partner 123456).',
  trade_hold:
    'The receiving account has a trade hold: Steam Guard Mobile Authenticator has not been active for 7 days.',
  account_cannot_trade: 'Receiving account is trade banned.',
  steam_down: 'Steam is temporarily unavailable (HTTP 503); the offer will be sent again.',
  item_gone: "Asset 2291 is no longer in the seller's inventory.",
  offer_declined: 'Trade offer 6123456789 was declined by the recipient.',
  unknown: 'Unexpected response from upstream (code 42).',
} as const

export const ok = <T>(value: T): Field<T> => ({ ok: true, value })
export const malformed = (raw = '42'): Field<never> => ({ ok: false, raw, reason: 'expected a string' })

export function known(value: KnownStatus): ItemStatus {
  return { known: true, value }
}

export function replyItem(
  status: ItemStatus,
  fields: Partial<Omit<ReplyItem, 'id' | 'status'>> = {},
  id = 1042,
): ReplyItem {
  return {
    id,
    status,
    name: ok('AK-47 | Redline (Field-Tested)'),
    bought_at: ok('2026-11-21T18:55:44.801518Z'),
    trade_offer_id: ok(6_123_456_789),
    send_date: ok('2026-11-21 18:57:10'),
    error_message: ok(null),
    next_try: ok(null),
    ...fields,
  }
}
