/**
 * What kind of error the catalog's error text describes, where the text says it.
 *
 * The spec gives `error_message` as free text, so this reads it by patterns, documented here
 * and tested against the texts the catalog is known to send:
 * - `trade_hold`: the receiving Steam account cannot trade yet: "trade hold", "Steam Guard",
 *   "escrow" (e.g. "The receiving account has a trade hold: Steam Guard Mobile
 *   Authenticator has not been active for 7 days.").
 * - `steam_unavailable`: Steam itself is down: "Steam is (temporarily) unavailable/down",
 *   "Steam … HTTP 5xx" (e.g. "Steam is temporarily unavailable (HTTP 503); the offer will be
 *   sent again.").
 * - `other`: anything else, including text that matches neither (e.g. a private inventory).
 * A trade hold wins over Steam being down when both are named: it is the one that keeps the
 * offer from arriving after Steam is back.
 */
export type ErrorKind = 'trade_hold' | 'steam_unavailable' | 'other'

export const ERROR_KINDS: readonly ErrorKind[] = ['trade_hold', 'steam_unavailable', 'other']

const TRADE_HOLD = /\btrade[- ]?hold\b|\bsteam ?guard\b|\bescrow\b/i
const STEAM_UNAVAILABLE =
  /\bsteam\b[^.;]*\b(?:temporarily unavailable|unavailable|down|not available|HTTP 5\d\d)\b|\bsteam\b[^.;]*\b5\d\d\b/i

export function errorKindOf(text: string): ErrorKind {
  if (TRADE_HOLD.test(text)) return 'trade_hold'
  if (STEAM_UNAVAILABLE.test(text)) return 'steam_unavailable'
  return 'other'
}
