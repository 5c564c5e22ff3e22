/**
 * Numbers as the catalog sends them.
 *
 * Prices arrive as decimal strings with two fraction digits and an unknown currency, so they
 * are shown verbatim (no currency symbol, no rounding); only the comparison is computed.
 */

/** Price difference of `platform` relative to `price`, in percent, or null when undefined. */
export function percentDifference(price: string, platform: string): number | null {
  const base = Number(price)
  const other = Number(platform)
  if (!Number.isFinite(base) || !Number.isFinite(other) || base === 0) return null
  return ((other - base) / base) * 100
}

/** `+12.5%`, `−3.0%` (a real minus sign), `±0.0%`. */
export function formatPercent(value: number): string {
  const rounded = Math.round(value * 10) / 10
  if (rounded === 0) return '±0.0%'
  const sign = rounded > 0 ? '+' : '\u2212'
  return `${sign}${Math.abs(rounded).toFixed(1)}%`
}
