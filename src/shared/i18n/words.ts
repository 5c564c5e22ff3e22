import english from './messages/en.json'
import type { MessageId } from './messages'

/**
 * A sentence for people, sent as data: a catalog message id and its values. Main and shared
 * code say what happened this way and the window words it in the app language when it shows
 * it, so a problem on screen follows a language switch and no English is built outside the
 * catalogs. A value may be words itself (a failure inside "the export stopped at …").
 */
export interface Words {
  readonly id: MessageId
  readonly values?: Readonly<Record<string, WordValue>>
}

/** What a message's argument can be: text (the catalog's, a URL, an ID), a number, or words. */
export type WordValue = string | number | Words

/**
 * One message, defined where it is used: its catalog id (what translators' catalogs are keyed
 * by), its English, and what a translator needs to know when the English alone is not enough.
 * `npm run messages:extract` writes en.json from these.
 */
export interface MessageDescriptor {
  readonly id: MessageId
  readonly defaultMessage: string
  readonly description?: string
}

/** A message for later (a table, a choice): `formatjs extract` and the lint rules find it by name. */
export function defineMessage<const T extends MessageDescriptor>(message: T): T {
  return message
}

/** Several messages at the top of a module, by the names the code uses them by. */
export function defineMessages<const T extends Readonly<Record<string, MessageDescriptor>>>(messages: T): T {
  return messages
}

export function words(message: MessageDescriptor, values?: Readonly<Record<string, WordValue>>): Words {
  return values === undefined ? { id: message.id } : { id: message.id, values }
}

/** What formats a message: react-intl's or @formatjs/intl's intl object, in some language. */
export interface MessageFormatter {
  formatMessage(
    message: { readonly id: MessageId },
    values: Readonly<Record<string, string | number>>,
  ): string
}

/** `w` as text, words inside its values first. */
export function formatWords(intl: MessageFormatter, w: Words): string {
  const values: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(w.values ?? {})) {
    values[name] = typeof value === 'object' ? formatWords(intl, value) : value
  }
  // Words carry only their id over IPC: their English is the catalog's, extracted from the
  // descriptor that made them, so this call is no message of its own to extract.
  const sent = { id: w.id }
  return intl.formatMessage(sent, values)
}

const MESSAGE_IDS = new Set(Object.keys(english))

export function isMessageId(id: string): id is MessageId {
  return MESSAGE_IDS.has(id)
}

/** Longest text value words carry over IPC: a URL, a path, a catalog's own message. */
export const MAX_VALUE_CHARS = 2000

/**
 * `w` with every text value cut to what an event may carry: a 422 listing many fields or a
 * long redirect target can run longer, and an event the schema refused would never arrive.
 */
export function clipWords(w: Words): Words {
  if (w.values === undefined) return w
  const values: Record<string, WordValue> = {}
  for (const [name, value] of Object.entries(w.values)) {
    values[name] =
      typeof value === 'object'
        ? clipWords(value)
        : typeof value === 'string' && value.length > MAX_VALUE_CHARS
          ? `${value.slice(0, MAX_VALUE_CHARS - 1)}…`
          : value
  }
  return { id: w.id, values }
}
