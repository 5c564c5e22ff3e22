import {
  numberShaper,
  phoneAfterWordAt,
  phoneFromSignAt,
  type NumberShaper,
  type ShapedNumber,
} from './numbers'
import { runAtOnce, type SlicedReading } from './read-in-slices'
import { splitAfter, splitBefore, trimmed, withoutOpeners } from './punctuation'
import { otherColumnCellAt } from './table'
import { READ_STEP, readyText, unclaimedWords } from './text'
import { onceEachName, type NameInTicket } from './item-names-in-ticket'
import { NAME_PLACING_PASSES, namesInTextInSteps } from './names-in-text'
import type { TimeUnit } from './vocabulary'
import { glued, gluedStart, wordAfter, wordBefore, type Neighbour, type Span } from './neighbours'
import { bareWord, isJoiner, roleAfter, roleBefore, type LeftOutKind, type WordRole } from './word-roles'

/** A number in a ticket: an ID candidate (with or without a marker), or what it was taken for. */
export type TicketNumber =
  | { readonly kind: 'id'; readonly digits: string; readonly marked: boolean }
  | {
      readonly kind: 'left'
      readonly text: string
      readonly as: LeftOutKind
      readonly unit?: TimeUnit
      /** For a number in a spreadsheet column that does not name IDs: that column's header. */
      readonly column?: string
      /** For a number inside an item name (`Chroma 2 Case`): that name. */
      readonly name?: string
    }

export interface TicketReading {
  readonly numbers: readonly TicketNumber[]
  /** The item names the ticket holds, each once, in its order (item-names-in-ticket.ts). */
  readonly names: readonly NameInTicket[]
  /** Words that are neither a number nor the word that said what a number was. */
  readonly ignoredWords: number
}

/** The glued start of a word after a number (`x`, `€`, `天前`). */
const GLUED_AFTER = /[^\s,;|/&\d]*/uy
/** A word between two IDs of one list, apart from what may stand between them besides joining words. */
const LIST_WORD = /[^\s,;|/&+#]+/gu
/** What stands between a day or month and the year of the same date, but for one linking word. */
const DATE_GAP = /[\s,.]/u
/** Word-ish ordinal ends (`23rd`, `23-го`) that make a day of a date when a month is beside. */
const ORDINAL = /^(?:st|nd|rd|th|-?го|-?е|º|o)$/iu
/**
 * Words between a day and its month, or a date and its year (`3 de noviembre`, `23rd of
 * November`, `3 de mayo de 2026`).
 */
const DATE_LINKS: ReadonlySet<string> = new Set(['de', 'del', 'of'])

/** Reads every number in `raw` with the words beside it. */
export function readTicket(raw: string): TicketReading {
  return runAtOnce(readTicketInSteps(raw))
}

/** How many times the ticket reader goes over a ticket: made ready, its names, its numbers, its words. */
export const TICKET_READING_PASSES = 1 + NAME_PLACING_PASSES + 2

/**
 * readTicket, pausing every READ_STEP characters or so (read-in-slices.ts). Progress counts
 * TICKET_READING_PASSES passes: the text made ready, the item names in it, its numbers, its words.
 */
export function* readTicketInSteps(raw: string): SlicedReading<TicketReading> {
  const ready = yield* readyText(raw, TICKET_READING_PASSES * raw.length)
  const { text } = ready
  const numbersBefore = (1 + NAME_PLACING_PASSES) * raw.length
  const of = numbersBefore + 2 * text.length
  // A number inside an item name is the name's (`Chroma 2 Case`), unless a marker makes it an ID.
  const { written, placed: names } = yield* namesInTextInSteps(raw, ready, raw.length, of)
  let nameIndex = 0
  const shape = numberShaper(text)
  const numbers: TicketNumber[] = []
  const claimed: Span[] = []
  const claim = (span: Span | null | undefined) => {
    if (span) claimed.push(span)
  }
  let readUpTo = 0
  let lastId: { end: number; marked: boolean } | null = null
  let lastDateEnd = -1
  const otherCellAt = otherColumnCellAt(text)
  let pauseAt = READ_STEP

  const digitRun = /\d+/gu
  for (let found = digitRun.exec(text); found !== null; found = digitRun.exec(text)) {
    const at = found.index
    if (at < readUpTo) continue
    if (at >= pauseAt) {
      yield { read: numbersBefore + at, of }
      pauseAt = at + READ_STEP
    }
    const prefixStart = gluedStart(text, readUpTo, at)
    const prefix = text.slice(prefixStart, at)
    // A bracket or quote ends a word as a space does: `Artikel(1042)` is `Artikel`, then `1042`.
    const before = splitBefore(prefix)
    const gluedPrefix = withoutOpeners(before.near)
    const previous =
      gluedPrefix !== ''
        ? null
        : before.far !== ''
          ? glued(before.far, prefixStart + before.farAt, roleBefore)
          : wordBefore(text, prefixStart)

    const shaped = shapeNumber(text, shape, at, previous, prefix)
    readUpTo = shaped.end
    digitRun.lastIndex = shaped.end
    GLUED_AFTER.lastIndex = shaped.end
    const suffix = GLUED_AFTER.exec(text)?.[0] ?? ''
    const after = splitAfter(suffix)
    const suffixBare = trimmed(after.near)
    // An ordinal end (`23rd`, `23-го`) may still have its month after it.
    const next =
      suffixBare !== '' && !ORDINAL.test(suffixBare)
        ? null
        : after.far !== ''
          ? glued(after.far, shaped.end + after.farAt, roleAfter)
          : wordAfter(text, shaped.end + suffix.length)
    const month = monthBeside(text, previous, next)

    const gluedMarker = roleBefore(gluedPrefix)?.kind === 'marker'
    const markedBy = gluedMarker ? null : markerWord(text, previous, prefixStart)
    const classified = classify({
      shaped,
      gluedPrefix,
      suffixBare,
      marked: gluedMarker || markedBy !== null,
      previous,
      next,
      month,
      text,
      lastDateEnd,
    })
    const cell = otherCellAt(at)
    while (nameIndex < names.length && names[nameIndex]!.end <= at) nameIndex += 1
    const name = names[nameIndex]
    const inName = name !== undefined && name.start <= at && shaped.end <= name.end ? name.name : null
    const read: Classified | null =
      classified?.kind !== 'id'
        ? classified
        : cell
          ? { kind: 'left', as: 'column' }
          : inName !== null && !gluedMarker && markedBy === null && !continuesList(text, lastId, shaped.start)
            ? { kind: 'left', as: 'name' }
            : classified
    if (read === null) continue
    claim(shaped)
    if (read.kind === 'left') {
      // A name's number says nothing of the words beside it: they count as they did for an ID.
      if (read.as !== 'name') {
        claim({ start: prefixStart, end: shaped.end + suffix.length })
        for (const word of [previous, next, month])
          if (word?.role?.kind === 'left' || word === month) claim(word)
      }
      const from = Math.min(shaped.start, read.widen?.start ?? shaped.start)
      const to = Math.max(shaped.end, read.widen?.end ?? shaped.end)
      const shown = read.widen ? trimmed(text.slice(from, to)) : text.slice(from, to)
      numbers.push({
        kind: 'left',
        text: shown.replace(/\s+/gu, ' '),
        as: read.as,
        ...(read.unit ? { unit: read.unit } : {}),
        ...(read.as === 'column' && cell ? { column: cell.header } : {}),
        ...(read.as === 'name' && inName !== null ? { name: inName } : {}),
      })
      if (read.as === 'date') lastDateEnd = to
      continue
    }
    const marked: boolean = gluedMarker || markedBy !== null || continuesList(text, lastId, shaped.start)
    claim(markedBy)
    numbers.push({ kind: 'id', digits: text.slice(shaped.start, shaped.end), marked })
    lastId = { end: shaped.end, marked }
  }
  const ignoredWords = yield* unclaimedWords(text, claimed, numbersBefore + text.length, of)
  return { numbers, names: onceEachName(written), ignoredWords }
}

function shapeNumber(
  text: string,
  shape: NumberShaper,
  at: number,
  previous: Neighbour | null,
  prefix: string,
): ShapedNumber {
  const sign = text[at - 1]
  if ((sign === '+' || sign === '(') && /^[([{"'«„“]*[+(]$/u.test(prefix)) {
    const phone = phoneFromSignAt(text, at - 1)
    if (phone) return phone
  }
  if (previous?.role?.kind === 'left' && previous.role.as === 'phone') return phoneAfterWordAt(text, at)
  return shape(at, (end) => {
    const after = wordAfter(text, end)
    return isPrice(after?.role) || isPrice(previous?.role) || isPrice(roleBefore(prefix))
  })
}

const isPrice = (role: WordRole | null | undefined) => role?.kind === 'left' && role.as === 'price'

/** A month name just before the number or just after it (`Nov 23`, `23 ноября`, `3 de mayo`). */
function monthBeside(text: string, previous: Neighbour | null, next: Neighbour | null): Neighbour | null {
  if (previous?.role?.kind === 'month') return previous
  if (next?.role?.kind === 'month') return next
  if (next && DATE_LINKS.has(next.word.toLowerCase())) {
    const after = wordAfter(text, next.end)
    if (after?.role?.kind === 'month') return after
  }
  return null
}

interface Context {
  readonly shaped: ShapedNumber
  readonly gluedPrefix: string
  readonly suffixBare: string
  /** A marker stands before the number (`#`, `Artikel`). */
  readonly marked: boolean
  readonly previous: Neighbour | null
  readonly next: Neighbour | null
  readonly month: Neighbour | null
  readonly text: string
  readonly lastDateEnd: number
}
type Classified =
  | { readonly kind: 'left'; readonly as: LeftOutKind; readonly unit?: TimeUnit; readonly widen?: Span }
  | { readonly kind: 'id' }

/** What the number is, from its shape, then its glued ends, then the words beside it; null for part of a name. */
function classify(context: Context): Classified | null {
  const { shaped, gluedPrefix, suffixBare, previous, next, month } = context
  if (shaped.shape === 'date' || shaped.shape === 'time' || shaped.shape === 'phone') {
    return { kind: 'left', as: shaped.shape }
  }
  const gluedBefore =
    gluedPrefix === '' || gluedPrefix === '+' || gluedPrefix === '(' ? null : roleBefore(gluedPrefix)
  const gluedAfter = suffixBare === '' ? null : roleAfter(suffixBare)
  // Glued to letters that say nothing (`AK-47`, `CS2`, `2nd`): part of a name. Chinese is
  // written without spaces, so only the letters after its last Han character count.
  const latinPrefix = gluedPrefix.replace(/^.*\p{Script=Han}/u, '')
  if (gluedBefore === null && /[\p{L}\p{N}]/u.test(latinPrefix)) return null
  // Letters glued after (`47abc`, `2nd`) make a name too; a mark (`4410」`, `4410～`) does not.
  if (gluedAfter === null && /\p{L}/u.test(suffixBare) && !/^\p{Script=Han}/u.test(suffixBare)) {
    if (!(ORDINAL.test(suffixBare) && month)) return null
  }
  if (month && (gluedAfter === null || gluedAfter.kind === 'month') && fitsDate(digitsOf(context))) {
    return { kind: 'left', as: 'date', widen: month }
  }
  // A sign before counts unless it already belongs to the number before it (`23 € 1042`).
  // A sign between two numbers is the first one's (`23 € 1042`), unless a marker says the
  // first is an ID (`ID 7 US$ 5`).
  const before = isPrice(previous?.role) && signFollowsNumber(context) ? null : previous
  const after = isPrice(next?.role) && context.marked && numberFollows(context) ? null : next
  // Shown with what is glued to it (`x3`, `50%`, `$5`), and with a currency word beside it.
  for (const [role, word, glued] of [
    [gluedAfter, { start: shaped.start, end: shaped.end + unitLength(gluedAfter, suffixBare) }, true],
    [after?.role, after, false],
    [gluedBefore, { start: shaped.start - unitLength(gluedBefore, gluedPrefix), end: shaped.end }, true],
    [before?.role, before, false],
  ] as const) {
    if (role?.kind === 'left') {
      const unit = role.unit
      const widen = glued || role.as === 'price' ? word : undefined
      return { kind: 'left', as: role.as, ...(unit ? { unit } : {}), ...(widen ? { widen } : {}) }
    }
  }
  if (shaped.shape !== 'plain') return { kind: 'left', as: shaped.shape === 'range' ? 'range' : 'decimal' }
  if (isYearOfDate(context)) return { kind: 'left', as: 'date' }
  return { kind: 'id' }
}

/** How much of the glued text is the unit itself (`元` of `元,`, `$` of `我花了$`). */
function unitLength(role: WordRole | null, glued: string): number {
  if (role?.kind === 'left' && role.word !== undefined) return role.word.length
  return glued.replace(/^.*\p{Script=Han}/u, '').length
}

const digitsOf = (context: Context) => context.text.slice(context.shaped.start, context.shaped.end)

function fitsDate(digits: string): boolean {
  const value = Number(digits)
  return (value >= 1 && value <= 31) || (digits.length === 4 && value >= 1900 && value <= 2100)
}

function numberFollows({ text, next }: Context): boolean {
  return next !== null && /^ *[+(]?\d/u.test(text.slice(next.end, next.end + 8))
}

function signFollowsNumber({ text, previous }: Context): boolean {
  return previous !== null && /\d[\s]*$/u.test(text.slice(Math.max(0, previous.start - 4), previous.start))
}

function isYearOfDate({ text, shaped, lastDateEnd }: Context): boolean {
  const digits = text.slice(shaped.start, shaped.end)
  return (
    lastDateEnd >= 0 && fitsDate(digits) && digits.length === 4 && beforeYear(text, lastDateEnd, shaped.start)
  )
}

/**
 * True when the text from `from` to `to` may stand between a day or month and the year of the
 * same date (`23 ноября 2026`, `Nov 23, 2026`, `3 de mayo de 2026`): spaces, commas and dots,
 * and at most one linking word. Read back from the year, so it stops at the first other word:
 * read from the date, every year after a long run of spaces would read the run again.
 */
function beforeYear(text: string, from: number, to: number): boolean {
  const gapStart = (end: number) => {
    let start = end
    while (start > from && DATE_GAP.test(text[start - 1]!)) start -= 1
    return start
  }
  const end = gapStart(to)
  if (end <= from) return true
  const link = [...DATE_LINKS].find(
    (word) => end - word.length >= from && text.slice(end - word.length, end).toLowerCase() === word,
  )
  return link !== undefined && gapStart(end - link.length) === from
}

/** The marker word before the number, on its line or ending the line above (`Items:`). */
function markerWord(text: string, previous: Neighbour | null, at: number): Neighbour | null {
  if (previous?.role?.kind === 'marker') return previous
  if (previous !== null) return null
  const above = wordBefore(text, at, true)
  return above?.role?.kind === 'marker' ? above : null
}

/**
 * True when only separators and joining words stand between a marked ID and this number; read
 * word by word up to the first that is neither, so a long gap is not split whole.
 */
function continuesList(text: string, last: { end: number; marked: boolean } | null, at: number): boolean {
  if (!last?.marked) return false
  LIST_WORD.lastIndex = last.end
  for (let found = LIST_WORD.exec(text); found !== null && found.index < at; found = LIST_WORD.exec(text)) {
    const word = text.slice(found.index, Math.min(at, LIST_WORD.lastIndex))
    if (!isJoiner(bareWord(trimmed(word))) && roleBefore(word)?.kind !== 'marker') return false
  }
  return true
}
