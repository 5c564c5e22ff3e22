import { defineMessage, type MessageDescriptor } from '../i18n/words'

/**
 * What a catalog error means for the customer: the choices of the `Means` combobox in the
 * `Catalog errors` table and of `Situation for item <id>`. Each is what the customer must
 * hear, never a guess at the cause: the app learns a meaning only from the lead's error table
 * or the agent's choice.
 *
 * - `labelId`, `shortId`: the label and short name as the window shows them, in the app
 *   language (`label` and `short` are their English: the Reply templates dialog still names
 *   its textboxes with them).
 * - `customerActs`: the customer must do something before a new try can succeed; a reply with
 *   no new try planned asks them to write back once done.
 * - `retryHelps`: a planned next try is worth telling the customer about. A trade hold, an
 *   account that cannot trade or an item gone make the next try fail again, so the reply does
 *   not promise it.
 * - `side`: whose side the cause is on (ErrorSide). A row of the error table has its meaning's
 *   side, so an error that names another side is not read by it (error-sides.ts).
 */
interface MeaningEntry {
  readonly id: string
  readonly label: MessageDescriptor
  readonly short: MessageDescriptor
  readonly customerActs: boolean
  readonly retryHelps: boolean
  readonly side: ErrorSide | null
}

/**
 * Where the cause of a failed delivery lies: the customer's account, inventory or trade URL;
 * the store's own sending account, trade bot or inventory; Steam itself; or the trade offer
 * (declined, expired). `checking` has none: it says nothing about a cause.
 */
export type ErrorSide = 'customer' | 'store' | 'steam' | 'offer'

export const ERROR_MEANINGS = [
  {
    id: 'inventory_private',
    label: defineMessage({
      id: 'situation.errorMeaning.inventoryPrivate',
      defaultMessage: 'Customer must make the inventory public',
    }),
    short: defineMessage({
      id: 'situation.errorMeaningShort.inventoryPrivate',
      defaultMessage: 'inventory private',
    }),
    customerActs: true,
    retryHelps: true,
    side: 'customer',
  },
  {
    id: 'trade_url_outdated',
    label: defineMessage({
      id: 'situation.errorMeaning.tradeUrlOutdated',
      defaultMessage: 'Customer must update the trade URL',
    }),
    short: defineMessage({
      id: 'situation.errorMeaningShort.tradeUrlOutdated',
      defaultMessage: 'trade URL outdated',
    }),
    customerActs: true,
    retryHelps: true,
    side: 'customer',
  },
  {
    id: 'trade_hold',
    label: defineMessage({
      id: 'situation.errorMeaning.tradeHold',
      defaultMessage: 'Customer has a trade hold (Steam Guard)',
    }),
    short: defineMessage({ id: 'situation.errorMeaningShort.tradeHold', defaultMessage: 'trade hold' }),
    customerActs: true,
    retryHelps: false,
    side: 'customer',
  },
  {
    id: 'account_cannot_trade',
    label: defineMessage({
      id: 'situation.errorMeaning.accountCannotTrade',
      defaultMessage: "Customer's account cannot trade (trade ban, limited account)",
    }),
    short: defineMessage({
      id: 'situation.errorMeaningShort.accountCannotTrade',
      defaultMessage: 'account cannot trade',
    }),
    customerActs: true,
    retryHelps: false,
    side: 'customer',
  },
  {
    id: 'steam_down',
    label: defineMessage({
      id: 'situation.errorMeaning.steamDown',
      defaultMessage: 'Steam is down, we retry',
    }),
    short: defineMessage({
      id: 'situation.errorMeaningShort.steamDown',
      defaultMessage: 'Steam unavailable',
    }),
    customerActs: false,
    retryHelps: true,
    side: 'steam',
  },
  {
    id: 'item_gone',
    label: defineMessage({
      id: 'situation.errorMeaning.itemGone',
      defaultMessage: 'The item is no longer available on our side',
    }),
    short: defineMessage({
      id: 'situation.errorMeaningShort.itemGone',
      defaultMessage: 'item no longer available',
    }),
    customerActs: false,
    retryHelps: false,
    side: 'store',
  },
  {
    id: 'offer_declined',
    label: defineMessage({
      id: 'situation.errorMeaning.offerDeclined',
      defaultMessage: 'The offer was declined or expired',
    }),
    short: defineMessage({
      id: 'situation.errorMeaningShort.offerDeclined',
      defaultMessage: 'offer declined or expired',
    }),
    customerActs: false,
    retryHelps: true,
    side: 'offer',
  },
  {
    id: 'checking',
    label: defineMessage({
      id: 'situation.errorMeaning.checking',
      defaultMessage: 'We are checking (neutral)',
    }),
    short: defineMessage({ id: 'situation.errorMeaningShort.checking', defaultMessage: 'we are checking' }),
    customerActs: false,
    retryHelps: true,
    side: null,
  },
] as const satisfies readonly MeaningEntry[]

export type ErrorMeaning = (typeof ERROR_MEANINGS)[number]['id']

export type ErrorMeaningInfo = (typeof ERROR_MEANINGS)[number]

export const ERROR_MEANING_IDS: readonly ErrorMeaning[] = ERROR_MEANINGS.map((meaning) => meaning.id)

export function isErrorMeaning(value: unknown): value is ErrorMeaning {
  // includes() compares with ===, so only one of the ID strings itself passes.
  return (ERROR_MEANING_IDS as readonly unknown[]).includes(value)
}

export function errorMeaning(id: ErrorMeaning): ErrorMeaningInfo {
  const found = ERROR_MEANINGS.find((meaning) => meaning.id === id)
  if (!found) throw new Error(`unknown error meaning ${id}`)
  return found
}
