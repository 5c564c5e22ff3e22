import { catalogLine } from '../text/catalog-line'

/**
 * Catalog and agent text (item names, error messages, names typed beside Copy reply) as it
 * may stand in a reply: shown, never acted on, never read as part of the template.
 */

/** The most graphemes of one catalog value in a reply: a 1,000-item reply stays far under the clipboard's bound. */
export const MAX_REPLY_VALUE_GRAPHEMES = 160

/** Graphemes: Intl.Segmenter's default granularity. Built once: building one costs more than a name's segmenting. */
const graphemes = new Intl.Segmenter('und')

function clipped(text: string): string {
  // A grapheme is at least one UTF-16 unit: a text this short has no more graphemes than units.
  // Stryker disable next-line ConditionalExpression,EqualityOperator: a shortcut; the loop returns such a text unchanged too
  if (text.length <= MAX_REPLY_VALUE_GRAPHEMES) return text
  let count = 0
  for (const { index } of graphemes.segment(text)) {
    if (count === MAX_REPLY_VALUE_GRAPHEMES) return `${text.slice(0, index).trimEnd()}…`
    count += 1
  }
  return text
}

/**
 * One line (a line break in a name must not split the item's paragraph), without control or
 * hidden characters, its links, credentials and markup inert (shared/text/catalog-line.ts),
 * clipped to MAX_REPLY_VALUE_GRAPHEMES; null when nothing is left.
 */
export function neutralised(text: string | null): string | null {
  if (text === null) return null
  const cleaned = catalogLine(text)
  return cleaned === '' ? null : clipped(cleaned)
}

/**
 * Values held out of the template's tidy-up until the reply is whole: the tidy-up (no empty
 * brackets, no space before a full stop) is for what the template left empty, and must not
 * rewrite a name ("Souvenir Package ()" stays as the catalog wrote it) or split a sentence
 * inside one. A value stands in the text as a token of private-use characters around this
 * composition's own random number: neutralised() keeps private use out of every value and
 * templates may not hold it (templates-schema.ts), and even a template that did could not
 * name a value it has no placeholder for, as it cannot know the number.
 */
export interface HeldValues {
  hold(value: string | null): string | null
  /**
   * `text` with its values back. `gap` says where a value meets the text beside it whether a
   * space goes between their two touching characters (Chinese beside a Latin name); the
   * value's own text is never changed.
   */
  release(text: string, gap?: (left: string, right: string) => boolean): string
}

const OPEN = '\ue000'
const CLOSE = '\ue001'
const PRIVATE_USE = /\p{Co}/gu

/** A number no text can know beforehand: digits, which no pass over the reply changes. */
function compositionNumber(): string {
  return [...crypto.getRandomValues(new Uint32Array(3))]
    .map((part) => part.toString().padStart(10, '0'))
    .join('')
}

export function holdValues(): HeldValues {
  const nonce = compositionNumber()
  const values: string[] = []
  const tokens = new Map<string, string>()
  // The odd parts of a split are the numbers of held values.
  const token = new RegExp(`${OPEN}${nonce}(\\d+)${CLOSE}`)
  const parts = (text: string): string[] => text.split(token)
  // Whatever private use is left is no held value of this reply: dropped, never shown.
  const textOf = (part: string, index: number): string =>
    index % 2 === 1 ? (values[Number(part)] ?? '') : part.replace(PRIVATE_USE, '')
  return {
    hold(value) {
      if (value === null) return null
      let held = tokens.get(value)
      if (held === undefined) {
        held = `${OPEN}${nonce}${values.length}${CLOSE}`
        values.push(value)
        tokens.set(value, held)
      }
      return held
    },
    release(text, gap) {
      if (!gap) return parts(text).map(textOf).join('')
      // Each value meets the text on either side of it.
      let released = ''
      parts(text).forEach((part, index) => {
        const piece = textOf(part, index)
        const left = [...released.slice(-2)].pop()
        const right = [...piece.slice(0, 2)][0]
        if (left !== undefined && right !== undefined && gap(left, right)) released += ' '
        released += piece
      })
      return released
    },
  }
}
