import type { Field } from '../catalog/field'
import type { ItemStatus, KnownStatus } from '../catalog/status'
import type { ReplyItem } from './advise'

/** Items for the reply tests: a readable item in a given state, with any field overridden. */

export const NOW = new Date('2026-11-23T20:00:00Z')
export const FUTURE_TRY = '2026-11-23 20:15:00'
export const PAST_TRY = '2026-11-23 19:45:00'

/** Error texts as the catalog sends them, by the kind the reply must read from them. */
export const ERROR_TEXTS = {
  trade_hold:
    'The receiving account has a trade hold: Steam Guard Mobile Authenticator has not been active for 7 days.',
  steam_unavailable: 'Steam is temporarily unavailable (HTTP 503); the offer will be sent again.',
  other: "Trade offer could not be sent: the receiving account's inventory is private.",
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
