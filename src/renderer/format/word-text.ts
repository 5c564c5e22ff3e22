import { useCallback } from 'react'
import { useIntl, type IntlShape } from 'react-intl'
import { formatWords, type Words } from '../../shared/i18n/words'

/** Words main or shared code sent, as text in the app language. */
export function wordText(intl: IntlShape, w: Words): string {
  return formatWords(intl, w)
}

/** `wordText` bound to the window's current language: re-made when the language changes. */
export function useWordText(): (w: Words) => string {
  const intl = useIntl()
  return useCallback((w: Words) => wordText(intl, w), [intl])
}
