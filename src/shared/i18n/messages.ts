import type en from './messages/en.json'

/**
 * The app's own words: one catalog per language in messages/ (ICU MessageFormat, the JSON
 * translators' tools read), English the source. Ids are English's keys; every other catalog
 * has exactly the same (messages.test.ts), so a word missing in one language fails a test
 * rather than showing the English fallback.
 */
export type MessageId = keyof typeof en

export type MessageCatalog = Readonly<Record<MessageId, string>>

declare global {
  // FormatjsIntl is how react-intl and @formatjs/intl learn the ids: `formatMessage({ id })`
  // with an id no catalog has fails `tsc -b`.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId
    }
  }
}
