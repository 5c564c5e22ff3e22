import { CHINESE_PUNCTUATION, withoutLeading, withoutTrailing } from './punctuation'
import { isJoiner } from './word-roles'
import { customerText } from './quotes'

/**
 * The customer's own words in a pasted ticket, for telling its language: what is left once
 * the ticket's noise is taken out. Noise is whatever reads the same in every language or is
 * not the customer's writing: what they quoted and signed (quotes.ts), links and
 * e-mail addresses, spreadsheet rows, Steam item names (`AK-47 | Redline (Field-Tested)`,
 * `★ 蝴蝶刀 | 渐变之色 (略有磨损)`), every word holding a digit (IDs, prices, dates, times,
 * `AK-47`), money signs, short codes in capitals (`ID`, `USD`, `AWP`) and the name Steam.
 */

/** A link, from where it starts in a word (`(https://…`) to the word's end. */
const LINK = /\b(?:https?:\/\/|www\.)\S+/iu
const WORD_OF_TEXT = /\S+/gu
/**
 * A letter of a script written without spaces. Each run of them becomes a word of its own,
 * apart from digits and Latin words beside it, so a word holding one such letter is a whole run.
 */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー]/u
const UNSPACED_RUN = new RegExp(`${UNSPACED.source}+`, 'gu')
const ITEM_BAR = /\|/u
const DIGIT = /\p{N}/u
const MONEY = /[$€£¥₽₴₺₩¢元]/u
const LETTER = /\p{L}/u
/** A word starting with a lower-case letter is a sentence's, not part of an item's name. */
const SENTENCE_WORD = /^\p{Ll}/u
/** A word ending a sentence or clause ends the item name before it too. */
const CLAUSE_END = /[.,!?;:]$/u
const WEAR_START = /^\(/u
const WEAR_END = /\)[.,!?;:]*$/u
const CODE = /^\p{Lu}{2,5}$/u
const NAMES = new Set(['steam'])
/** How many words an item's weapon (`Butterfly Knife`) or finish (`Hyper Beast`) takes at most. */
const NAME_WORDS = 3
/** How far after the bar its wear in brackets may be (`| Gamma Doppler (Factory New)`). */
const WEAR_WITHIN = 4

/**
 * A Chinese name is one run on each side of the bar (`蝴蝶刀 | 渐变之色`): a run further away is
 * the customer's sentence, and so is one after Latin words of the name (`AK-47 | Redline 还没到`).
 */
const endsName = (word: string, distance: number) => UNSPACED.test(word) && distance > 1

const notLetterOrDigit = (character: string) => !/[\p{L}\p{N}]/u.test(character)
/** `word` without what is not a letter or digit at either end (read once, however long). */
const bare = (word: string) => withoutTrailing(withoutLeading(word, notLetterOrDigit), notLetterOrDigit)

/** True for an e-mail address (`\S+@\S+\.\S+` over the whole word, tried once). */
function isAddress(word: string): boolean {
  const at = word.indexOf('@', 1)
  return at !== -1 && word.lastIndexOf('.', word.length - 2) >= at + 2
}

/**
 * `text` without links and e-mail addresses, word by word: one pattern for both would try
 * each `@` of a long word against the rest of it, the square of the word's length.
 */
export const withoutLinks = (text: string) =>
  text.replace(WORD_OF_TEXT, (word) => (isAddress(word) ? '' : word.replace(LINK, '')))

/** Marks the words of each item name in one line's words (a bar with its weapon, finish and wear). */
function itemNameWords(words: readonly string[]): ReadonlySet<number> {
  const taken = new Set<number>()
  words.forEach((word, at) => {
    if (!ITEM_BAR.test(word)) return
    taken.add(at)
    for (let before = at - 1; before >= Math.max(0, at - NAME_WORDS); before--) {
      const each = words[before]!
      if (SENTENCE_WORD.test(each) || CLAUSE_END.test(each) || endsName(each, at - before)) break
      taken.add(before)
      if (UNSPACED.test(each)) break
    }
    const window = words.slice(at + 1, at + 1 + WEAR_WITHIN)
    const wearEnd = window.findIndex((each) => WEAR_END.test(each))
    const worn = window.slice(0, wearEnd + 1).some((each) => WEAR_START.test(each))
    // With its wear in brackets the name runs to it; without, up to NAME_WORDS, until the sentence resumes.
    const name = worn ? window.slice(0, wearEnd + 1) : words.slice(at + 1, at + 1 + NAME_WORDS)
    for (const [offset, each] of name.entries()) {
      const distance = offset + 1
      if (!worn && (SENTENCE_WORD.test(each) || endsName(each, distance))) break
      taken.add(at + distance)
      if (!worn && (CLAUSE_END.test(each) || UNSPACED.test(each))) break
    }
  })
  return taken
}

/** A word that reads the same in any language, or is not the customer's writing. */
function isNoise(word: string): boolean {
  const core = bare(word)
  return (
    !LETTER.test(core) ||
    DIGIT.test(word) ||
    MONEY.test(word) ||
    CODE.test(core) ||
    NAMES.has(core.toLowerCase())
  )
}

/**
 * The customer's words in `ticket`, in order, without their punctuation: of a long ticket, those
 * in its first `maxChars` characters of the customer's lines.
 */
export function ticketWords(ticket: string, maxChars?: number): readonly string[] {
  const text = withoutLinks(customerText(ticket, maxChars).replace(/[’ʼ]/gu, "'"))
    .replace(CHINESE_PUNCTUATION, ' ')
    .replace(UNSPACED_RUN, ' $& ')
  return text.split('\n').flatMap((line) => {
    const words = line.match(/\S+/gu) ?? []
    const names = itemNameWords(words)
    const noise = words.map(isNoise)
    // `and` between two IDs is the list's, not the customer's sentence (`ID 1203 y ID 1204`).
    const listJoiner = (word: string, at: number) =>
      noise[at - 1] === true && noise[at + 1] === true && isJoiner(bare(word))
    return words.filter((word, at) => !names.has(at) && !noise[at] && !listJoiner(word, at)).map(bare)
  })
}
