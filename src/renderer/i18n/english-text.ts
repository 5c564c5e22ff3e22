import type { Words } from '../../shared/i18n/words'
import { ENGLISH_INTL } from '../api/load-messages'
import { wordText } from '../format/word-text'

/**
 * Words in English, for text that leaves the app for other tools (Copy as text): the same
 * language as its headers and as main's export files, whatever the app speaks.
 */
export function englishText(w: Words): string {
  return wordText(ENGLISH_INTL, w)
}
