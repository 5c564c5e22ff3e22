import { NAME_READING_PASSES, namesWrittenInSteps, type NameInTicket } from './item-names-in-ticket'
import type { SlicedReading } from './read-in-slices'
import { ready, type ReadyText } from './text'

/**
 * The item names a ticket holds (item-names-in-ticket.ts), placed in its text made ready
 * (text.ts), so the ID reader can tell a number inside a name (`Chroma 2 Case`, `Katowice
 * 2014`) from an ID. The names are read in the ticket as pasted, as the lookup offers them:
 * made ready, a name may read otherwise (NFKC writes `™` as `TM`).
 */

/** A name with a digit in it, where it stands in the text made ready. */
export interface NameInText {
  /** The name as the lookup offers it (its filter value). */
  readonly name: string
  readonly start: number
  readonly end: number
}

/** The names of a ticket: every one as written (repeats included), and those with a digit placed. */
export interface NamesInText {
  readonly written: readonly NameInTicket[]
  readonly placed: readonly NameInText[]
}

/** How many times placing names goes over a ticket: reading them, then placing them. */
export const NAME_PLACING_PASSES = NAME_READING_PASSES + 1

const HAS_DIGIT = /\p{Nd}/u

/**
 * The names of `raw`, and those with a digit, repeats included, in order, placed in
 * `ready.text`; progress counts NAME_PLACING_PASSES times `raw`'s length, from `readBefore` of `of`.
 */
export function* namesInTextInSteps(
  raw: string,
  readyText: ReadyText,
  readBefore: number,
  of: number,
): SlicedReading<NamesInText> {
  const reading = namesWrittenInSteps(raw)
  let step = reading.next()
  for (; !step.done; step = reading.next()) yield { read: readBefore + step.value.read, of }
  const placedBefore = readBefore + NAME_READING_PASSES * raw.length
  const { pieces, text } = readyText
  let piece = 0
  // Where the last edge placed stands: each edge is placed from it, so the ticket is made
  // ready again once at most, a piece at a time.
  let fromRaw = 0
  let fromText = 0
  const place = (at: number): number => {
    while (piece + 1 < pieces.length && pieces[piece + 1]!.raw <= at) piece += 1
    const { raw: pieceRaw, text: pieceText } = pieces[piece] ?? { raw: 0, text: 0 }
    if (fromRaw < pieceRaw) {
      fromRaw = pieceRaw
      fromText = pieceText
    }
    fromText += ready(raw.slice(fromRaw, at)).length
    fromRaw = at
    return Math.min(fromText, text.length)
  }
  yield { read: placedBefore, of }
  const placed: NameInText[] = []
  const written = step.value.filter((name) => HAS_DIGIT.test(name.text))
  let next = 0
  // A piece at a time, as the text was made ready: what is placed between two pauses is at
  // most the pieces read since the last.
  for (const [index, { raw: pieceStart }] of pieces.entries()) {
    const pieceEnd = pieces[index + 1]?.raw ?? raw.length
    for (; next < written.length && written[next]!.end <= pieceEnd; next += 1) {
      const name = written[next]!
      placed.push({ name: name.filter, start: place(name.start), end: place(name.end) })
    }
    if (pieceEnd > pieceStart) yield { read: placedBefore + pieceEnd, of }
  }
  return { written: step.value, placed }
}
