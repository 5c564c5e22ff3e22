import { CHINESE_PUNCTUATION, withoutLeading, withoutTrailing } from './punctuation'
import type { SlicedReading } from './read-in-slices'
import { READ_STEP } from './text'
import { CHINESE_SENTENCE_WORDS, isSentenceWord, NAME_LINKS, folded } from './item-name-words'

/**
 * A ticket cut into the pieces an item name is made of, each with its place in the ticket as
 * pasted (offsets into the ticket itself, not into a normalized copy, so a name found can be
 * shown where it stands): words, the `|` of a market name, the `★` of a knife, parentheses, and
 * the other marks, which end a name. Han runs are pieces of their own, apart from Latin glued
 * to them (`我买了AK-47`), since Chinese writes no space between a sentence and a name.
 */

export type PieceKind = 'word' | 'bar' | 'star' | 'open' | 'close' | 'mark'
/** What stands before a piece: nothing, spaces, one line break (a wrapped line), a blank line. */
export type Gap = 'none' | 'space' | 'line' | 'paragraph'

export interface Piece {
  readonly text: string
  readonly start: number
  readonly end: number
  readonly kind: PieceKind
  readonly gap: Gap
}

/** Marks that stand alone wherever they are: bars, the star, brackets and quotation marks. */
const ALONE = '[|｜★\\p{Ps}\\p{Pe}"«»“”`]'
const CHINESE_MARK = `(?:${CHINESE_PUNCTUATION.source})`
const PIECE = new RegExp(
  `${ALONE}|${CHINESE_MARK}|\\p{Script=Han}+|(?:(?!${ALONE}|${CHINESE_MARK}|\\p{Script=Han})\\S)+`,
  'gu',
)
const PUNCTUATION = /^\p{P}$/u
const isPunctuation = (character: string) => PUNCTUATION.test(character)

const KIND_OF_MARK: Readonly<Record<string, PieceKind>> = {
  '|': 'bar',
  '｜': 'bar',
  '★': 'star',
  '(': 'open',
  '（': 'open',
  ')': 'close',
  '）': 'close',
}

function gapBetween(ticket: string, from: number, to: number): Gap {
  if (from === to) return 'none'
  const breaks = ticket.slice(from, to).split('\n').length - 1
  return breaks === 0 ? 'space' : breaks === 1 ? 'line' : 'paragraph'
}

/**
 * The pieces of `ticket`, in order. A word's leading and trailing marks (`«AK-47`, `Redline,`)
 * are pieces apart. Offers to pause every READ_STEP characters or so (read-in-slices.ts).
 */
export function* piecesInSteps(ticket: string, of: number): SlicedReading<readonly Piece[]> {
  const pieces: Piece[] = []
  let previousEnd = 0
  const push = (text: string, start: number, kind: PieceKind) => {
    pieces.push({ text, start, end: start + text.length, kind, gap: gapBetween(ticket, previousEnd, start) })
    previousEnd = start + text.length
  }
  let pauseAt = READ_STEP
  for (const found of ticket.matchAll(PIECE)) {
    const text = found[0]
    const at = found.index
    if (at >= pauseAt) {
      yield { read: at, of }
      pauseAt = at + READ_STEP
    }
    const alone = KIND_OF_MARK[text]
    if (alone !== undefined || isPunctuation(text)) {
      push(text, at, alone ?? 'mark')
      continue
    }
    const withoutOpening = withoutLeading(text, isPunctuation)
    const core = withoutTrailing(withoutOpening, isPunctuation)
    const coreAt = at + text.length - withoutOpening.length
    if (coreAt > at) push(text.slice(0, coreAt - at), at, 'mark')
    if (core !== '') push(core, coreAt, 'word')
    const tail = text.slice(coreAt - at + core.length)
    if (tail !== '') push(tail, coreAt + core.length, 'mark')
  }
  return pieces
}

const HAN = /^\p{Script=Han}/u
const CYRILLIC = /^\p{Script=Cyrillic}/u
const CAPITAL_OR_DIGIT = /^[\p{Lu}\p{N}]|\p{N}/u

export const isHan = (piece: Piece | undefined): boolean => piece?.kind === 'word' && HAN.test(piece.text)
export const isCyrillic = (piece: Piece | undefined): boolean =>
  piece?.kind === 'word' && CYRILLIC.test(piece.text)

/**
 * A word a name in the catalog's style is made of: capitalized (`Redline`, `Азимов`), holding a
 * digit (`AK-47`, `x27`, `2014`) or Chinese; never a sentence's little word (`I`, `Mein`).
 */
export const isNameWord = (piece: Piece | undefined): boolean =>
  piece?.kind === 'word' &&
  (HAN.test(piece.text) || (CAPITAL_OR_DIGIT.test(piece.text) && !isSentenceWord(piece.text)))

/** A little word a name holds between its capitalized words (`Death by Kitty`). */
export const isNameLink = (piece: Piece | undefined): boolean =>
  (piece?.kind === 'word' || piece?.text === '&') && NAME_LINKS.has(folded(piece.text))

/** A word in lower case, in an alphabet with cases (`yesterday`, `линия`). */
export const isLowerWord = (piece: Piece | undefined): boolean =>
  piece?.kind === 'word' && /^\p{Ll}/u.test(piece.text)

/** How much of a Han run a name ending it keeps: what follows its last sentence word (`我买了沙漠之鹰` → 4). */
export function hanNameAtEnd(run: string): number {
  let cut = 0
  for (const word of CHINESE_SENTENCE_WORDS) {
    const at = run.lastIndexOf(word)
    if (at !== -1) cut = Math.max(cut, at + word.length)
  }
  return run.length - cut
}

/** How much of a Han run a name starting it keeps: what precedes its first sentence word (`红线还没到` → 2). */
export function hanNameAtStart(run: string): number {
  let kept = run.length
  for (const word of CHINESE_SENTENCE_WORDS) {
    const at = run.indexOf(word)
    if (at !== -1) kept = Math.min(kept, at)
  }
  return kept
}
