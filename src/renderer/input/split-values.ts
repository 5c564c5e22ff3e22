/**
 * Turning typed or pasted text into filter values.
 *
 * The service separates several values with a comma, so a single value can never contain
 * one: a pasted list (one per line, or comma-separated) is split on both.
 */

/** Values of `text` split on commas and line breaks, trimmed, empties dropped. */
export function splitValues(text: string): string[] {
  return text
    .split(/[,\r\n]+/)
    .map((value) => value.trim())
    .filter((value) => value.length > 0)
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
