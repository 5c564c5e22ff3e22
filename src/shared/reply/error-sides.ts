import type { ErrorSide } from './error-meanings'
import SIDE_WORDS from './error-side-words.json'
import { clauseAround, normaliseErrorText, tokensOf, withoutPossessive, type Token } from './error-words'

/**
 * Which sides an error names, and which of them a row's side cannot stand beside.
 *
 * The words by which an error names a side are data (error-side-words.json), matched as
 * phrases at word boundaries (error-words.ts); a possessive counts as its word ("seller's",
 * "bot's"). The store sends and the customer receives, so the store's side is its sending
 * account, its trade bots and its inventory, and the customer's is the account an offer goes to.
 *
 * `partner` is the customer's: in trade-bot logs it is the other side of the bot's offer (the
 * `partner` of a node-steam-tradeoffer-manager TradeOffer, the `partner` of Steam's trade URL
 * and `accountid_other` of the Steam Web API, SteamKit's trade partner), and the bot only ever
 * offers to customers here. A catalog that calls a business partner's service "partner" only
 * makes a store-side row ask rather than read (the safe way round).
 *
 * `you`, `your` and `we` name no side: Steam's own messages, which catalogs pass on word for
 * word, speak to the sending account ("There was an error sending your trade offer", "You have
 * logged in from a new device", "You cannot trade with … because they have a trade ban"),
 * while a store's own log may speak to the customer or of itself ("we will retry"). Guessing
 * either way would be the confident mistake the sides exist to prevent.
 *
 * A row's cause on the customer's side is not read from an error that names the store's side
 * ("Steam Guard confirmation failed on the store's trade bot" is not the customer's trade
 * hold), and the other way round; a Steam or an offer row is not read from an error that names
 * the store's side (a trade bot's own timeout, an offer the store cancelled). The sides that
 * count are those named in the clause of the words the row matched ("bot 3: partner inventory
 * is private" speaks of the partner's inventory); when that clause names none, those named
 * anywhere in the error.
 */
type NamedSide = keyof typeof SIDE_WORDS

const CONFLICTS: Readonly<Record<ErrorSide, NamedSide>> = {
  customer: 'store',
  store: 'customer',
  steam: 'store',
  offer: 'store',
}

const SIDE_PHRASES: readonly { readonly side: NamedSide; readonly words: readonly string[] }[] = (
  Object.entries(SIDE_WORDS) as [NamedSide, readonly string[]][]
).flatMap(([side, phrases]) =>
  phrases.map((phrase) => ({ side, words: tokensOf(normaliseErrorText(phrase)).map((token) => token.text) })),
)

/** Where an error names a side: the index of the first word of each naming phrase. */
export interface SideMention {
  readonly at: number
  readonly side: NamedSide
}

export function sideMentions(tokens: readonly Token[]): SideMention[] {
  return tokens.flatMap((_, at) =>
    SIDE_PHRASES.filter(({ words }) =>
      words.every((word, offset) => {
        const token = tokens[at + offset]
        return token !== undefined && withoutPossessive(token.text) === word
      }),
    ).map(({ side }) => ({ at, side })),
  )
}

/** The sides that count for words at tokens `from`…`to` (exclusive). */
function sidesFor(
  tokens: readonly Token[],
  mentions: readonly SideMention[],
  from: number,
  to: number,
): ReadonlySet<NamedSide> {
  const [start, end] = clauseAround(tokens, from, to)
  const inClause = mentions.filter((mention) => mention.at >= start && mention.at < end)
  return new Set((inClause.length > 0 ? inClause : mentions).map((mention) => mention.side))
}

/** Whether a row of `side` matching at tokens `from`…`to` stands beside a side it cannot. */
export function sideConflicts(
  side: ErrorSide | null,
  tokens: readonly Token[],
  mentions: readonly SideMention[],
  from: number,
  to: number,
): boolean {
  // Stryker disable next-line ConditionalExpression: a neutral row has no side, and CONFLICTS no entry for none: false both ways
  if (side === null) return false
  const named = sidesFor(tokens, mentions, from, to)
  return named.has(CONFLICTS[side])
}
