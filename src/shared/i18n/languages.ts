/**
 * The languages a reply can be written in, each named in its own language (how a speaker
 * finds it in the list). BCP 47 codes, so `Intl` formats the reply's dates in the same one.
 */
export const REPLY_LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'de', name: 'Deutsch' },
  { code: 'es', name: 'Español' },
  { code: 'pt-BR', name: 'Português (Brasil)' },
  { code: 'ru', name: 'Русский' },
  { code: 'zh-CN', name: '简体中文' },
] as const

export type ReplyLanguage = (typeof REPLY_LANGUAGES)[number]['code']

export const REPLY_LANGUAGE_CODES: readonly ReplyLanguage[] = REPLY_LANGUAGES.map((language) => language.code)

export const DEFAULT_REPLY_LANGUAGE: ReplyLanguage = 'en'

export function isReplyLanguage(value: unknown): value is ReplyLanguage {
  return (REPLY_LANGUAGE_CODES as readonly unknown[]).includes(value)
}
