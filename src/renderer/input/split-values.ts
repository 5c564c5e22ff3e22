/**
 * Turning typed or pasted text into filter values.
 *
 * The service separates several values with a comma: a pasted list (one per line, or
 * comma-separated) is split on both. A value in double quotes stays whole, commas and all,
 * because some names hold one (`Sticker | Don't Worry, I'm Pro`); the catalog still splits
 * such a value at its commas, which the filter bar says (`commaParts`).
 */

/** Values of `text` split on commas and line breaks outside double quotes, trimmed, empties dropped. */
export function splitValues(text: string): string[] {
  const values: string[] = []
  let current = ''
  let quoted = false
  for (const char of text) {
    if (char === '"') quoted = !quoted
    else if (!quoted && (char === ',' || char === '\r' || char === '\n')) {
      values.push(current)
      current = ''
    } else current += char
  }
  values.push(current)
  return values.map((value) => value.trim()).filter((value) => value.length > 0)
}

/** True while `text` has a double quote that is not closed yet (a comma typed now belongs to the value). */
export function insideQuotes(text: string): boolean {
  return (text.match(/"/g)?.length ?? 0) % 2 === 1
}

/**
 * The parts the catalog will search for a value holding a comma, and the longest of them
 * (the best single search for the whole name); null for a value without a comma.
 */
export function commaParts(value: string): { readonly parts: string[]; readonly longest: string } | null {
  if (!value.includes(',')) return null
  const parts = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
  const longest = parts.reduce((best, part) => (part.length > best.length ? part : best), '')
  return { parts, longest }
}

/** True when `text` holds a separator, i.e. pasting it should make several chips. */
export function hasSeparator(text: string): boolean {
  return /[,\r\n]/.test(text)
}

/** `existing` plus `added`, without case-insensitive duplicates, in first-seen order. */
export function mergeValues(existing: readonly string[], added: readonly string[]): string[] {
  const seen = new Set(existing.map((value) => value.toLowerCase()))
  const merged = [...existing]
  for (const value of added) {
    const key = value.toLowerCase()
    if (!seen.has(key)) {
      seen.add(key)
      merged.push(value)
    }
  }
  return merged
}
