import { MAX_ID_TEXT_CHARS, MAX_LOOKUP_IDS } from './limits'

/**
 * Item IDs out of text pasted from a ticket, a spreadsheet or a chat: the one reader used by
 * the `Item ID` box and the bulk lookup's `Item IDs` box (zod-free: it runs in the renderer).
 *
 * The text is split into words at white space (incl. tabs and newlines from spreadsheet
 * cells), `,` `;` `|` `/` and `&`. A word is an ID when, after an optional `ID`/`ID:`/`#`
 * prefix and surrounding brackets or sentence punctuation, it is only digits; the number
 * must then be an item ID by the same rule as the `{item_id}` path parameter (`positiveId`:
 * 1 ≤ id ≤ 2^53 − 1). Refused, each with a message saying what to do:
 * - text longer than MAX_ID_TEXT_CHARS (checked before any scanning, so it is instant);
 * - text with no ID in it;
 * - more than MAX_LOOKUP_IDS distinct IDs (the number found is in the message).
 * Numbers out of range (0, beyond 2^53 − 1) are reported, not silently dropped.
 */
export interface ExtractedIds {
  readonly ok: true
  /** Distinct IDs in first-seen order. */
  readonly ids: readonly number[]
  /** Repeats of an ID already taken. */
  readonly duplicates: number
  /** Words that are not IDs (`arrived`, `ID`, `12abc`). */
  readonly ignoredWords: number
  /** Digit-only words that cannot be item IDs (`0`, a 20-digit number), as typed. */
  readonly outOfRange: readonly string[]
}

export type IdExtraction = ExtractedIds | { readonly ok: false; readonly message: string }

const SEPARATORS = /[\s,;|/&]+/u
const ID_WORD = /^[([{"'«]*(?:id\s*[:#]?|#|no\.?)?#?(\d+)[)\]}"'».,:;!?]*$/iu
const MAX_DIGITS = 16

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`

export function extractItemIds(text: string): IdExtraction {
  if (text.length > MAX_ID_TEXT_CHARS) {
    return {
      ok: false,
      message: `That text is too long to read for IDs (${count(text.length, 'character', 'characters')}; at most ${MAX_ID_TEXT_CHARS.toLocaleString('en-US')}). Paste only the part of the ticket that names the items.`,
    }
  }
  const ids: number[] = []
  const seen = new Set<number>()
  const outOfRange: string[] = []
  let duplicates = 0
  let ignoredWords = 0
  // "ID: 1042" splits into "ID:" and "1042": a bare prefix word is part of an ID, not ignored.
  const words = text.split(SEPARATORS).filter((word) => word !== '')
  for (const [index, word] of words.entries()) {
    const match = ID_WORD.exec(word)
    if (!match) {
      const next = words[index + 1]
      if (/^(?:id|#|no\.?)\s*[:#]?$/iu.test(word) && next !== undefined && ID_WORD.test(next)) continue
      ignoredWords += 1
      continue
    }
    const digits = match[1]!
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
  }
  if (ids.length > MAX_LOOKUP_IDS) {
    return {
      ok: false,
      message: `${count(ids.length, 'ID', 'IDs')} found; one lookup takes at most ${MAX_LOOKUP_IDS.toLocaleString('en-US')}. Split the list and look the rest up separately.`,
    }
  }
  if (ids.length === 0) {
    if (outOfRange.length > 0) {
      return {
        ok: false,
        message: `${outOfRange.slice(0, 3).join(', ')} ${outOfRange.length === 1 ? 'is not an item ID' : 'are not item IDs'}: an item ID is a whole number from 1 to ${Number.MAX_SAFE_INTEGER.toLocaleString('en-US')}.`,
      }
    }
    return {
      ok: false,
      message: 'No item IDs found in that text. Paste IDs such as 1042, #1042 or ID: 1042.',
    }
  }
  return { ok: true, ids, duplicates, ignoredWords, outOfRange }
}

/** "3 duplicates and 2 words ignored", or '' when nothing was left out. */
export function ignoredSummary(extracted: ExtractedIds): string {
  const parts: string[] = []
  if (extracted.duplicates > 0) parts.push(count(extracted.duplicates, 'duplicate', 'duplicates'))
  if (extracted.ignoredWords > 0) parts.push(count(extracted.ignoredWords, 'word', 'words'))
  if (extracted.outOfRange.length > 0) {
    const shown = extracted.outOfRange.slice(0, 3).join(', ')
    const more = extracted.outOfRange.length > 3 ? ', …' : ''
    parts.push(
      `${count(extracted.outOfRange.length, 'number', 'numbers')} that cannot be an item ID (${shown}${more})`,
    )
  }
  if (parts.length === 0) return ''
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`
  return `${list} ignored`
}
