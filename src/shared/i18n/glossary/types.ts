/**
 * The concepts the app and its replies name, each said one way per language: the window's
 * messages (`messages/*.json`) and the default reply templates use the same word, so an agent
 * reads in the app what the customer reads in the reply. `look_up` is fetching items by ID,
 * `search` narrowing the list by a name: two acts, two words.
 */
export const CONCEPTS = [
  'item',
  'account',
  'trade_offer',
  'trade_hold',
  'trade_url',
  'inventory',
  'look_up',
  'search',
  'sign_in',
  'sign_out',
  'catalog',
] as const
export type Concept = (typeof CONCEPTS)[number]

/**
 * A concept's word: `term` is matched as written, so a stem covers its inflections
 * ("предложени" for предложение / предложения); `not` lists the words that must not stand for
 * it anywhere (a competing translation, a word that means something else); `why` says why this
 * word was chosen, for the next translator.
 */
export interface Term {
  readonly term: string
  readonly not: readonly string[]
  readonly why: string
}

export interface LanguageGlossary {
  readonly terms: Readonly<Record<Concept, Term>>
  /** The English words Steam itself uses in that language, allowed in its replies besides Steam and Steam Guard. */
  readonly loanwords: readonly string[]
  /**
   * For each status of spec section 3 and each lookup state, what its words say to a native
   * reader and why they were chosen (a status must not read as something else: "usable" for
   * AVAILABLE, the Error column's word for a failed lookup).
   */
  readonly statuses: Readonly<Record<string, string>>
}
