import { inertLinks } from './inert-links'
import { withoutHidden } from './invisible-characters'

/**
 * A catalog value (an item name, an error text) as it may stand in text the app puts on the
 * clipboard: it is shown there, never read as part of what frames it.
 */

/**
 * One line without hidden characters: a line break inside a value (`\n`, `\r`, U+2028, NEL, a
 * form feed) would start a fake paragraph of a reply or a fake line of a summary, and a tab a
 * new cell; every run of spaces and control characters is one space.
 */
export function oneLine(text: string): string {
  return withoutHidden(text)
    .replace(/[\s\p{Cc}]+/gu, ' ')
    .trim()
}

/**
 * A value for a reader outside the app (a customer's reply, a ticket): one line, without
 * hidden characters, its links, credentials and markup inert (inert-links.ts).
 */
export function catalogLine(text: string): string {
  return inertLinks(oneLine(text))
}
