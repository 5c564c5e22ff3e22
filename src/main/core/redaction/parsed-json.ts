import { removeSecrets } from './secret-redactor'
import type { SpelledSecret } from './secret-spellings'

/**
 * Removes secrets from a value fresh from `JSON.parse`, in place: every string and every key,
 * at any depth. Redacting the parsed value, not the text, means a JSON encoder's escapes
 * (`\/` from PHP, `\u002B` from .NET, `\"` inside a token) are undone before the search, and a
 * mask never cuts through one; what other encoders did inside a string (JSON text in a
 * string, `%2b`, `&#43;`) the spellings of `removeSecrets` match. In place and without recursion because the value
 * is ours alone and may be a full page, or nested as deep as the catalog liked.
 *
 * Returns the value (a string at the root is returned redacted).
 */
const own = (value: unknown): PropertyDescriptor => ({
  value,
  writable: true,
  enumerable: true,
  configurable: true,
})

export function redactParsedJson(value: unknown, secrets: readonly SpelledSecret[]): unknown {
  if (typeof value === 'string') return removeSecrets(value, secrets)
  const pending: unknown[] = [value]
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (next === null) continue
    // Stryker disable next-line ConditionalExpression: equivalent: only objects are pushed, and Object.keys finds none in a number or boolean at the root
    if (typeof next !== 'object') continue
    const record = next as Record<string, unknown>
    for (const key of Object.keys(record)) {
      const entry = record[key]
      const cleanKey = removeSecrets(key, secrets)
      const cleanEntry = typeof entry === 'string' ? removeSecrets(entry, secrets) : entry
      if (cleanKey !== key) delete record[key]
      // defineProperty, not `=`: JSON.parse makes "__proto__" an own key, and assigning to it
      // would leave the string in place.
      // Stryker disable next-line ConditionalExpression: equivalent: a property of JSON.parse's is already what own() defines, so defining it unchanged changes nothing
      if (cleanKey !== key || cleanEntry !== entry) Object.defineProperty(record, cleanKey, own(cleanEntry))
      // Stryker disable next-line ConditionalExpression: equivalent: a string, number or boolean pushed is skipped when popped, and JSON.parse makes no undefined
      if (typeof entry === 'object') pending.push(entry)
    }
  }
  return value
}
