/// <reference types="vite/client" />
import { createIntl } from 'react-intl'
import { DEFAULT_APP_LANGUAGE, type AppLanguage } from '../../shared/i18n/app-languages'
import type { MessageId } from '../../shared/i18n/messages'
import en from '../../shared/i18n/messages/en.json'

/**
 * One language's catalog as react-intl reads it: ICU strings under vitest, syntax trees in a
 * build (electron.vite.config.ts compiles them, so the window ships no message parser).
 */
export type LoadedMessages = Readonly<Record<MessageId, string>>

/**
 * English is imported statically (its own chunk, loaded with the window): the language every
 * start can draw at once, and the fallback while another loads.
 */
export const ENGLISH_MESSAGES: LoadedMessages = en

/** English's words formatted, for the crash screen when the app language's words cannot be had. */
export const ENGLISH_INTL = createIntl({ locale: DEFAULT_APP_LANGUAGE, messages: ENGLISH_MESSAGES })

/** The other five, each its own chunk: a window loads only the one it shows. */
const OTHER_CATALOGS = import.meta.glob<LoadedMessages>(
  ['../../shared/i18n/messages/*.json', '!../../shared/i18n/messages/en.json'],
  { import: 'default' },
)

export async function loadMessages(language: AppLanguage): Promise<LoadedMessages> {
  if (language === 'en') return ENGLISH_MESSAGES
  const load = OTHER_CATALOGS[`../../shared/i18n/messages/${language}.json`]
  if (!load) throw new Error(`No message catalog for ${language}.`)
  return load()
}
