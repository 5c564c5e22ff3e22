import { createIntl, createIntlCache } from '@formatjs/intl'
import type { AppLanguage } from '../../../shared/i18n/app-languages'
import { MESSAGE_CATALOGS } from '../../../shared/i18n/message-catalogs'
import { formatWords, type MessageDescriptor, type Words } from '../../../shared/i18n/words'

const cache = createIntlCache()

/**
 * One language's words as plain strings, for main's menus and dialogs: through the library the
 * window uses, so both read a message by the same ICU rules.
 */
const intlIn = (language: AppLanguage) =>
  createIntl({ locale: language, defaultLocale: 'en', messages: MESSAGE_CATALOGS[language] }, cache)

export function wordsIn(language: AppLanguage) {
  const intl = intlIn(language)
  return (message: MessageDescriptor, values?: Readonly<Record<string, string | number>>): string =>
    intl.formatMessage(message, values)
}

/** Words as one language's text, for main's dialogs and notifications. */
export function textIn(language: AppLanguage): (w: Words) => string {
  const intl = intlIn(language)
  return (w) => formatWords(intl, w)
}
