/**
 * Punctuation around the words of a pasted ticket, in every script the six reply languages
 * are written in. It is defined by Unicode's classes, not listed mark by mark, so a mark no
 * list named (`。`, `」`, `』`, `〉`, `〕`) still ends a word instead of being read as part of it.
 */

/**
 * Chinese punctuation: the ideographic marks and the full-width forms, written with no space
 * around them. Only the punctuation of those blocks (`～` and `￥` are symbols, not marks).
 */
const IDEOGRAPHIC = '[\\u3000-\\u303f\\ufe10-\\ufe1f\\ufe30-\\ufe4f\\uff01-\\uff65]'
const IDEOGRAPHIC_OPENING = new RegExp(`(?=[\\p{Ps}\\p{Pi}])${IDEOGRAPHIC}`, 'gu')
const IDEOGRAPHIC_OTHER = new RegExp(`(?=\\p{P})(?![\\p{Ps}\\p{Pi}])${IDEOGRAPHIC}`, 'gu')
/** Every mark of Chinese punctuation, for readers that only need to drop them. */
export const CHINESE_PUNCTUATION = new RegExp(`(?=\\p{P})${IDEOGRAPHIC}`, 'gu')

/**
 * `text` with Chinese punctuation spaced the way Latin punctuation is: a space before an
 * opening mark (`物品「4410」` reads as `物品 「4410」`), after every other mark
 * (`4410。谢谢` as `4410。 谢谢`). Each mark then ends the word before it, and a full-width
 * comma that NFKC folds into `,` (`9090，30分钟`) is not read as a decimal comma.
 */
export function spaceChinesePunctuation(text: string): string {
  return text.replace(IDEOGRAPHIC_OPENING, ' $&').replace(IDEOGRAPHIC_OTHER, '$& ')
}

/**
 * A mark that no word runs through: brackets, quotes of every language (`«»`, `„“`, `「」`, `'`),
 * the marks that end or open a sentence (`!`, `?`, `¿`, `¡`, `…`), dashes and the tilde
 * (`4410—danke`, `好的～`). `.`, `:`, `-`, `#`, `%` and `@` are not: they stand inside a word
 * (`Nr.`, `ID:`, `AK-47`, `#1042`, `50%`, an address). A span between two numbers (`3–5`,
 * `3~5`) is read as a whole before any of this (numbers.ts).
 */
const BREAK = /[\p{Ps}\p{Pe}\p{Pi}\p{Pf}"'!?¡¿…‼⁇⁈⁉–—―~〜]/u
/** After a number, the marks ending a clause break too (`4410.Danke`, `3.November`). */
const BREAK_AFTER = new RegExp(`${BREAK.source}|[.,:;]`, 'u')

/** Text glued to one side of a number, split at the break nearest to it. */
export interface GluedSplit {
  /** What touches the number: the glued part of its own word. */
  readonly near: string
  /** Beyond the break (its marks dropped): a word glued on, read as the neighbouring word. */
  readonly far: string
  /** Where `far` starts, counted from the start of the glued text (when there is one). */
  readonly farAt: number
}

/** `glued`, the text touching a number's start, split at its last break. */
export function splitBefore(glued: string): GluedSplit {
  const marks = [...glued]
  for (let at = marks.length - 1; at >= 0; at -= 1) {
    if (BREAK.test(marks[at]!)) {
      const far = trimmed(marks.slice(0, at).join(''))
      return { near: marks.slice(at + 1).join(''), far, farAt: glued.indexOf(far) }
    }
  }
  return { near: glued, far: '', farAt: 0 }
}

/** `glued`, the text touching a number's end, split at its first break. */
export function splitAfter(glued: string): GluedSplit {
  const found = BREAK_AFTER.exec(glued)
  if (found === null) return { near: glued, far: '', farAt: glued.length }
  const rest = glued.slice(found.index)
  const far = trimmed(rest)
  return { near: glued.slice(0, found.index), far, farAt: found.index + rest.indexOf(far) }
}

/** A punctuation mark, as `\p{P}` reads it. */
const PUNCTUATION = /^\p{P}$/u
/** Marks that begin a marker or a sign (`#1042`, `-5`), kept at a word's start. */
const KEPT_OPENERS = new Set([...'#%‰‱@&*-'])
/** Marks that name what the number is (`50%`), kept at a word's end. */
const KEPT_CLOSERS = new Set([...'%‰‱'])

const opens = (mark: string) => PUNCTUATION.test(mark) && !KEPT_OPENERS.has(mark)
const closes = (mark: string) => PUNCTUATION.test(mark) && !KEPT_CLOSERS.has(mark)

/** `word` from its first character that `drop` does not drop. */
export function withoutLeading(word: string, drop: (character: string) => boolean): string {
  let at = 0
  for (const character of word) {
    if (!drop(character)) break
    at += character.length
  }
  return at === 0 ? word : word.slice(at)
}

/**
 * `word` up to its last character that `drop` does not drop, read back from its end. A loop, not
 * a pattern ending in `+$`: such a pattern retries from every mark of a long run that is not at
 * the end, which costs the square of the run's length (a pasted line of dots).
 */
export function withoutTrailing(word: string, drop: (character: string) => boolean): string {
  let end = word.length
  while (end > 0) {
    const low = word.charCodeAt(end - 1)
    const pair = end > 1 && low >= 0xdc00 && low <= 0xdfff && isHighSurrogate(word.charCodeAt(end - 2))
    const start = pair ? end - 2 : end - 1
    if (!drop(word.slice(start, end))) break
    end = start
  }
  return end === word.length ? word : word.slice(0, end)
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff

/** `word` without the punctuation around it (`«4410»` → `4410`, `(Artikel` → `Artikel`). */
export function trimmed(word: string): string {
  return withoutTrailing(withoutOpeners(word), closes)
}

/** `word` without the punctuation before it, but for the marks that begin a marker or a sign (`#`, `-`). */
export function withoutOpeners(word: string): string {
  return withoutLeading(word, opens)
}
