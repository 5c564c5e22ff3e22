import { FIELD_NAMES } from './catalog/list-columns'
import { inEnglish } from './i18n/english'
import { defineMessage, words } from './i18n/words'

/**
 * The detail pane's terms (every one of shared/ui-contract.md's), in the order the pane tells
 * the item: status, trade URL, the delivery in time order, identifiers, listing. Each is its
 * message; its English is the term's accessible name.
 *
 * One list for the pane (its fields take only these terms), its unit test and the e2e
 * helpers, so a new field is added here once and a term left unshown fails both suites.
 */
export const DETAIL_TERM_WORDS = [
  defineMessage({ id: 'detail.term.status', defaultMessage: 'Status' }),
  FIELD_NAMES.tradeUrl,
  FIELD_NAMES.boughtAt,
  FIELD_NAMES.sendDate,
  FIELD_NAMES.lastSend,
  FIELD_NAMES.errorMessage,
  FIELD_NAMES.errorDate,
  FIELD_NAMES.nextTry,
  defineMessage({ id: 'detail.term.itemId', defaultMessage: 'Item ID' }),
  FIELD_NAMES.hash,
  FIELD_NAMES.tradeOfferId,
  FIELD_NAMES.price,
  FIELD_NAMES.marketHashName,
] as const

type DetailTermWords = (typeof DETAIL_TERM_WORDS)[number]

export type DetailTerm = DetailTermWords['defaultMessage']

/**
 * A term's English as en.json words it: the window's build strips the descriptors'
 * `defaultMessage` (electron.vite.config.ts), so the code reads no English from them.
 */
const englishOf = (term: DetailTermWords) => inEnglish(words(term)) as DetailTerm

export const DETAIL_TERMS: readonly DetailTerm[] = DETAIL_TERM_WORDS.map(englishOf)

const BY_ENGLISH = new Map(DETAIL_TERM_WORDS.map((term) => [englishOf(term), term]))

/** A term's message, by its English. */
export function detailTermWords(term: DetailTerm): DetailTermWords {
  return BY_ENGLISH.get(term)!
}
