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

const HELD = /\ue000(\d+)\ue001/g

/**
 * Values held out of the template's tidy-up until the reply is whole: the tidy-up (no empty
 * brackets, no space before a full stop) is for what the template left empty, and must not
 * rewrite a name ("Souvenir Package ()" stays as the catalog wrote it) or split a sentence
 * inside one. A value stands in the text as a private-use token, which neutralised() keeps
 * out of every value.
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

const TOKEN = /(\ue000\d+\ue001)/

export function holdValues(): HeldValues {
  const values: string[] = []
  const tokens = new Map<string, string>()
  return {
    hold(value) {
      if (value === null) return null
      let token = tokens.get(value)
      if (token === undefined) {
        token = `\ue000${values.length}\ue001`
        values.push(value)
        tokens.set(value, token)
      }
      return token
    },
    release(text, gap) {
      const valueOf = (token: string): string => values[Number(token.slice(1, -1))] ?? ''
      if (!gap) return text.replace(HELD, valueOf)
      // Split at tokens: the odd parts are tokens, each one meets the text on either side of it.
      let released = ''
      text.split(TOKEN).forEach((part, index) => {
        const piece = index % 2 === 1 ? valueOf(part) : part
        const left = [...released.slice(-2)].pop()
        const right = [...piece.slice(0, 2)][0]
        if (left !== undefined && right !== undefined && gap(left, right)) released += ' '
        released += piece
      })
      return released
    },
  }
}
