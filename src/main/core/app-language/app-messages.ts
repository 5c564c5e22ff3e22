import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl'
import type { AppLanguage } from '../../../shared/i18n/app-languages'
import { MESSAGE_CATALOGS } from '../../../shared/i18n/message-catalogs'
import type { MessageId } from '../../../shared/i18n/messages'

const cache = createIntlCache()

/** Main's words in one language, through the library the window uses (same ICU rules). */
export function appIntl(language: AppLanguage): IntlShape {
  return createIntl({ locale: language, defaultLocale: 'en', messages: MESSAGE_CATALOGS[language] }, cache)
}

/** One language's words as plain strings, for main's menus and dialogs. */
export function wordsIn(language: AppLanguage) {
  const intl = appIntl(language)
  return (id: MessageId, values?: Readonly<Record<string, string>>): string =>
    intl.formatMessage({ id }, values)
}
