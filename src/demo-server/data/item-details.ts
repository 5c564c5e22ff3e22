import { KNOWN_STATUSES, type KnownStatus } from '../../shared/catalog'
import { STREAM, hash32, intBetween, mulberry32, pick } from './prng'
import { microTimestamp, serverTimestamp } from './wire-format'

/** The purchase and delivery fields of a single item (spec 2.4), already in wire format. */
export interface ItemDetails {
  readonly hash: string
  readonly status: KnownStatus
  readonly bought_at: string
  readonly trade_offer_id: number
  readonly error_message: string | null
  readonly error_date: string | null
  readonly last_send: string
  readonly next_try: string | null
  readonly send_date: string
  readonly trade_url: string
}

/** Purchases fall in the 600 days from 2024-01-01T00:00:00Z. */
const FIRST_PURCHASE = Date.UTC(2024, 0, 1) / 1000
const PURCHASE_SPAN_SECONDS = 600 * 24 * 3600

/** Share of each status, in the order of KNOWN_STATUSES; every status shows up in a small catalog. */
const STATUS_WEIGHTS: Readonly<Record<KnownStatus, number>> = {
  AVAILABLE: 0.3,
  WAITING_FOR_TRADE_ACCEPT: 0.2,
  TRADE_ACCEPTED: 0.3,
  WAITING_FOR_SEND: 0.12,
  UNAVAILABLE: 0.08,
}

/** Chance that an item in this status carries an `error_message`. */
const ERROR_CHANCE: Readonly<Record<KnownStatus, number>> = {
  AVAILABLE: 0,
  WAITING_FOR_TRADE_ACCEPT: 0.1,
  TRADE_ACCEPTED: 0,
  WAITING_FOR_SEND: 0.6,
  UNAVAILABLE: 0.75,
}

const DELIVERY_ERRORS: readonly string[] = [
  "Trade offer could not be sent: the receiving account's inventory is private.",
  'Trade offer could not be sent: the trade URL token is no longer valid.',
  'Steam is temporarily unavailable (HTTP 503); the offer will be sent again.',
  'The receiving account has a trade hold: Steam Guard Mobile Authenticator has not been active for 7 days.',
  'Trade offer declined by the receiving account.',
  "Item is no longer in the seller's inventory.",
]

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyz0123456789'
const TOKEN_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

function randomText(random: () => number, alphabet: string, length: number): string {
  let text = ''
  for (let i = 0; i < length; i += 1) text += alphabet[Math.floor(random() * alphabet.length)]
  return text
}

function pickStatus(random: () => number): KnownStatus {
  let roll = random()
  for (const status of KNOWN_STATUSES) {
    roll -= STATUS_WEIGHTS[status]
    if (roll < 0) return status
  }
  return 'UNAVAILABLE'
}

/**
 * Derives the delivery story of item `id`: purchase, first send, retries, error and next
 * retry, in a consistent order (bought <= sent <= last send <= next try).
 *
 * The spec shows no transitions, so the combinations are plausible, not authoritative:
 * waiting-for-send items often have an error and a scheduled `next_try`; unavailable items
 * often have an error and no retry; accepted and available items have neither.
 */
export function deriveItemDetails(seed: number, id: number): ItemDetails {
  const random = mulberry32(hash32(seed, id, STREAM.details))
  const status = pickStatus(random)
  const bought = FIRST_PURCHASE + intBetween(random, 0, PURCHASE_SPAN_SECONDS)
  const micros = intBetween(random, 0, 999_999)
  const firstSend = bought + intBetween(random, 5, 180)
  const attempts = intBetween(random, 1, 4)
  const lastSend = firstSend + (attempts - 1) * intBetween(random, 300, 1800)
  const hasError = random() < ERROR_CHANCE[status]
  const retries = status === 'WAITING_FOR_SEND' || (status === 'WAITING_FOR_TRADE_ACCEPT' && hasError)
  const errorMessage = pick(random, DELIVERY_ERRORS)
  const nextTry = lastSend + intBetween(random, 300, 3600)
  const partner = intBetween(random, 100_000_000, 999_999_999)
  return {
    hash: randomText(random, ALPHANUMERIC, 12),
    status,
    bought_at: microTimestamp(bought, micros),
    trade_offer_id: intBetween(random, 5_000_000_000, 7_999_999_999),
    error_message: hasError ? errorMessage : null,
    error_date: hasError ? serverTimestamp(lastSend) : null,
    last_send: serverTimestamp(lastSend),
    next_try: retries ? serverTimestamp(nextTry) : null,
    send_date: serverTimestamp(firstSend),
    trade_url: `https://steamcommunity.com/tradeoffer/new/?partner=${partner}&token=${randomText(random, TOKEN_CHARS, 8)}`,
  }
}
