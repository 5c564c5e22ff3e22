import { createIntl, createIntlCache } from '@formatjs/intl'
import type { AppLanguage } from '../../../shared/i18n/app-languages'
import { MESSAGE_CATALOGS } from '../../../shared/i18n/message-catalogs'
import type { MessageId } from '../../../shared/i18n/messages'
import { formatWords, type Words } from '../../../shared/i18n/words'

const cache = createIntlCache()

/**
 * One language's words as plain strings, for main's menus and dialogs: through the library the
 * window uses, so both read a message by the same ICU rules.
 */
export function wordsIn(language: AppLanguage) {
  const intl = createIntl(
    { locale: language, defaultLocale: 'en', messages: MESSAGE_CATALOGS[language] },
    cache,
  )
  return (id: MessageId, values?: Readonly<Record<string, string>>): string =>
    intl.formatMessage({ id }, values)
}

const english = createIntl({ locale: 'en', defaultLocale: 'en', messages: MESSAGE_CATALOGS.en }, cache)

/** Words in English, for the log: what developers and IT read whatever the app language. */
export function inEnglish(w: Words): string {
  return formatWords((id, values) => english.formatMessage({ id }, values), w)
}
