import { REPLY_LANGUAGES, REPLY_LANGUAGE_CODES, isReplyLanguage, type ReplyLanguage } from './languages'

/**
 * The languages of the app's own interface: the ones its replies are written in, so an agent
 * who answers customers in a language can also read the app in it. The list has one home
 * (languages.ts, beside this file); these names say which of the two choices code is about, since
 * the app's language and a reply's language are chosen apart.
 */
export type AppLanguage = ReplyLanguage

export const APP_LANGUAGES = REPLY_LANGUAGES

export const APP_LANGUAGE_CODES: readonly AppLanguage[] = REPLY_LANGUAGE_CODES

/** The language of an app whose OS speaks none of the six, and of every test unless it says otherwise. */
export const DEFAULT_APP_LANGUAGE: AppLanguage = 'en'

export const isAppLanguage: (value: unknown) => value is AppLanguage = isReplyLanguage
