import { francAll } from 'franc-min'
import type { ReplyLanguage } from '../i18n/languages'
import { functionWordCounts } from './function-words'
import { notRussian, traditionalChinese } from './script-languages'
import { outnumberedByNeighbour, tellingVerdict } from './telling-words'
import { ticketWords } from './customer-words'

/**
 * The language a pasted ticket is written in, when its words make it clear, for the reply's
 * language. A wrong guess costs more than none (the reply goes out in a language the customer
 * did not write), so every doubt answers "unsure" and the catalog's usual language stays.
 *
 * Only the customer's words count (customer-words.ts). Han characters are Chinese and Cyrillic
 * is Russian from the first word, unless a Traditional character, or a letter or word Russian
 * does not have, says otherwise (script-languages.ts). Latin is the hard case. A short
 * ticket is read from its telling words first (`Oi, cadê`, telling-words.ts), which
 * also say when it is French or Catalan. Otherwise `franc-min` scores it by trigrams against
 * the four reply languages and the languages next to them (so an Italian ticket is not taken
 * for Spanish), and the ticket's little words (function-words.ts) must agree, since
 * trigrams alone misread short informal lines.
 */
export type TicketLanguage =
  | { readonly kind: 'clear'; readonly language: ReplyLanguage }
  | { readonly kind: 'unsure'; readonly why: UnsureWhy }

export type UnsureWhy = 'few_words' | 'mixed_scripts' | 'mixed_languages' | 'other_language' | 'close_call'

/** franc's ISO 639-3 code of each reply language in the Latin script. */
const LATIN_REPLY_LANGUAGES: Readonly<Record<string, ReplyLanguage>> = {
  eng: 'en',
  deu: 'de',
  spa: 'es',
  por: 'pt-BR',
}
/** Latin-script languages customers also write in, so their tickets are not taken for the nearest one. */
const LATIN_NEIGHBOURS = ['fra', 'ita', 'nld', 'pol', 'tur', 'ron', 'swe', 'ces', 'hun']
const LATIN_CANDIDATES = [...Object.keys(LATIN_REPLY_LANGUAGES), ...LATIN_NEIGHBOURS]

/**
 * A ticket's language shows in the customer's first words: of a long paste, this many
 * characters of the customer's own lines are read (quotes, signatures and spreadsheet rows left
 * out first), found within its first SEARCHED_CHARS, so a huge paste costs main's event loop no
 * more than a long ticket does, however little of it the customer wrote.
 */
export const SAMPLE_CHARS = 10_000
export const SEARCHED_CHARS = 5 * SAMPLE_CHARS
/** Below this many Latin words a ticket is short: its telling words speak first. */
const SHORT_TICKET_WORDS = 8
/** Fewer Latin words than this are too few for trigrams at all. */
const MIN_TRIGRAM_WORDS = 4
/** The share of the letters the main script must hold; below it the ticket is in two. */
const MAIN_SCRIPT_SHARE = 0.8
/**
 * Little words of a second reply language, this many or more and at least a third as many
 * as the first's, make a ticket written in two ("Hallo, my item ist immer noch nicht da").
 */
const SECOND_LANGUAGE_WORDS = 2
const SECOND_LANGUAGE_SHARE = 1 / 3
/** With this many little words of one language, trigrams only need to find it plausible... */
const ENOUGH_FUNCTION_WORDS = 2
/**
 * ...that is, score at least this on franc's scale, where the best scores 1 (a French or
 * Italian ticket scores its nearest reply language 0.6–0.8).
 */
const PLAUSIBLE_SCORE = 0.8
/** With fewer, trigrams decide alone and must lead the runner-up by this much. */
const CLEAR_LEAD = 0.05

/** A character of an unspaced script carries about as much as three letters of a spaced one. */
const SCRIPTS = [
  { script: 'latin', pattern: /\p{Script=Latin}/gu, weight: 1 },
  { script: 'cyrillic', pattern: /\p{Script=Cyrillic}/gu, weight: 1 },
  { script: 'han', pattern: /\p{Script=Han}/gu, weight: 3 },
  { script: 'kana', pattern: /[\p{Script=Hiragana}\p{Script=Katakana}]/gu, weight: 3 },
  { script: 'hangul', pattern: /\p{Script=Hangul}/gu, weight: 3 },
] as const
type Script = (typeof SCRIPTS)[number]['script'] | 'other'

const countOf = (text: string, pattern: RegExp): number => text.match(pattern)?.length ?? 0

/** The script holding at least MAIN_SCRIPT_SHARE of `text`'s (weighted) letters, if one does. */
function mainScript(text: string): Script | undefined {
  const counted = SCRIPTS.map(({ script, pattern, weight }) => ({
    script,
    count: countOf(text, pattern),
    weight,
  }))
  // Japanese writes kanji among its kana: beside any kana, Han characters are Japanese too.
  const [han, kana] = [
    counted.find((each) => each.script === 'han')!,
    counted.find((each) => each.script === 'kana')!,
  ]
  if (kana.count > 0) [kana.count, han.count] = [kana.count + han.count, 0]
  const others = countOf(text, /\p{L}/gu) - counted.reduce((sum, { count }) => sum + count, 0)
  const weighted = [
    ...counted.map(({ script, count, weight }) => ({ script, weight: count * weight })),
    // Stryker disable next-line StringLiteral: never read; any script but latin, han and cyrillic is other_language
    { script: 'other' as const, weight: others },
  ]
  const total = weighted.reduce((sum, { weight }) => sum + weight, 0)
  return weighted.find(({ weight }) => weight >= total * MAIN_SCRIPT_SHARE)?.script
}

const unsure = (why: UnsureWhy): TicketLanguage => ({ kind: 'unsure', why })
const clear = (language: ReplyLanguage): TicketLanguage => ({ kind: 'clear', language })

/** The language of `ticket`, or why it is unsure. */
export function ticketLanguage(ticket: string): TicketLanguage {
  const words = ticketWords(ticket.slice(0, SEARCHED_CHARS), SAMPLE_CHARS)
  // Stryker disable next-line ConditionalExpression: no words read as Latin with no telling word, which is few_words too
  if (words.length === 0) return unsure('few_words')
  const text = words.join(' ')
  const script = mainScript(text)
  if (script === undefined) return unsure('mixed_scripts')
  // A script only these languages are written in decides from one word up.
  if (script === 'han') return traditionalChinese(text) ? unsure('other_language') : clear('zh-CN')
  if (script === 'cyrillic') return notRussian(words) ? unsure('other_language') : clear('ru')
  if (script !== 'latin') return unsure('other_language')
  const count = words.length
  if (count >= SHORT_TICKET_WORDS) {
    const read = latinLanguage(words, text)
    return read.kind === 'clear' && outnumberedByNeighbour(words, read.language)
      ? unsure('other_language')
      : read
  }
  const verdict = tellingVerdict(words)
  if (verdict.kind === 'language') return clear(verdict.language)
  if (verdict.kind === 'against') return unsure(verdict.why)
  // Trigrams misread a few words of a language they do not know ("A bot törölte a cserét" is
  // Portuguese to them): they may read a short ticket only as a language its telling words allow.
  if (count < MIN_TRIGRAM_WORDS || verdict.language === null) return unsure('few_words')
  const byTrigrams = latinLanguage(words, text)
  if (byTrigrams.kind === 'clear' && byTrigrams.language !== verdict.language) return unsure('close_call')
  return byTrigrams
}

/** The reply language `ticket` is clearly written in, or null (the catalog's usual one stays). */
export function ticketReplyLanguage(ticket: string): ReplyLanguage | null {
  const found = ticketLanguage(ticket)
  return found.kind === 'clear' ? found.language : null
}

function latinLanguage(words: readonly string[], text: string): TicketLanguage {
  // Sorted most first, so a second language implies a first.
  const [first, second] = functionWordCounts(words)
  if (
    second !== undefined &&
    second.count >= SECOND_LANGUAGE_WORDS &&
    second.count >= first!.count * SECOND_LANGUAGE_SHARE
  )
    return unsure('mixed_languages')
  // On text in the Latin script franc scores every candidate, the best at 1.
  const scores = francAll(text, { only: LATIN_CANDIDATES, minLength: 1 })
  const scoreOf = (language: ReplyLanguage) =>
    scores.find(([code]) => LATIN_REPLY_LANGUAGES[code] === language)![1]
  if (first !== undefined && first.count >= ENOUGH_FUNCTION_WORDS) {
    return scoreOf(first.language) >= PLAUSIBLE_SCORE ? clear(first.language) : unsure('close_call')
  }
  const [best, runnerUp] = scores
  const language = LATIN_REPLY_LANGUAGES[best![0]]
  if (language === undefined) return unsure('other_language')
  // A single little word of another reply language outweighs a trigram lead.
  if (first !== undefined && first.language !== language) return unsure('close_call')
  if (1 - runnerUp![1] < CLEAR_LEAD) return unsure('close_call')
  return clear(language)
}
