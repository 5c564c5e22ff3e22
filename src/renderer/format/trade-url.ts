/** The parts of a trade URL that support staff compare with what a customer sends them. */
export interface TradeUrlParts {
  readonly partner: string
  readonly token: string
}

/**
 * `partner` and `token` of a trade URL, or null when it does not parse. Shown only: whether
 * it may be copied or opened is shared/links/trade-offer-link.ts's to say.
 */
export function tradeUrlParts(value: string): TradeUrlParts | null {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  return {
    partner: url.searchParams.get('partner') ?? '',
    token: url.searchParams.get('token') ?? '',
  }
}
