import { FILTER_LIMITS } from '../catalog/filters'
import {
  CHINESE_CONTAINER_ENDS,
  CONTAINER_ENDS,
  CONTAINER_KEY,
  folded,
  isItemNoun,
  isLittleWord,
  isLocalizedWear,
} from './item-name-words'
import {
  catalogParenthesisEnd,
  fromFirstNameWord,
  kindStart,
  namesContainer,
  wordsAfter,
  wordsBefore,
} from './name-parts'
import {
  hanNameAtEnd,
  isCyrillic,
  isHan,
  isLowerWord,
  isNameWord,
  piecesInSteps,
  type Piece,
} from './name-tokens'
import { runAtOnce, type SlicedReading } from './read-in-slices'
import { READ_STEP } from './text'
import { quotations } from './quotes'

/**
 * Item names a customer wrote in a ticket, for finding the items by name when the ticket
 * quotes no ID: market names (`AK-47 | Redline (Field-Tested)`, `★ Butterfly Knife | Fade`,
 * `Operation Breakout Weapon Case`) and display names in the catalog's style, in any of the six
 * languages' scripts (`AWP | Азимов (После полевых испытаний)`, `AK-47 | 红线 (久经沙场)`),
 * quoted or not. A name is read from what anchors it (a `|`, a `★`, a container's last word, a
 * wear the catalog writes in parentheses, or the quotation marks around it with an item noun
 * before them) out to where its capitalized words end. What cannot be told apart from the
 * sentence around it is not read at all: a sentence is never offered as a name.
 */

/**
 * `market-hash`: shaped like a market name (a `|`, a `★` or a container, in Latin letters), so
 * it may be sent as a `market_hash_name` filter as well as a `name` one. `display`: a name as
 * the catalog's display names write it (another script, or no `|`), for the `name` filter only.
 */
export type NameStyle = 'market-hash' | 'display'

export interface NameInTicket {
  /** As the customer wrote it, without the quotation marks around it (line breaks kept). */
  readonly text: string
  /**
   * The value to send as a filter: spaces collapsed and set as the catalog sets them
   * (`AK-47 | Redline (Field-Tested)`, full-width `｜（）` as `|()`), the wear kept when written.
   */
  readonly filter: string
  /** Where `text` starts and ends in the ticket (`ticket.slice(start, end) === text`). */
  readonly start: number
  readonly end: number
  readonly style: NameStyle
}

interface Found {
  readonly first: number
  readonly last: number
  readonly start: number
  readonly end: number
  /** Shaped like a market name: a `|`, a `★`, a container. */
  readonly shaped: boolean
}

/** The names in `ticket`, each once (the first time it is written), in the ticket's order. */
export function itemNamesInTicket(ticket: string): readonly NameInTicket[] {
  return runAtOnce(itemNamesInSteps(ticket))
}

/** How many times a reading goes over the ticket: its pieces, its quotations, each reader. */
export const NAME_READING_PASSES = 6

function* itemNamesInSteps(ticket: string): SlicedReading<readonly NameInTicket[]> {
  return onceEachName(yield* namesWrittenInSteps(ticket))
}

/** Each name the first time it is written: once per name as the service matches it (case does not matter to its filters). */
export function onceEachName(written: readonly NameInTicket[]): readonly NameInTicket[] {
  const seen = new Set<string>()
  return written.filter((name) => {
    if (seen.has(folded(name.filter))) return false
    seen.add(folded(name.filter))
    return true
  })
}

/**
 * Every name in `ticket` where it is written, repeats included, in the ticket's order; its
 * progress counts NAME_READING_PASSES times the ticket's length.
 */
export function* namesWrittenInSteps(ticket: string): SlicedReading<readonly NameInTicket[]> {
  const of = NAME_READING_PASSES * ticket.length
  const pieces = yield* piecesInSteps(ticket, of)
  const covered = new Uint8Array(pieces.length)
  const found: Found[] = []
  const take = (name: Found | null) => {
    if (name === null || covered.subarray(name.first, name.last + 1).includes(1)) return
    covered.fill(1, name.first, name.last + 1)
    found.push(name)
  }
  // Quotation marks say exactly where a name starts and ends, so they are read first; then the
  // `|` (a `★`, a container or a wear inside a market name is that name's), then the looser
  // anchors, each only on what no name has taken.
  const pieceAt = new Map(pieces.map((piece, index) => [piece.start, index]))
  let pauseAt = READ_STEP
  for (const quoted of quotations(ticket)) {
    take(quotedName(pieces, pieceAt, quoted, ticket))
    if (quoted.end >= pauseAt) {
      yield { read: ticket.length + quoted.end, of }
      pauseAt = quoted.end + READ_STEP
    }
  }
  for (const [pass, read] of [barName, starName, containerName, wornName].entries()) {
    pauseAt = READ_STEP
    for (const [index, piece] of pieces.entries()) {
      if (covered[index] === 0) take(read(pieces, index, ticket))
      if (piece.end >= pauseAt) {
        yield { read: (2 + pass) * ticket.length + piece.end, of }
        pauseAt = piece.end + READ_STEP
      }
    }
  }
  return found
    .sort((a, b) => a.start - b.start)
    .map((name) => named(ticket, name))
    .filter((name): name is NameInTicket => name !== null)
}

type Reader = (pieces: readonly Piece[], index: number, ticket: string) => Found | null

/** `AK-47 | Redline (Field-Tested)`: a kind, a `|`, the skin, its wear. */
const barName: Reader = (pieces, index, ticket) => {
  if (pieces[index]!.kind !== 'bar') return null
  const start = kindStart(pieces, wordsBefore(pieces, index, false), ticket)
  const end = start && wordsAfter(pieces, index, true, ticket)
  return start && end
    ? { first: start.index, last: end.index, start: start.at, end: end.at, shaped: true }
    : null
}

/** `★ Karambit`: a knife or gloves with no finish, named after its star. */
const starName: Reader = (pieces, index, ticket) => {
  if (pieces[index]!.kind !== 'star') return null
  const end = wordsAfter(pieces, index, false, ticket)
  return end
    ? { first: index, last: end.index, start: pieces[index]!.start, end: end.at, shaped: true }
    : null
}

/** `Operation Breakout Weapon Case`, `Gamma Case Key`, `突围大行动武器箱`. */
const containerName: Reader = (pieces, index) => {
  const piece = pieces[index]!
  if (isHan(piece)) return chineseContainer(piece, index)
  if (!isNameWord(piece) || !CONTAINER_ENDS.has(folded(piece.text))) return null
  const words = fromFirstNameWord(pieces, wordsBefore(pieces, index, true))
  if (!namesContainer(pieces, words)) return null
  const key = pieces[index + 1]
  const last =
    folded(piece.text) === CONTAINER_KEY.after &&
    key?.gap === 'space' &&
    folded(key.text) === CONTAINER_KEY.word
      ? index + 1
      : index
  return { first: words[0]!.index, last, start: words[0]!.at, end: pieces[last]!.end, shaped: true }
}

function chineseContainer(piece: Piece, index: number): Found | null {
  for (const ending of CHINESE_CONTAINER_ENDS) {
    const at = piece.text.indexOf(ending)
    const kept = at > 0 ? hanNameAtEnd(piece.text.slice(0, at)) : 0
    if (kept > 0) {
      const start = piece.start + at - kept
      return { first: index, last: index, start, end: piece.start + at + ending.length, shaped: true }
    }
  }
  return null
}

/** `Dragonclaw Hook (Pristine)`, `Драконий коготь (Безупречное)`: a display name closed by its wear. */
const wornName: Reader = (pieces, index, ticket) => {
  const close = catalogParenthesisEnd(pieces, index, ticket)
  if (close === null) return null
  const words = fromFirstNameWord(pieces, wordsBefore(pieces, index, true))
  const first = words[0]
  // A name's last word is its own, never a little word (`the Hook of (Used)` is not a name).
  const beside = pieces[index - 1]
  return first && (isNameWord(beside) || isLowerCyrillic(beside))
    ? { first: first.index, last: close, start: first.at, end: pieces[close]!.end, shaped: false }
    : null
}

/** A Russian name in sentence case ends in lower case (`Драконий коготь`). */
const isLowerCyrillic = (piece: Piece | undefined) => isLowerWord(piece) && isCyrillic(piece)

/** How many words a quoted name holds at most: more is a quoted sentence. */
const MAX_QUOTED_WORDS = 12
/** A quoted name opens with a capital or a digit (`No Mercy Garage Door` too: quoted, its `No` is the name's). */
const OPENS_NAME = /^[\p{Lu}\p{N}]/u
/** What a name never holds: a sentence's marks, and the comma that separates filter values. */
const NOT_IN_NAME = /[,，.!?…。！？;；]/u

/**
 * The text between quotation marks, whole, when it is a name: shaped like one (a `|`, a `★`,
 * a container, a catalog wear at its end) or quoted right after an item noun (`item "…"`),
 * opening with a name word, with no sentence marks and a few words at most.
 */
function quotedName(
  pieces: readonly Piece[],
  pieceAt: ReadonlyMap<number, number>,
  quoted: { readonly start: number; readonly end: number },
  ticket: string,
): Found | null {
  const open = pieceAt.get(quoted.start) ?? -1
  const close = pieceAt.get(quoted.end - 1) ?? -1
  const inside = pieces.slice(open + 1, close)
  const first = inside[0]
  const last = inside.at(-1)
  if (open === -1 || close === -1 || first === undefined || last === undefined) return null
  const text = ticket.slice(first.start, last.end)
  const words = inside.filter((piece) => piece.kind === 'word')
  if (NOT_IN_NAME.test(text) || words.length > MAX_QUOTED_WORDS) return null
  const opensName =
    first.kind === 'star' || isHan(first) || (OPENS_NAME.test(first.text) && !isLittleWord(first.text))
  if (!opensName) return null
  const bar = inside.findIndex((piece) => piece.kind === 'bar')
  const barred =
    bar > 0 && bar < inside.length - 1 && !inside.slice(0, bar).some((piece) => isLittleWord(piece.text))
  const shaped = barred || first.kind === 'star' || endsContainer(inside)
  const opening = inside.findLastIndex((piece) => piece.kind === 'open')
  const worn =
    last.kind === 'close' && catalogParenthesisEnd(pieces, open + 1 + opening, ticket) === close - 1
  const noun = pieces[open - 1]
  const afterNoun = noun?.kind === 'word' && (isItemNoun(noun.text) || endsWithHanNoun(noun))
  if (!(shaped || worn || afterNoun)) return null
  return { first: open, last: close, start: first.start, end: last.end, shaped }
}

/** True when quoted `inside` ends with a container's last word (`… Weapon Case`, `… Case Key`, `…武器箱`). */
function endsContainer(inside: readonly Piece[]): boolean {
  const last = inside.at(-1)
  if (last === undefined || last.kind !== 'word') return false
  if (isHan(last))
    return CHINESE_CONTAINER_ENDS.some((ending) => last.text.endsWith(ending) && last.text !== ending)
  const word = folded(last.text)
  const before = inside.at(-2)
  const keyOfCase =
    word === CONTAINER_KEY.word && before !== undefined && folded(before.text) === CONTAINER_KEY.after
  return inside.length > 1 && (CONTAINER_ENDS.has(word) || keyOfCase)
}

/** A Chinese run ending with an item noun (`我买的饰品「…」`). */
const endsWithHanNoun = (piece: Piece) =>
  isHan(piece) && [...piece.text].some((_, at) => isItemNoun(piece.text.slice(at)))

const LATIN_ONLY = /^[^\p{L}]*(?:\p{Script=Latin}[^\p{L}]*)*$/u

/** A name ending in a wear written in another language than market names: a display name. */
const localizedWear = (filter: string) => isLocalizedWear(/\(([^()]*)\)$/u.exec(filter)?.[1] ?? '')

/** The name as reported, or null when it cannot be sent as one filter value. */
function named(ticket: string, found: Found): NameInTicket | null {
  const text = ticket.slice(found.start, found.end)
  const filter = filterValue(text)
  if (filter.length > FILTER_LIMITS.characters || filter.includes(',')) return null
  return {
    text,
    filter,
    start: found.start,
    end: found.end,
    style: found.shaped && LATIN_ONLY.test(filter) && !localizedWear(filter) ? 'market-hash' : 'display',
  }
}

/** `text` set as the catalog sets a name: one space around `|`, before `(` and after `★`. */
function filterValue(text: string): string {
  return text
    .normalize('NFC')
    .replaceAll('｜', '|')
    .replaceAll('（', '(')
    .replaceAll('）', ')')
    .replace(/\s+/gu, ' ')
    .replace(/ ?\| ?/gu, ' | ')
    .replace(/ ?\( ?/gu, ' (')
    .replace(/ ?\)/gu, ')')
    .replace(/★ ?/gu, '★ ')
    .trim()
}
