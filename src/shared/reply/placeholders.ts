/**
 * The placeholders a reply template may use, in braces: `{id}`, `{name}`, …
 *
 * Anything else in braces is an unknown placeholder: the templates dialog flags it, and
 * rendering leaves it out, so a typo such as `{nxet_try}` never reaches a customer as text.
 */
export const PLACEHOLDERS = [
  { name: 'id', meaning: 'the item ID' },
  { name: 'name', meaning: 'the item name' },
  { name: 'status', meaning: "where the delivery stands, in the reply's language" },
  { name: 'next_try', meaning: 'when the next try is, as a date and time' },
  { name: 'error', meaning: "the catalog's error text, verbatim (internal wording, in English)" },
  { name: 'bought_at', meaning: 'when the item was bought, as a date and time' },
] as const

export type PlaceholderName = (typeof PLACEHOLDERS)[number]['name']

/** A known placeholder, exactly as written: `{id}`, never `{ id }` or `{ID}`. */
const KNOWN = new RegExp(`\\{(${PLACEHOLDERS.map((placeholder) => placeholder.name).join('|')})\\}`, 'g')
/** Outside known placeholders: any other text in braces, or a brace on its own. */
const STRAY = /\{[^{}]*\}|[{}]/g

/** The values to put in; a missing or null one renders as nothing. */
export type PlaceholderValues = Readonly<Partial<Record<PlaceholderName, string | null>>>

/** `text` as the runs between its known placeholders and the placeholders themselves, in order. */
function pieces(text: string): ({ text: string } | { placeholder: PlaceholderName })[] {
  const result: ({ text: string } | { placeholder: PlaceholderName })[] = []
  let at = 0
  for (const match of text.matchAll(KNOWN)) {
    result.push({ text: text.slice(at, match.index) }, { placeholder: match[1] as PlaceholderName })
    at = match.index + match[0].length
  }
  result.push({ text: text.slice(at) })
  return result
}

/**
 * Everything in braces that is not a known placeholder, once each, as written: `{nxet_try}`,
 * `{ id }`, `{}`, and a brace on its own. Braces are kept for placeholders, so each of these
 * is flagged in the dialog and left out of the reply.
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
  return [...new Set([...text.matchAll(KNOWN)].map((match) => match[1] as PlaceholderName))]
}

/**
 * `text` with its placeholders filled in. Unknown placeholders and stray braces are left out
 * (never sent), values are put in as they are (never read as a template), and the spaces
 * around what was left out are tidied: no empty brackets, no double space, no space before a
 * full stop.
 */
export function renderTemplate(text: string, values: PlaceholderValues): string {
  const filled = pieces(text)
    .map((piece) => ('text' in piece ? piece.text.replace(STRAY, '') : (values[piece.placeholder] ?? '')))
    .join('')
  return filled
    .replace(/\(\s*\)|（\s*）/g, '')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +([.,;:!?。，；：！？])/g, '$1')
    .trim()
}
