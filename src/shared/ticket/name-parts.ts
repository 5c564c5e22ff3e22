import {
  CONTAINER_WORDS,
  folded,
  isCatalogParenthesis,
  ITEM_KIND_WORDS,
  KIND_PREFIXES,
} from './item-name-words'
import {
  hanNameAtEnd,
  hanNameAtStart,
  isCyrillic,
  isHan,
  isLowerWord,
  isNameLink,
  isNameWord,
  type Piece,
} from './name-tokens'

/**
 * The halves of an item name around its anchor (a `|`, a `★`, a container word, a wear in
 * parentheses): how far back its words go and how far on. Each reads a few pieces at most, so
 * a ticket is read in time linear in its length.
 */

/** Where a name starts or ends: the piece, and the offset in the ticket (inside a Han run when cut). */
export interface Edge {
  readonly index: number
  readonly at: number
}

/** How many words a kind, a container's or a display name's first half holds at most. */
const MAX_WORDS_BEFORE = 8
/** How many little or lower-case words may stand between two words of one name. */
const MAX_LINKS = 3

/**
 * The name words just before piece `at`, on its line: back to a little word or a lower-case
 * one, a mark, a blank line or a Chinese sentence word. With `links`, little words (`of`) and
 * Russian lower-case words (`Драконий коготь`) between two name words are kept too.
 */
export function wordsBefore(pieces: readonly Piece[], at: number, links: boolean): readonly Edge[] {
  const words: Edge[] = []
  let index = at - 1
  for (; index >= 0 && words.length < MAX_WORDS_BEFORE; index -= 1) {
    const piece = pieces[index]!
    const gap = pieces[index + 1]!.gap
    if (gap === 'paragraph' || (gap === 'line' && words.length > 0)) return words
    if (piece.kind === 'star') return [{ index, at: piece.start }, ...words]
    if (isHan(piece)) {
      const kept = hanNameAtEnd(piece.text)
      if (kept === 0) break
      words.unshift({ index, at: piece.end - kept })
      if (kept < piece.text.length) return words
      continue
    }
    const linked = links && (isNameLink(piece) || (isLowerWord(piece) && isCyrillic(piece)))
    if (isNameWord(piece) || linked) {
      words.unshift({ index, at: piece.start })
      continue
    }
    break
  }
  return words
}

/** `words` from the first that is a name word (`the Dragonclaw Hook` → `Dragonclaw Hook`). */
export function fromFirstNameWord(pieces: readonly Piece[], words: readonly Edge[]): readonly Edge[] {
  const first = words.findIndex(
    (word) => isNameWord(pieces[word.index]) || pieces[word.index]!.kind === 'star',
  )
  return first === -1 ? [] : words.slice(first)
}

/**
 * Where the kind of a market name starts among `words` (just before its `|`): at the listed
 * kind its last words spell (`Bought AK-47` → `AK-47`), with the `★`, StatTrak or Souvenir
 * before it; at the `★` that opens them when no kind is listed. Else nowhere: capitalized
 * words before a `|` may be a sentence's (`Mein Konto | Inventar`, a table's cells).
 */
export function kindStart(pieces: readonly Piece[], words: readonly Edge[], ticket: string): Edge | null {
  const texts = words.map((word) => folded(ticket.slice(word.at, pieces[word.index]!.end)))
  const kind = ITEM_KIND_WORDS.find(
    (spelled) =>
      spelled.length <= texts.length &&
      spelled.every((part, k) => texts[texts.length - spelled.length + k] === part),
  )
  if (kind !== undefined) {
    let first = words.length - kind.length
    while (first > 0 && KIND_PREFIXES.has(texts[first - 1]!)) first -= 1
    return words[first]!
  }
  const opening = words[0]
  return opening !== undefined && pieces[opening.index]!.kind === 'star' ? opening : null
}

/** The piece closing a parenthesis at `open` when it holds a wear or finish the catalog writes. */
export function catalogParenthesisEnd(pieces: readonly Piece[], open: number, ticket: string): number | null {
  if (pieces[open]?.kind !== 'open') return null
  for (let index = open + 1; index <= open + 6 && index < pieces.length; index += 1) {
    const piece = pieces[index]!
    if (piece.gap === 'paragraph') return null
    if (piece.kind === 'close') {
      const inside = ticket.slice(pieces[open]!.end, piece.start).trim().replace(/\s+/gu, ' ')
      return isCatalogParenthesis(inside) ? index : null
    }
    if (piece.kind !== 'word') return null
  }
  return null
}

/** The parenthesis after a few words from `from` that closes a name (`линия (После …)`), if any. */
function wearAhead(pieces: readonly Piece[], from: number, ticket: string): number | null {
  for (let index = from; index < from + 5 && index < pieces.length; index += 1) {
    const piece = pieces[index]!
    if (piece.gap === 'paragraph') return null
    if (piece.kind === 'open') return catalogParenthesisEnd(pieces, index, ticket)
    if (piece.kind !== 'word') return null
  }
  return null
}

/** True when a line break before piece `at` runs through a name (a wrapped paste) rather than ending it. */
function lineRunsOn(pieces: readonly Piece[], at: number, ticket: string): boolean {
  const piece = pieces[at]!
  if (piece.kind === 'bar' || pieces[at - 1]?.kind === 'bar') return true
  return wearAhead(pieces, at, ticket) !== null
}

/**
 * Where a name's words after its anchor end: the capitalized words and the little words
 * between them, a catalog parenthesis, then with `bars` the next part after another `|`
 * (`Sticker | Natus Vincere (Holo) | Katowice 2014`). Null when there is no word, or when the
 * end cannot be told: lower-case Russian words follow (`Красная линия вчера`: the name's or
 * the sentence's?) with no wear to close them, or a `|` follows a name that takes none.
 */
export function wordsAfter(
  pieces: readonly Piece[],
  anchor: number,
  bars: boolean,
  ticket: string,
): Edge | null {
  let end: Edge | null = null
  let closed = false
  let index = anchor + 1
  let links = 0
  while (index < pieces.length) {
    const piece = pieces[index]!
    if (piece.gap === 'paragraph' || (piece.gap === 'line' && !lineRunsOn(pieces, index, ticket))) break
    if (piece.kind === 'bar') {
      if (!bars) return null
      if (end === null || !isNameWord(pieces[index + 1]) || links > 0) break
      closed = false
      end = null
      index += 1
      continue
    }
    if (closed) break
    if (piece.kind === 'open') {
      const close: number | null =
        end === null || links > 0 ? null : catalogParenthesisEnd(pieces, index, ticket)
      if (close === null) break
      end = { index: close, at: pieces[close]!.end }
      closed = true
      index = close + 1
      continue
    }
    if (isHan(piece)) {
      const kept = hanNameAtStart(piece.text)
      if (kept === 0) break
      end = { index, at: piece.start + kept }
      links = 0
      if (kept < piece.text.length) break
      index += 1
      continue
    }
    if (isNameWord(piece)) {
      // A name's number follows a word (`Katowice 2014`); one after that number is the ticket's.
      if (end !== null && isNumber(piece) && isNumber(pieces[end.index])) break
      end = { index, at: piece.end }
      links = 0
      index += 1
      continue
    }
    if (isNameLink(piece) && links < MAX_LINKS) {
      links += 1
      index += 1
      continue
    }
    if (isLowerWord(piece) && end !== null) {
      const close = wearAhead(pieces, index, ticket)
      if (close !== null) {
        end = { index: close, at: pieces[close]!.end }
        closed = true
        index = close + 1
        links = 0
        continue
      }
      if (isCyrillic(piece) && isCyrillic(pieces[end.index])) return null
    }
    break
  }
  return end
}

const isNumber = (piece: Piece | undefined) => piece?.kind === 'word' && /^\d+$/u.test(piece.text)

/** True when `words` hold a word other than a container's own (`Chroma 2` of `Chroma 2 Case`). */
export const namesContainer = (pieces: readonly Piece[], words: readonly Edge[]): boolean =>
  words.some((word) => !CONTAINER_WORDS.has(folded(pieces[word.index]!.text)))
