/**
 * The placeholders a reply template may use, in braces: `{id}`, `{name}`, …, and count
 * choices such as `{it|them}`.
 *
 * Anything else in braces is an unknown placeholder: the templates dialog flags it, and
 * rendering leaves it out, so a typo such as `{nxet_try}` never reaches a customer as text.
 *
 * Scope says where a placeholder has one value:
 * - `item`: each item's own (its ID, its name). A situation's paragraph lists all its items in
 *   the stretch of text from the first to the last of these (compose-reply.ts).
 * - `paragraph`: the same for every item of a paragraph (items whose values differ get
 *   paragraphs of their own).
 * - `reply`: the same for the whole reply: the only ones a greeting or closing may use.
 *
 * What each one stands for is said to the lead in the dialog's help, in the catalogs
 * (`templates.placeholders`), so it reads in the app's language.
 */
export const PLACEHOLDERS = [
  { name: 'id', scope: 'item' },
  { name: 'name', scope: 'item' },
  { name: 'market_hash_name', scope: 'item' },
  { name: 'bought_at', scope: 'item' },
  { name: 'status', scope: 'paragraph' },
  { name: 'next_try', scope: 'paragraph' },
  { name: 'error', scope: 'paragraph' },
  { name: 'count', scope: 'reply' },
  { name: 'customer_name', scope: 'reply' },
  { name: 'agent_name', scope: 'reply' },
] as const

export type PlaceholderName = (typeof PLACEHOLDERS)[number]['name']
export type PlaceholderScope = (typeof PLACEHOLDERS)[number]['scope']

export const ITEM_PLACEHOLDERS: readonly PlaceholderName[] = PLACEHOLDERS.filter(
  (placeholder) => placeholder.scope === 'item',
).map((placeholder) => placeholder.name)

export function placeholderScope(name: PlaceholderName): PlaceholderScope {
  // Every PlaceholderName is in PLACEHOLDERS: the type is read from it.
  return PLACEHOLDERS.find((placeholder) => placeholder.name === name)!.scope
}

const NAMES = PLACEHOLDERS.map((placeholder) => placeholder.name).join('|')
/** A known placeholder, exactly as written (`{id}`, never `{ id }` or `{ID}`), or a count choice `{a|b}`. */
const TOKEN = new RegExp(`\\{(?:(${NAMES})|([^{}|]*(?:\\|[^{}|]*)+))\\}`, 'g')
/** Outside tokens: any other text in braces, or a brace on its own. */
const STRAY = /\{[^{}]*\}|[{}]/g

/** The values to put in; a missing or null one renders as nothing. */
export type PlaceholderValues = Readonly<Partial<Record<PlaceholderName, string | null>>>

type Piece =
  | { readonly text: string }
  | { readonly placeholder: PlaceholderName }
  | { readonly forms: readonly string[] }

/** `text` as the runs between its tokens and the tokens themselves, in order. */
function pieces(text: string): Piece[] {
  const result: Piece[] = []
  let at = 0
  for (const match of text.matchAll(TOKEN)) {
    result.push({ text: text.slice(at, match.index) })
    result.push(match[1] ? { placeholder: match[1] as PlaceholderName } : { forms: match[2]!.split('|') })
    at = match.index + match[0].length
  }
  result.push({ text: text.slice(at) })
  return result
}

/** CLDR's order of plural categories: a choice with more than two forms gives them in this order. */
const CATEGORY_ORDER: readonly Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other']

/**
 * The form of a count choice for `count` items. Two forms are "one item" and "several" (the
 * reply lists items without a number, so 21 items in Russian are still several); more forms
 * follow `Intl.PluralRules` of the language, in CLDR order of the categories it has (Russian
 * `{предмет|предмета|предметов|предмета}` for one/few/many/other next to `{count}`).
 */
export function chooseForm(forms: readonly string[], count: number, language: string): string {
  if (forms.length <= 2) return (count === 1 ? forms[0] : forms[forms.length - 1]) ?? ''
  const rules = new Intl.PluralRules(language)
  const categories = CATEGORY_ORDER.filter((category) =>
    rules.resolvedOptions().pluralCategories.includes(category),
  )
  // select() answers with one of the language's own categories, so the index is never -1.
  const index = categories.indexOf(rules.select(count))
  return forms[Math.min(index, forms.length - 1)]!
}

/**
 * Everything in braces that is neither a known placeholder nor a count choice, once each, as
 * written: `{nxet_try}`, `{ id }`, `{}`, and a brace on its own. Each is flagged in the dialog
 * and left out of the reply.
 */
export function unknownPlaceholders(text: string): string[] {
  const unknown = new Set<string>()
  for (const piece of pieces(text)) {
    if ('text' in piece) for (const match of piece.text.matchAll(STRAY)) unknown.add(match[0])
  }
  return [...unknown]
}

/** The placeholders `text` uses, once each. */
export function usedPlaceholders(text: string): PlaceholderName[] {
  const names = pieces(text).flatMap((piece) => ('placeholder' in piece ? [piece.placeholder] : []))
  return [...new Set(names)]
}

/** The count choices `text` makes, as their forms. */
export function countChoices(text: string): (readonly string[])[] {
  return pieces(text).flatMap((piece) => ('forms' in piece ? [piece.forms] : []))
}

export interface FillOptions {
  /** How many items the text speaks of (count choices, `{count}`); one when left out. */
  readonly count?: number
  readonly language?: string
}

/** `text` with its tokens filled in and stray braces left out, not yet tidied (see renderTemplate). */
export function fillTemplate(text: string, values: PlaceholderValues, options: FillOptions = {}): string {
  const count = options.count ?? 1
  return pieces(text)
    .map((piece) => {
      if ('text' in piece) return piece.text.replace(STRAY, '')
      if ('forms' in piece) return chooseForm(piece.forms, count, options.language ?? 'en')
      if (piece.placeholder === 'count') return values.count ?? String(count)
      return values[piece.placeholder] ?? ''
    })
    .join('')
}

/**
 * The spaces and punctuation around what was left out, tidied: no empty brackets, no space or
 * comma before a punctuation mark ("Hello ," → "Hello,", "Hola, :" → "Hola:"), no space at the
 * ends of a line, no double space. Each step but the last removes a whole run of spaces,
 * whatever its length; the last makes the runs left inside a line one space.
 */
export function tidy(text: string): string {
  return text
    .replace(/\(\s*\)|（\s*）/g, '')
    .replace(/[ \t]*,[ \t]*([,.;:!?])/g, '$1')
    .replace(/[ \t]+([.,;:!?。，；：！？])/g, '$1')
    .replace(/[ \t]+$/gm, '')
    .replace(/^[ \t]+/gm, '')
    .replace(/[ \t]{2,}/g, ' ')
    .trim()
}

/**
 * `text` with its placeholders filled in. Unknown placeholders and stray braces are left out
 * (never sent), values are put in as they are (never read as a template), and the result is
 * tidied.
 */
export function renderTemplate(text: string, values: PlaceholderValues, options: FillOptions = {}): string {
  return tidy(fillTemplate(text, values, options))
}
