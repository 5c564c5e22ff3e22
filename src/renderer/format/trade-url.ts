/** The parts of a trade URL that support staff compare with what a customer sends them. */
export interface TradeUrlParts {
  readonly partner: string
  readonly token: string
  /** Only https links may be opened in the system browser (main refuses the rest too). */
  readonly https: boolean
  readonly protocol: string
}

/** `partner` and `token` of a trade URL, or null when it does not parse. */
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
    https: url.protocol === 'https:',
    protocol: url.protocol,
  }
}
