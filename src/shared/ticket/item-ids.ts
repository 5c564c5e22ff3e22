import { MAX_ID_TEXT_CHARS, MAX_LOOKUP_IDS, TICKET_READ_PACE } from '../catalog/limits'
import { runAtOnce, runInSlices, type SliceOptions, type SlicedReading } from './read-in-slices'
import { readTicketInSteps, TICKET_READING_PASSES, type TicketReading } from './id-reader'
import type { NameInTicket } from './item-names-in-ticket'
import type { TimeUnit } from './vocabulary'
import type { LeftOutKind } from './word-roles'
import { words, type Words } from '../i18n/words'

export type { LeftOutKind } from './word-roles'

/**
 * Item IDs out of text pasted from a ticket, a spreadsheet or a chat: the one reader used by
 * the `Item ID` box and the bulk lookup's `Item IDs` box (zod-free: it runs in the renderer).
 *
 * The ticket reader (id-reader.ts) reads each number with the words beside it and leaves
 * out what is not an item's: prices (`23,50 €`, `R$ 23,50`, `23 USD`), times and durations
 * (`14:05`, `3 дня`, `vor 3 Tagen`), dates, quantities (`3 pcs`, `x3`), decimals, phone
 * numbers, trade offers, spans (`1042–2291`), and numbers inside an item name the ticket
 * holds (`Chroma 2 Case`, `… | Katowice 2014`: item-names-in-ticket.ts) unless a marker makes
 * one an ID (`Chroma 2 Case #2`). A number glued to letters is part of a word
 * (`AK-47`, `CS2`) and counts with the ignored words. Every other number is an ID, whatever
 * punctuation of any script stands around it (`「4410」。`), marked (`#1042`, `№1042`, `Artikel
 * 1042 und 2291`) or not (`1042`); it must then be an item ID by the same rule as
 * the `{item_id}` path parameter (`positiveId`: 1 ≤ id ≤ 2^53 − 1). Refused, each with a
 * message saying what to do:
 * - text longer than MAX_ID_TEXT_CHARS (checked before any scanning, so it is instant);
 * - text with no ID in it (naming what its numbers were read as, when it has some);
 * - more than MAX_LOOKUP_IDS distinct IDs (the number found is in the message).
 * Numbers out of range (0, beyond 2^53 − 1) are reported, not silently dropped.
 */
export interface ExtractedIds {
  readonly ok: true
  /** Distinct IDs in first-seen order. */
  readonly ids: readonly number[]
  /** Repeats of an ID already taken. */
  readonly duplicates: number
  /** Words that are not IDs and said nothing about a number (`arrived`, `12abc`). */
  readonly ignoredWords: number
  /** Digit-only words that cannot be item IDs (`0`, a 20-digit number), as typed. */
  readonly outOfRange: readonly string[]
  /** Numbers read as something other than an ID, with what they were taken for. */
  readonly leftOut: readonly LeftOut[]
  /**
   * True when something was left out and an ID was also taken with no marker beside it: the
   * reader guessed both ways, so the agent should look at the IDs before replying.
   */
  readonly unmarkedBesideLeftOut: boolean
}

export interface LeftOut {
  /** As written in the ticket, with its currency when it had one (`23,50 €`). */
  readonly text: string
  readonly kind: LeftOutKind
  /** For a duration: its unit, which is also how it is named (`3 (days)`). */
  readonly unit?: TimeUnit
  /** For a number in a spreadsheet column that does not name IDs: its header (`Qty`). */
  readonly column?: string
  /** For a number inside an item name the ticket holds: that name (`Chroma 2 Case`). */
  readonly name?: string
}

/** Why a text gave no ID to look up, and the item names it holds (each offered as a search). */
export interface RefusedIds {
  readonly ok: false
  readonly message: Words
  /** Each once, in the text's order; none for a text too long to read. */
  readonly names: readonly NameInTicket[]
}

export type IdExtraction = ExtractedIds | RefusedIds

const MAX_DIGITS = 16

/**
 * The longest ticket the window reads at once: all the reader's passes fit in one slice, with
 * one to spare for what making the text ready adds to it (a space beside each Chinese mark).
 */
export const TICKET_READ_AT_ONCE_CHARS = Math.floor(TICKET_READ_PACE.chars / (TICKET_READING_PASSES + 1))

export function extractItemIds(text: string): IdExtraction {
  return runAtOnce(itemIdsInSteps(text))
}

/**
 * extractItemIds in slices that give the thread back between them (read-in-slices.ts), for a
 * text too long to read at once on the window's thread: the same IDs, read the same way.
 */
export function readItemIds(text: string, options: SliceOptions): Promise<IdExtraction> {
  return runInSlices(itemIdsInSteps(text), options)
}

function* itemIdsInSteps(text: string): SlicedReading<IdExtraction> {
  if (text.length > MAX_ID_TEXT_CHARS) {
    return {
      ok: false,
      message: words(
        {
          id: 'itemIds.tooLong',
          defaultMessage:
            'That text is too long to read for IDs ({length, plural, one {# character} other {# characters}}; at most {max, number}). Paste only the part of the ticket that names the items.',
        },
        { length: text.length, max: MAX_ID_TEXT_CHARS },
      ),
      names: [],
    }
  }
  return idsOf(yield* readTicketInSteps(text))
}

/** The IDs of a ticket's reading, or why there are none to look up. */
function idsOf(reading: TicketReading): IdExtraction {
  const ids: number[] = []
  const seen = new Set<number>()
  const outOfRange: string[] = []
  const leftOut: LeftOut[] = []
  let duplicates = 0
  let unmarked = false
  for (const number of reading.numbers) {
    if (number.kind === 'left') {
      const { text: shown, as: kind, unit, column, name } = number
      leftOut.push({
        text: shown,
        kind,
        ...(unit ? { unit } : {}),
        ...(column === undefined ? {} : { column }),
        ...(name === undefined ? {} : { name }),
      })
      continue
    }
    const { digits } = number
    const id = digits.length > MAX_DIGITS ? Number.NaN : Number(digits)
    if (!Number.isSafeInteger(id) || id < 1) {
      outOfRange.push(digits)
      continue
    }
    if (seen.has(id)) {
      duplicates += 1
      continue
    }
    seen.add(id)
    ids.push(id)
    if (!number.marked) unmarked = true
  }
  if (ids.length > MAX_LOOKUP_IDS) {
    return {
      ok: false,
      message: words(
        {
          id: 'itemIds.tooMany',
          defaultMessage:
            '{count, plural, one {# ID} other {# IDs}} found; one lookup takes at most {max, number}. Split the list and look the rest up separately.',
        },
        { count: ids.length, max: MAX_LOOKUP_IDS },
      ),
      names: reading.names,
    }
  }
  if (ids.length === 0) {
    if (outOfRange.length > 0) {
      return {
        ok: false,
        message: words(
          {
            id: 'itemIds.outOfRange',
            defaultMessage:
              '{numbers} {count, plural, one {is not an item ID} other {are not item IDs}}: an item ID is a whole number from 1 to {max, number}.',
          },
          {
            numbers: outOfRange.slice(0, 3).join(', '),
            count: outOfRange.length,
            max: Number.MAX_SAFE_INTEGER,
          },
        ),
        names: reading.names,
      }
    }
    if (leftOut.length > 0) return { ok: false, message: noneButLeftOut(leftOut), names: reading.names }
    return {
      ok: false,
      message: words({
        id: 'itemIds.none',
        defaultMessage: 'No item IDs found in that text. Paste IDs such as 1042, #1042 or ID: 1042.',
      }),
      names: reading.names,
    }
  }
  return {
    ok: true,
    ids,
    duplicates,
    ignoredWords: reading.ignoredWords,
    outOfRange,
    leftOut,
    unmarkedBesideLeftOut: unmarked && leftOut.length > 0,
  }
}

/** Left-out numbers a refusal names, so the agent sees what each was read as; the rest are counted. */
const NAMED_IN_REFUSAL = 3

/** "No item IDs found … its 2 numbers were read as something else: 3 (days), 23,50 € (price)." */
function noneButLeftOut(leftOut: readonly LeftOut[]): Words {
  const [first = '', second = '', third = ''] = leftOutSummary({
    leftOut: leftOut.slice(0, NAMED_IN_REFUSAL),
  })
  return words(
    {
      id: 'itemIds.noneLeftOut',
      defaultMessage:
        'No item IDs found in that text. {count, plural, one {Its only number was read as something else} other {Its # numbers were read as something else}}: {first}{second}{third}{more, select, yes {, …} other {}}. If one of them is an item ID, write it as #1042 or ID: 1042.',
    },
    {
      count: leftOut.length,
      first,
      second,
      third,
      more: leftOut.length > NAMED_IN_REFUSAL ? 'yes' : 'no',
    },
  )
}

/** How many parts the ignored note lists, as its message selects them. */
const PARTS = ['one', 'two', 'three'] as const

/** "3 duplicates and 2 words ignored.", or null when nothing was ignored. */
export function ignoredSummary(extracted: ExtractedIds): Words | null {
  const parts: Words[] = []
  if (extracted.duplicates > 0)
    parts.push(
      words(
        {
          id: 'ticket.ignored.duplicates',
          defaultMessage: '{count, plural, one {# duplicate} other {# duplicates}}',
        },
        { count: extracted.duplicates },
      ),
    )
  if (extracted.ignoredWords > 0)
    parts.push(
      words(
        { id: 'ticket.ignored.words', defaultMessage: '{count, plural, one {# word} other {# words}}' },
        { count: extracted.ignoredWords },
      ),
    )
  if (extracted.outOfRange.length > 0) {
    parts.push(
      words(
        {
          id: 'ticket.ignored.outOfRange',
          defaultMessage:
            '{count, plural, one {# number} other {# numbers}} that cannot be an item ID ({numbers}{more, select, yes {, …} other {}})',
        },
        {
          count: extracted.outOfRange.length,
          numbers: extracted.outOfRange.slice(0, 3).join(', '),
          more: extracted.outOfRange.length > 3 ? 'yes' : 'no',
        },
      ),
    )
  }
  const [first, second = '', third = ''] = parts
  if (first === undefined) return null
  return words(
    {
      id: 'ticket.ignored',
      defaultMessage:
        '{parts, select, one {{first} ignored.} two {{first} and {second} ignored.} other {{first}, {second} and {third} ignored.}}',
    },
    { parts: PARTS[parts.length - 1] ?? 'three', first, second, third },
  )
}

/**
 * How a left-out number is named beside it, as `ticket.leftOut.entry` selects it: its unit
 * for a duration, else what it was taken for.
 */
export function leftOutReason(leftOut: LeftOut): string {
  switch (leftOut.kind) {
    case 'duration':
      return leftOut.unit ?? 'duration'
    case 'column':
      return leftOut.column === undefined ? 'otherColumn' : 'column'
    case 'trade offer':
      return 'tradeOffer'
    default:
      return leftOut.kind
  }
}

/**
 * "3 (days), 23,50 € (price)": what the reader left out, for the line under its IDs. Each
 * entry carries the separator before it, so the list reads in the language's own punctuation.
 */
export function leftOutSummary(extracted: Pick<ExtractedIds, 'leftOut'>): readonly Words[] {
  return extracted.leftOut.map((each, index) =>
    words(
      {
        id: 'ticket.leftOut.entry',
        defaultMessage:
          '{first, select, yes {} other {, }}{text} ({reason, select, price {price} date {date} time {time} duration {time} quantity {quantity} decimal {not a whole number} phone {phone number} percent {percent} tradeOffer {trade offer} seconds {seconds} minutes {minutes} hours {hours} days {days} weeks {weeks} months {months} years {years} column {{column} column} otherColumn {other column} range {range} name {part of the item name “{name}”} other {{reason}}})',
      },
      {
        first: index === 0 ? 'yes' : 'no',
        text: each.text,
        reason: leftOutReason(each),
        column: each.column ?? '',
        name: each.name ?? '',
      },
    ),
  )
}
