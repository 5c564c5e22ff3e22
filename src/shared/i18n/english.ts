import { createIntl } from '@formatjs/intl'
import english from './messages/en.json'
import { formatWords, type Words } from './words'

const intl = createIntl({ locale: 'en', defaultLocale: 'en', messages: english })

/**
 * Words as English text, for what leaves the app whatever language it speaks: main's export
 * files and log, and the window's Copy as text and Copy summary. The one home of that English:
 * each message's own English (its `defaultMessage`, extracted into en.json) rendered by the
 * same ICU rules as the screen, never built from a raw value.
 */
export function inEnglish(w: Words): string {
  return formatWords(intl, w)
}
