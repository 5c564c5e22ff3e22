import type { ReplyLanguage } from './languages'
import { fillTemplate, ITEM_PLACEHOLDERS, renderTemplate, tidy, type PlaceholderValues } from './placeholders'

/** One item as a box names it: its placeholders' values, and whether its name is the catalog's. */
export interface BoxSubject {
  readonly values: PlaceholderValues
  readonly named: boolean
}

const ITEM_TOKEN = new RegExp(`\\{(?:${ITEM_PLACEHOLDERS.join('|')})\\}`, 'g')
const OPENERS = '(（[「'
const CLOSERS = ')）]」'

/** How many brackets `text` opens and leaves open. */
function openBrackets(text: string): number {
  let depth = 0
  for (const char of text) {
    if (OPENERS.includes(char)) depth += 1
    else if (CLOSERS.includes(char) && depth > 0) depth -= 1
  }
  return depth
}

/**
 * A template cut around its items: from the first item placeholder to the last (and on to
 * the end of a bracket opened there: "{name} (ID {id})") is said once per item, and the items
 * are listed there (`Intl.ListFormat`): "A (ID 1) and B (ID 2) have been delivered". Null
 * when the template names no item.
 */
export function cutAtItems(template: string): { before: string; span: string; after: string } | null {
  const matches = [...template.matchAll(ITEM_TOKEN)]
  const first = matches[0]
  if (!first) return null
  const last = matches[matches.length - 1]!
  let end = last.index + last[0].length
  let open = openBrackets(template.slice(first.index, end))
  for (const char of template.slice(end)) {
    if (open === 0) break
    if (CLOSERS.includes(char)) open -= 1
    else if (OPENERS.includes(char)) open += 1
    end += char.length
  }
  return {
    before: template.slice(0, first.index),
    span: template.slice(first.index, end),
    after: template.slice(end),
  }
}

function sentenceCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/**
 * A situation's box for its items, listed where the template names them; its count choices
 * speak of `count` items (the items listed, unless said otherwise).
 */
export function renderBox(
  template: string,
  subjects: readonly [BoxSubject, ...BoxSubject[]],
  language: ReplyLanguage,
  count = subjects.length,
): string {
  const [lead] = subjects
  const fill = { count, language }
  const cut = cutAtItems(template)
  const box = cut
    ? tidy(
        fillTemplate(cut.before, lead.values, fill) +
          new Intl.ListFormat(language).format(
            subjects.map((subject) => tidy(fillTemplate(cut.span, subject.values, fill))),
          ) +
          fillTemplate(cut.after, lead.values, fill),
      )
    : renderTemplate(template, lead.values, fill)
  // A catalog name keeps its own case ("iBUYPOWER"); anything else opens like a sentence.
  const opensWithName = /^\{(?:name|market_hash_name)\}/.test(template.trim()) && lead.named
  return opensWithName ? box : sentenceCase(box)
}
