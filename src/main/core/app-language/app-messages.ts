import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl'
import type { AppLanguage } from '../../../shared/i18n/app-languages'
import type { MessageCatalog, MessageId } from '../../../shared/i18n/messages'
import de from '../../../shared/i18n/messages/de.json'
import en from '../../../shared/i18n/messages/en.json'
import es from '../../../shared/i18n/messages/es.json'
import ptBR from '../../../shared/i18n/messages/pt-BR.json'
import ru from '../../../shared/i18n/messages/ru.json'
import zhCN from '../../../shared/i18n/messages/zh-CN.json'

/** Every catalog, for main's own words (the menu). The window loads only the one it shows. */
export const MESSAGE_CATALOGS: Readonly<Record<AppLanguage, MessageCatalog>> = {
  en,
  de,
  es,
  'pt-BR': ptBR,
  ru,
  'zh-CN': zhCN,
}

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
