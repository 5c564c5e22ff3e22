import { createIntl } from 'react-intl'
import { DEFAULT_APP_LANGUAGE } from '../../shared/i18n/app-languages'
import type { Words } from '../../shared/i18n/words'
import { ENGLISH_MESSAGES } from '../api/load-messages'
import { wordText } from '../format/word-text'

const english = createIntl({ locale: DEFAULT_APP_LANGUAGE, messages: ENGLISH_MESSAGES })

/**
 * Words in English, for text that leaves the app for other tools (Copy as text): the same
 * language as its headers and as main's export files, whatever the app speaks.
 */
export function englishText(w: Words): string {
  return wordText(english, w)
}
