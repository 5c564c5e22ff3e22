import type { ReplyLanguage } from '../../i18n/languages'
import type { LanguagePack } from './language-pack'
import { de } from './de'
import { en } from './en'
import { es } from './es'
import { ptBR } from './pt-br'
import { ru } from './ru'
import { zhCN } from './zh-cn'

export type { LanguagePack } from './language-pack'

/** The default wording of every reply language: the one home of each language's sentences. */
export const LANGUAGE_PACKS: Readonly<Record<ReplyLanguage, LanguagePack>> = {
  en,
  de,
  es,
  'pt-BR': ptBR,
  ru,
  'zh-CN': zhCN,
}
