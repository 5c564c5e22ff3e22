import type { ReplyLanguage } from '../languages'
import { DE } from './de'
import { EN } from './en'
import { ES } from './es'
import { PT_BR } from './pt-br'
import { RU } from './ru'
import { ZH_CN } from './zh-cn'
import type { LanguageGlossary } from './types'

export type { Concept, LanguageGlossary, Term } from './types'

/**
 * One term per concept per language, for the window's messages and the default replies alike:
 * the word Steam's own client uses in that language where it has one, and the words that must
 * not stand beside it ("Handelssperre" beside "Handelsangebot", "блокировка обмена" for a trade
 * hold, an English "Trade-URL" in German).
 */
export const GLOSSARY: Readonly<Record<ReplyLanguage, LanguageGlossary>> = {
  en: EN,
  de: DE,
  es: ES,
  'pt-BR': PT_BR,
  ru: RU,
  'zh-CN': ZH_CN,
}
