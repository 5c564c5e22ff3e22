import type { SlicedReading } from './read-in-slices'
import type { Span } from './neighbours'
import { spaceChinesePunctuation } from './punctuation'

/**
 * The two passes of ticket reading that are not about one number: the text made ready to be
 * read (before), and the words no number claimed counted (after). Both go a few hundred
 * characters at a time, yielding how far they have read, so a long paste can be read in slices.
 */

/** How many characters a reading goes between the points where it may pause. */
export const READ_STEP = 256
/** What each piece of the text made ready holds at least (cut before white space). */
const PIECE = 4 * READ_STEP

/** Links, which hold numbers (`?partner=12345678`) that are never an item's. */
const LINK = /\b(?:https?:\/\/|www\.)\S+/giu
const WHITE = /\s/gu
/** A word is what lies between white space and the list separators `,` `;` `|` `/` `&`. */
const WORD = /[^\s,;|/&]+/gu
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u

/**
 * Text made ready: Chinese punctuation spaced, NFKC, links blanked (their length kept). Made
 * ready apart, two pieces cut where a word starts or ends read as they do made ready together.
 */
export const ready = (piece: string) =>
  spaceChinesePunctuation(piece)
    .normalize('NFKC')
    .replace(LINK, (link) => ' '.repeat(link.length))

/**
 * Where the piece from `from` ends: before the first white space at least PIECE characters
 * on. Cut there, each piece normalizes, spaces and blanks links as the whole text would:
 * nothing composes with white space before it, no link runs through it, and every mark is
 * spaced on its own. A piece with no white space (a pasted line of one word) is read whole.
 */
function pieceEnd(raw: string, from: number): number {
  if (raw.length - from <= PIECE) return raw.length
  WHITE.lastIndex = from + PIECE
  return WHITE.exec(raw)?.index ?? raw.length
}

/** Where a piece made ready starts, in `raw` and in the text made ready. */
export interface ReadyPiece {
  readonly raw: number
  readonly text: number
}

export interface ReadyText {
  readonly text: string
  /** The pieces `raw` was made ready in, in order: each starts where the one before ends. */
  readonly pieces: readonly ReadyPiece[]
}

/** `raw` made ready to be read, piece by piece; progress counts `raw`'s characters of `of`. */
export function* readyText(raw: string, of: number): SlicedReading<ReadyText> {
  const texts: string[] = []
  const pieces: ReadyPiece[] = []
  let length = 0
  for (let from = 0; from < raw.length;) {
    const end = pieceEnd(raw, from)
    const text = ready(raw.slice(from, end))
    pieces.push({ raw: from, text: length })
    texts.push(text)
    length += text.length
    from = end
    yield { read: from, of }
  }
  return { text: texts.join(''), pieces }
}

/**
 * Words with a letter or digit that no number claimed (as itself or as the word beside it),
 * read from `text`'s start; progress counts from `readBefore`.
 */
export function* unclaimedWords(
  text: string,
  claimed: Span[],
  readBefore: number,
  of: number,
): SlicedReading<number> {
  // Claims come in reading order, but for a marker above a number: nearly sorted already.
  const spans = claimed.sort((a, b) => a.start - b.start)
  let count = 0
  let index = 0
  let pauseAt = READ_STEP
  for (const word of text.matchAll(WORD)) {
    const start = word.index
    const end = start + word[0].length
    while (index < spans.length && spans[index]!.end <= start) index += 1
    const overlaps = index < spans.length && spans[index]!.start < end
    if (!overlaps && HAS_LETTER_OR_DIGIT.test(word[0])) count += 1
    if (end >= pauseAt) {
      yield { read: readBefore + end, of }
      pauseAt = end + READ_STEP
    }
  }
  return count
}
