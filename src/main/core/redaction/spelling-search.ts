/**
 * Searching a text for a sequence of patterns, one per character of a secret's form, however
 * long the secret: in bounded regular expressions, with a short one finding where to look.
 *
 * One expression for a whole token would be simplest, but V8 compiles a pattern in time that
 * grows with the square of its size (a long JWT's takes seconds, a longer one overflows the
 * stack) and scans a text slower once the pattern is large. So each form is cut into windows of
 * a few dozen characters, matched one after another. A window after the first starts again at
 * the last character of the one before, so a character that can be read two ways (`\u` is a `u`
 * after a backslash, or the start of `\u0075`) is read with what follows it, as one expression
 * would. The text is scanned only by a lead pattern, the windows running only where it matched:
 * at each of the first few places it allows any character some form has there, one short
 * alternation where an alternation of the forms would try each form at every position.
 */

import type { Slot, TokenForm } from './token-encodings'

/** Characters per window: small enough that a window compiles in a few milliseconds. */
export const WINDOW_SLOTS = 24
/** Characters of each form the lead pattern holds: enough that it rarely matches by accident. */
export const LEAD_SLOTS = 6

/** How the characters of a form may be written. */
export interface Writing {
  /** A pattern that matches any of `slot`'s characters, never the empty text. */
  readonly slot: (slot: Slot) => string
  /** What may stand between two characters. */
  readonly separator: string
}

/** Where a spelling starts and ends in the text. */
export interface Found {
  readonly start: number
  readonly end: number
}

export interface SpellingSearch {
  /** The first spelling that starts at or after `from`, or null. */
  next(text: string, from: number): Found | null
}

/** A form's windows, each sticky, built on first use: most texts never get past the lead. */
class Windows {
  private readonly built: RegExp[] = []
  private readonly count: number
  /** Finds, behind a position, the head that belongs to the form starting there. */
  private readonly head: RegExp | null

  constructor(
    private readonly form: TokenForm,
    private readonly writing: Writing,
  ) {
    this.count = Math.ceil(form.slots.length / WINDOW_SLOTS)
    const { head } = form
    this.head =
      head === null ? null : new RegExp(`(?<=(?<head>${writing.slot(head)}${writing.separator}))`, 'yd')
  }

  /** Where the form whose first character starts at `at` starts (its head, if any) and ends; or null. */
  spanAt(text: string, at: number): Found | null {
    let found = this.matchAt(0, text, at)
    if (found === null) return null
    for (let index = 1; index < this.count; index++) {
      found = this.matchAt(index, text, found.indices!.groups!.last![0])
      if (found === null) return null
    }
    return { start: this.headBefore(text, at), end: found.index + found[0].length }
  }

  /** Where the head before `at` starts; `at` when it is not there. */
  private headBefore(text: string, at: number): number {
    if (this.head === null) return at
    this.head.lastIndex = at
    return this.head.exec(text)?.indices!.groups!.head![0] ?? at
  }

  private matchAt(index: number, text: string, at: number): RegExpExecArray | null {
    const window = (this.built[index] ??= this.window(index))
    window.lastIndex = at
    return window.exec(text)
  }

  private window(index: number): RegExp {
    const { writing } = this
    // A later window starts again at the last character of the one before, which it may read
    // otherwise: `\u` is a `u` after a backslash, or the start of `\u0075`.
    const slots = this.form.slots
      .slice(Math.max(0, index * WINDOW_SLOTS - 1), (index + 1) * WINDOW_SLOTS)
      .map(writing.slot)
    slots.push(`(?<last>${slots.pop()!})`)
    return new RegExp(slots.join(writing.separator), 'yd')
  }
}

/** At each of the first places the forms all have, any character one of them has there. */
function leadSlots(forms: readonly TokenForm[]): Slot[] {
  const places = Math.min(LEAD_SLOTS, ...forms.map(({ slots }) => slots.length))
  return Array.from({ length: places }, (_, place) => [
    ...new Set(forms.flatMap(({ slots }) => slots[place]!)),
  ])
}

/** A search for any of `forms`, written as `writing` says. At one position the first form listed that matches wins. */
export function spellingSearch(forms: readonly TokenForm[], writing: Writing): SpellingSearch {
  const windows = forms.map((form) => new Windows(form, writing))
  const lead = new RegExp(leadSlots(forms).map(writing.slot).join(writing.separator), 'g')
  return {
    next(text, from) {
      lead.lastIndex = from
      for (let found = lead.exec(text); found !== null; found = lead.exec(text)) {
        for (const form of windows) {
          const span = form.spanAt(text, found.index)
          // A head inside what an earlier spelling took is masked with that one already.
          if (span !== null) return { start: Math.max(from, span.start), end: span.end }
        }
        lead.lastIndex = found.index + 1
      }
      return null
    },
  }
}
