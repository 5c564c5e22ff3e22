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

const NAMES = new Set<string>(PLACEHOLDERS.map((placeholder) => placeholder.name))

/** Any text in braces, with no brace inside: `{id}`, `{ next try }`, `{}`. */
const BRACED = /\{([^{}]*)\}/g

/** The values to put in; a missing or null one renders as nothing. */
export type PlaceholderValues = Readonly<Partial<Record<PlaceholderName, string | null>>>

/** Every braced token in `text` that is not a known placeholder, as written (`{nxet_try}`), once each. */
export function unknownPlaceholders(text: string): string[] {
  const unknown = new Set<string>()
  for (const match of text.matchAll(BRACED)) {
    if (!NAMES.has(match[1] ?? '')) unknown.add(match[0])
  }
  return [...unknown]
}

/** The placeholders `text` uses, once each. */
export function usedPlaceholders(text: string): PlaceholderName[] {
  const used = new Set<PlaceholderName>()
  for (const match of text.matchAll(BRACED)) {
    const name = match[1] ?? ''
    if (NAMES.has(name)) used.add(name as PlaceholderName)
  }
  return [...used]
}

/**
 * `text` with its placeholders filled in. Unknown placeholders are left out (never sent),
 * and the spaces around what was left out are tidied so no double space or space before a
 * full stop remains.
 */
export function renderTemplate(text: string, values: PlaceholderValues): string {
  const filled = text.replace(BRACED, (token, name: string) =>
    NAMES.has(name) ? (values[name as PlaceholderName] ?? '') : '',
  )
  return filled
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +([.,;:!?。，；：！？])/g, '$1')
    .replace(/\(\s*\)/g, '')
    .trim()
}
