import type { LanguagePack } from './default-templates/language-pack'
import { fillNaming } from './item-names'
import type { ReplyLanguage } from '../i18n/languages'
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

/** A listed item's stretch that is only its bracket, "(ID 5)": an unnamed item after the noun. */
const ONLY_BRACKET = /^[(（]([^()（）]*)[)）]$/u

/**
 * One item's stretch of a box, listed with others. An item named by the noun alone reads
 * "Die Gegenstände A (ID 1) und ID 5": in a list, its bracket has no name to stand beside.
 */
function listedItem(
  span: string,
  subject: BoxSubject,
  fill: { readonly count: number; readonly language: ReplyLanguage },
  before: string,
  pack: LanguagePack,
): string {
  const unnamed = subject.named ? null : { before, language: fill.language, pack }
  const said = tidy(fillNaming(span, subject.values, fill, unnamed))
  return fill.count > 1 ? said.replace(ONLY_BRACKET, '$1') : said
}

function sentenceCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/**
 * A situation's box for its items, listed where the template names them, an item without a
 * readable name named as fits where it stands; its count choices speak of `count` items (the
 * items listed, unless said otherwise).
 */
export function renderBox(
  template: string,
  subjects: readonly [BoxSubject, ...BoxSubject[]],
  pack: LanguagePack,
  language: ReplyLanguage,
  count = subjects.length,
): string {
  const [lead] = subjects
  const fill = { count, language }
  const cut = cutAtItems(template)
  const before = cut ? fillTemplate(cut.before, lead.values, fill) : ''
  const box = cut
    ? tidy(
        before +
          new Intl.ListFormat(language).format(
            subjects.map((subject) => listedItem(cut.span, subject, fill, before, pack)),
          ) +
          fillTemplate(cut.after, lead.values, fill),
      )
    : renderTemplate(template, lead.values, fill)
  // A catalog name keeps its own case ("iBUYPOWER"); anything else opens like a sentence.
  const opensWithName = /^\{(?:name|market_hash_name)\}/.test(template.trim()) && lead.named
  return opensWithName ? box : sentenceCase(box)
}
