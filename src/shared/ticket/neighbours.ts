import { withoutOpeners } from './punctuation'
import { roleAfter, roleBefore, type WordRole } from './word-roles'

/**
 * The words beside a number in ticket text, read where the number starts or ends. Each is read
 * within a few dozen characters of the number, or to the end of one word, so reading a ticket
 * costs in proportion to its length however its numbers stand.
 */

/** A word is what lies between white space and the list separators `,` `;` `|` `/` `&`. */
const WORD_AT = /[^\s,;|/&]+/uy

export interface Span {
  readonly start: number
  readonly end: number
}
export interface Neighbour extends Span {
  readonly word: string
  readonly role: WordRole | null
}

/** What ends a word: white space and the list separators. */
const SEPARATOR = /[\s,;|/&]/u
/** How far back a word before a number is read. */
const WORD_BEFORE_WITHIN = 60
/** How far back the glued start of a number's own word is read (`№`, `Artikel-Nr.#`). */
const GLUED_WITHIN = 40

/**
 * Where the run of characters before `at` that `inRun` accepts starts, reading back no further
 * than `from`. Read back character by character: a pattern ending in `$` would be tried from
 * every position of the window, the square of its length for every number of a dense paste.
 */
function runStart(text: string, from: number, at: number, inRun: (character: string) => boolean): number {
  let start = at
  while (start > from && inRun(text[start - 1]!)) start -= 1
  return start
}
const inWord = (character: string) => !SEPARATOR.test(character)
const isSpace = (character: string) => character === ' '
const isWhite = (character: string) => /\s/u.test(character)

/** True when `gap` is spaces or tabs, a line break, then any white space (`ID:   \n  `). */
function breaksLine(gap: string): boolean {
  let at = 0
  while (gap[at] === ' ' || gap[at] === '\t') at += 1
  if (gap[at] === '\r') at += 1
  return gap[at] === '\n'
}

/**
 * The word ending at `at` after spaces only, when it holds no digit; with `acrossLine`, the word
 * ending in `:` that ends the line above (`Items:`).
 */
export function wordBefore(text: string, at: number, acrossLine = false): Neighbour | null {
  const from = Math.max(0, at - WORD_BEFORE_WITHIN)
  const end = runStart(text, from, at, acrossLine ? isWhite : isSpace)
  if (acrossLine ? !breaksLine(text.slice(end, at)) || text[end - 1] !== ':' : end === at) return null
  const start = runStart(text, from, end, inWord)
  const word = text.slice(start, end)
  if (word.length < (acrossLine ? 2 : 1) || /\d/u.test(word)) return null
  return { word, start, end, role: roleBefore(withoutOpeners(word)) }
}

/** A word glued to a number's bracket or quote (`Artikel` of `Artikel(1042)`), when it holds no digit. */
export function glued(
  word: string,
  start: number,
  roleOf: (word: string) => WordRole | null,
): Neighbour | null {
  if (/\d/u.test(word)) return null
  return { word, start, end: start + word.length, role: roleOf(word) }
}

/** The word starting after spaces at `at`, when it holds no digit. */
export function wordAfter(text: string, at: number): Neighbour | null {
  let start = at
  while (text[start] === ' ') start += 1
  if (start === at && at < text.length && !SEPARATOR.test(text[at - 1] ?? ' ')) return null
  WORD_AT.lastIndex = start
  const word = WORD_AT.exec(text)?.[0]
  if (word === undefined || /\d/u.test(word)) return null
  return { word, start, end: start + word.length, role: roleAfter(word) }
}

const inGlued = (character: string) => !SEPARATOR.test(character) && !/\d/u.test(character)

/** Where the glued start of the word holding the number at `at` begins (`#`, `x`, `€`), not before `from`. */
export function gluedStart(text: string, from: number, at: number): number {
  return runStart(text, Math.max(from, at - GLUED_WITHIN), at, inGlued)
}
