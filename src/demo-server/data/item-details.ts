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

const MINUTE = 60
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/**
 * How long ago each status was bought, in seconds: waiting items are recent (their story
 * is still going on), settled ones are older. A catalog whose waiting items were bought two
 * years ago reads as broken.
 */
const BOUGHT_AGO: Readonly<Record<KnownStatus, readonly [number, number]>> = {
  AVAILABLE: [2 * DAY, 400 * DAY],
  WAITING_FOR_TRADE_ACCEPT: [20 * MINUTE, 2 * DAY],
  TRADE_ACCEPTED: [1 * DAY, 400 * DAY],
  WAITING_FOR_SEND: [30 * MINUTE, 6 * HOUR],
  UNAVAILABLE: [1 * DAY, 200 * DAY],
}

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

/** Errors after which the offer is tried again: only on items still waiting. */
const RETRY_ERRORS: readonly string[] = [
  "Trade offer could not be sent: the receiving account's inventory is private.",
  'Trade offer could not be sent: the trade URL token is no longer valid.',
  'Steam is temporarily unavailable (HTTP 503); the offer will be sent again.',
  'The receiving account has a trade hold: Steam Guard Mobile Authenticator has not been active for 7 days.',
]

/** Errors that end the delivery: a final state never promises another try. */
const FINAL_ERRORS: readonly string[] = [
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
 * Derives the delivery story of item `id` as of `now` (epoch seconds): purchase, first
 * send, retries, error and next retry, in a consistent order (bought <= sent <= last send
 * <= now < next try). The same seed, id and `now` always give the same story.
 *
 * The spec shows no transitions, so the combinations are plausible, not authoritative:
 * - waiting-for-send items were bought hours ago, last sent minutes ago, retry minutes
 *   ahead, often after an error that promises another try;
 * - unavailable items often carry a final error and never a retry;
 * - accepted and available items have neither. The spec types `trade_offer_id`,
 *   `send_date` and `last_send` as always present, so even an available item has them
 *   (from an earlier delivery); the demo does not invent a "none" value for them.
 */
export function deriveItemDetails(seed: number, id: number, now: number): ItemDetails {
  const random = mulberry32(hash32(seed, id, STREAM.details))
  const status = pickStatus(random)
  const [minAgo, maxAgo] = BOUGHT_AGO[status]
  const bought = now - intBetween(random, minAgo, maxAgo)
  const micros = intBetween(random, 0, 999_999)
  const firstSend = bought + intBetween(random, 5, 180)
  const attempts = intBetween(random, 1, 4)
  const waiting = status === 'WAITING_FOR_SEND' || status === 'WAITING_FOR_TRADE_ACCEPT'
  // Waiting items were last sent minutes ago; settled ones soon after their purchase.
  const lastSend = waiting
    ? Math.max(firstSend, now - intBetween(random, 2 * MINUTE, 25 * MINUTE))
    : firstSend + (attempts - 1) * intBetween(random, 300, 1800)
  const hasError = random() < ERROR_CHANCE[status]
  const retries = status === 'WAITING_FOR_SEND' || (status === 'WAITING_FOR_TRADE_ACCEPT' && hasError)
  const errorMessage = pick(random, retries ? RETRY_ERRORS : FINAL_ERRORS)
  const nextTry = now + intBetween(random, 1 * MINUTE, 20 * MINUTE)
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
