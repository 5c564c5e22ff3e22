/**
 * Numbers the catalog sends, in the app's language (`intl.locale`).
 *
 * Prices arrive as decimal text (`"3967.50"`) with an unknown currency: the reader's decimal
 * mark and digit grouping are applied (`3.967,50` in German), the currency is not named. The
 * text goes to `Intl.NumberFormat` as text, never through `Number()`, so a long value keeps
 * every digit, and with the fraction digits it was sent with (no rounding, no padding).
 */

/** A plain decimal as the wire writes one: digits, optionally a point and more digits. */
const WIRE_DECIMAL = /^\d+(?:\.(\d+))?$/

const decimalFormats = new Map<string, Intl.NumberFormat | null>()

/** One formatter per language and number of fraction digits, made on first use; null when Intl refuses the count. */
function decimalFormat(locale: string, fractionDigits: number): Intl.NumberFormat | null {
  const key = `${locale} ${fractionDigits}`
  let format = decimalFormats.get(key)
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat(locale, {
        minimumFractionDigits: fractionDigits,
        maximumFractionDigits: fractionDigits,
      })
    } catch {
      // More fraction digits than Intl can write: the value is then shown as sent.
      format = null
    }
    decimalFormats.set(key, format)
  }
  return format
}

/**
 * A decimal as the catalog sent it (`"3967.50"`), written in `locale`: `3,967.50`, `3.967,50`,
 * `3 967,50` (a no-break space in Russian). Text that is not a plain decimal is returned as
 * sent: what is only shown is shown, never guessed at.
 */
export function formatDecimal(text: string, locale: string): string {
  const match = WIRE_DECIMAL.exec(text)
  if (!match) return text
  const format = decimalFormat(locale, match[1]?.length ?? 0)
  // The pattern makes it a numeric literal; as text, Intl formats it exactly.
  return format ? format.format(text as `${number}`) : text
}

/** Where the platform price stands against the price, rounded to what the table shows. */
export interface PriceDifference {
  /** The difference as a fraction of the price, rounded to a tenth of a percent: 0.157 for 15.7 % above. */
  readonly fraction: number
  readonly direction: 'flat' | 'up' | 'down'
}

/**
 * How far `platform` lies from `price`, relative to the price, or null when that cannot be
 * said (a price of zero has no ratio). Rounded once, here, so the cell, its tooltip and its
 * direction can never disagree on a value at the edge of a tenth of a percent.
 */
export function priceDifference(price: string, platform: string): PriceDifference | null {
  const base = Number(price)
  const other = Number(platform)
  if (!Number.isFinite(base) || !Number.isFinite(other) || base === 0) return null
  const tenthsOfPercent = Math.round(((other - base) / base) * 1000)
  if (tenthsOfPercent === 0) return { fraction: 0, direction: 'flat' }
  return { fraction: tenthsOfPercent / 1000, direction: tenthsOfPercent > 0 ? 'up' : 'down' }
}

/**
 * The options of the difference's percentage: one fraction digit, no grouping, the options of
 * the cell's tooltip (`table.difference.differs`, `::percent .0 group-off`), so the cell and
 * the tooltip write the same number.
 */
const DIFFERENCE_STYLE = {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  useGrouping: false,
} as const

const differenceFormats = new Map<string, Intl.NumberFormat>()

/**
 * A difference (`PriceDifference.fraction`) in `locale`, with its sign: `+15.7%`, `-3,0 %`,
 * and no sign for none (`0.0%`), as each language writes a percentage.
 */
export function formatDifference(fraction: number, locale: string): string {
  let format = differenceFormats.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(locale, { ...DIFFERENCE_STYLE, signDisplay: 'exceptZero' })
    differenceFormats.set(locale, format)
  }
  return format.format(fraction)
}
