import { z } from 'zod'
import {
  MICRO_TIMESTAMP_EXAMPLE,
  SERVER_TIMESTAMP_EXAMPLE,
  parseMicroTimestamp,
  parseServerTimestamp,
} from './timestamps'
import { isHttpUrl } from './urls'

/**
 * Field formats of the Item Catalog Service (spec sections 2.2 and 2.4).
 *
 * The service is a remote party: every format is checked, not only the JSON type, so a
 * malformed answer is caught in main with the path of the first mismatch instead of
 * surfacing later as "Invalid Date" or NaN in the UI.
 */

/** Decimal number as text with exactly two fraction digits, e.g. `"12.50"`. */
export const DECIMAL_PATTERN = /^\d{1,15}\.\d{2}$/
export const decimalString = z
  .string()
  .regex(DECIMAL_PATTERN, 'expected a decimal number with two fraction digits, e.g. "12.50"')

/** `bought_at`: `YYYY-MM-DDTHH:MM:SS.ffffffZ`, an exact UTC instant with microseconds. */
export const microTimestamp = z.string().refine((value) => parseMicroTimestamp(value) !== null, {
  message: `expected a UTC timestamp like ${MICRO_TIMESTAMP_EXAMPLE}`,
})

/**
 * `last_send`, `send_date`, `next_try`, `error_date`: `YYYY-MM-DD HH:MM:SS`.
 *
 * The spec does not give their time zone, so they are kept as the text sent and never
 * converted: the UI labels them as server time.
 */
export const serverTimestamp = z.string().refine((value) => parseServerTimestamp(value) !== null, {
  message: `expected a server timestamp like ${SERVER_TIMESTAMP_EXAMPLE}`,
})

/** Positive integer identifiers (`id`, `trade_offer_id`); JSON numbers beyond 2^53 are refused. */
export const positiveId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER)

/** Platform application id (`appid`): a non-negative integer. */
export const appId = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)

/** `hash`: short alphanumeric item hash. */
export const itemHash = z.string().regex(/^[A-Za-z0-9]{1,128}$/, 'expected a short alphanumeric hash')

/**
 * `image`: a URL string.
 *
 * Kept lenient on purpose: a broken image link must not discard an otherwise valid page. The
 * renderer shows it only when it parses as http(s), and a placeholder otherwise.
 */
export const MAX_IMAGE_URL_LENGTH = 2048
export const imageUrl = z.string().max(MAX_IMAGE_URL_LENGTH)

/** `trade_url`: an absolute http(s) URL carrying non-empty `partner` and `token` query parameters. */
export const tradeUrl = z.string().refine(
  (value) => {
    if (!isHttpUrl(value)) return false
    const params = new URL(value).searchParams
    return Boolean(params.get('partner')) && Boolean(params.get('token'))
  },
  { message: 'expected a trade URL with partner and token query parameters' },
)
