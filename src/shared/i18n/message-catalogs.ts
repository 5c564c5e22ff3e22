import type { AppLanguage } from './app-languages'
import type { MessageCatalog } from './messages'
import de from './messages/de.json'
import en from './messages/en.json'
import es from './messages/es.json'
import ptBR from './messages/pt-BR.json'
import ru from './messages/ru.json'
import zhCN from './messages/zh-CN.json'

/**
 * Every catalog, by language: for main's own words (the menu) and for the tests that hold the
 * catalogs to each other. Never for the window, which loads only the one it shows
 * (renderer/api/load-messages.ts; a lint rule refuses this module there).
 */
export const MESSAGE_CATALOGS: Readonly<Record<AppLanguage, MessageCatalog>> = {
  en,
  de,
  es,
  'pt-BR': ptBR,
  ru,
  'zh-CN': zhCN,
}
