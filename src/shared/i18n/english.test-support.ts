import { inEnglish as english } from './english'
import { isMessageId, words, type Words } from './words'

/** Words as an English reader sees them (none: empty): what tests assert the sentences by. */
export function inEnglish(w: Words | null | undefined): string {
  return w ? english(w) : ''
}

/** Words that carry `text` as a value: a fixture whose English contains it, whatever it is. */
export function saying(text: string): Words {
  return words(
    {
      id: 'error.window.mainUnreachable',
      defaultMessage:
        "The app's main process could not be reached ({detail}). Try again; if it keeps happening, restart the app.",
    },
    { detail: text },
  )
}

/**
 * `value` with every words inside it in English: an error, a notice or a whole result compared
 * with the sentences a person reads. Anything else is copied as it is.
 */
export function withEnglish(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withEnglish)
  // Only plain records are walked: a URL, a Date or a class instance is compared as it is.
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) {
    return value
  }
  if (isWords(value)) return inEnglish(value)
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withEnglish(inner)]))
}

function isWords(value: object): value is Words {
  const { id, values } = value as { id?: unknown; values?: unknown }
  const keys = Object.keys(value)
  return (
    typeof id === 'string' &&
    isMessageId(id) &&
    keys.every((key) => key === 'id' || key === 'values') &&
    (values === undefined || typeof values === 'object')
  )
}
