import { createIntl } from '@formatjs/intl'
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import type { AppLanguage } from '../../src/shared/i18n/app-languages'
import { MESSAGE_CATALOGS } from '../../src/shared/i18n/message-catalogs'
import type { MessageId } from '../../src/shared/i18n/messages'
import en from '../../src/shared/i18n/messages/en.json'
import { pseudoMessage, PSEUDO_CARRIER } from './pseudo-locale'

/** A language the window can be shown in for a test: one of the app's six, or the pseudo-locale. */
export type ShownLanguage = AppLanguage | 'pseudo'

/**
 * The app's words as the window shows them in `language`, arguments filled in: to find a
 * control by the name a reader of that language sees, whatever the language.
 */
export function appWords(
  language: ShownLanguage,
): (id: MessageId, values?: Record<string, string | number>) => string {
  const messages =
    language === 'pseudo'
      ? (Object.fromEntries(
          Object.entries(en).map(([id, message]) => [id, pseudoMessage(message)]),
        ) as Record<MessageId, MessageFormatElement[]>)
      : MESSAGE_CATALOGS[language]
  const intl = createIntl({ locale: language === 'pseudo' ? PSEUDO_CARRIER : language, messages })
  // eslint-disable-next-line formatjs/enforce-default-message -- reads the catalogs by id, as a check
  return (id, values) => intl.formatMessage({ id }, values)
}
