import { useCallback } from 'react'
import { useIntl, type IntlShape } from 'react-intl'
import { ENVIRONMENT_NAMES, environmentNamedIn, type Environment } from '../../shared/catalog/environments'

/** A letter or digit: what a whole word's edges must not touch ("Produktionen" names nothing). */
const WORD_CHARACTER = /[\p{L}\p{N}]/u
/** Scripts written without spaces between words: there a name is found anywhere in the label. */
const UNSPACED = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+$/u

/** Whether `name` stands in `label` as a whole word or phrase (both lower case already). */
function standsIn(label: string, name: string): boolean {
  if (name === '') return false
  if (UNSPACED.test(name)) return label.includes(name)
  for (let at = label.indexOf(name); at !== -1; at = label.indexOf(name, at + 1)) {
    const before = label[at - 1] ?? ''
    const after = label[at + name.length] ?? ''
    if (!WORD_CHARACTER.test(before) && !WORD_CHARACTER.test(after)) return true
  }
  return false
}

/**
 * The environment a label names, in the words agents use in English ("Production EU",
 * "eu-prod": environmentNamedIn) or by its name in the app language ("Produktion EU",
 * "生产环境 EU"); null when it names none, or both.
 */
export function environmentNamedInWords(intl: IntlShape, label: string): Environment | null {
  const lower = label.toLocaleLowerCase(intl.locale)
  const named = new Set<Environment>()
  const english = environmentNamedIn(label)
  if (english !== null) named.add(english)
  for (const environment of ['production', 'staging'] as const) {
    const name = intl.formatMessage(ENVIRONMENT_NAMES[environment]).toLocaleLowerCase(intl.locale)
    if (standsIn(lower, name)) named.add(environment)
  }
  return named.size === 1 ? ([...named][0] ?? null) : null
}

/** `environmentNamedInWords` in the window's current language. */
export function useEnvironmentNamedIn(): (label: string) => Environment | null {
  const intl = useIntl()
  return useCallback((label: string) => environmentNamedInWords(intl, label), [intl])
}
