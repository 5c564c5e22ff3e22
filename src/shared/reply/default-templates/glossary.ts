import type { ReplyLanguage } from '../../i18n/languages'

/**
 * One term per concept per language: the word each language's default templates use, as
 * Steam's own client says it in that language, and the words that must not stand beside it
 * ("Handelssperre" beside "Handelsangebot", "блокировка обмена" for a trade hold, an English
 * "Trade-URL" in German). A term is matched as written, so a stem covers its inflections
 * ("предложени" for предложение / предложения). `loanwords` are the English words Steam
 * itself uses in that language, allowed in its replies besides Steam and Steam Guard.
 */
export type Concept = 'trade_offer' | 'trade_hold' | 'trade_url' | 'inventory' | 'item' | 'account'

export interface LanguageGlossary {
  readonly terms: Readonly<Record<Concept, { readonly term: string; readonly not: readonly string[] }>>
  readonly loanwords: readonly string[]
  /**
   * The item's noun in every case and number a template may put right before `{name}`
   * ("für den Gegenstand {name}", "{Предмет|Предметы} {name}"): after one of them an item
   * without a readable name is named by the noun alone (item-names.ts).
   */
  readonly itemNouns: readonly string[]
}

export const GLOSSARY: Readonly<Record<ReplyLanguage, LanguageGlossary>> = {
  en: {
    terms: {
      trade_offer: { term: 'trade offer', not: ['trade request'] },
      trade_hold: { term: 'trade hold', not: ['trade lock', 'trade delay'] },
      trade_url: { term: 'trade URL', not: ['trade link'] },
      inventory: { term: 'inventory', not: ['backpack'] },
      item: { term: 'item', not: ['skin'] },
      account: { term: 'account', not: ['profile account'] },
    },
    loanwords: [],
    itemNouns: ['item', 'items'],
  },
  de: {
    terms: {
      trade_offer: { term: 'Handelsangebot', not: ['Tauschangebot', 'Trade-Angebot'] },
      trade_hold: { term: 'Handelszurückhaltung', not: ['Handelssperre', 'Tauschsperre', 'Trade-Hold'] },
      trade_url: { term: 'Handels-URL', not: ['Trade-URL', 'Tausch-URL', 'Tradelink'] },
      inventory: { term: 'Inventar', not: ['Rucksack'] },
      item: { term: 'Gegenst', not: ['Artikel', 'Item'] },
      account: { term: 'Account', not: ['Konto'] },
    },
    loanwords: ['account'],
    itemNouns: ['Gegenstand', 'Gegenstands', 'Gegenstandes', 'Gegenstände', 'Gegenständen'],
  },
  es: {
    terms: {
      trade_offer: { term: 'oferta de intercambio', not: ['oferta de tradeo', 'propuesta de intercambio'] },
      trade_hold: { term: 'retención de intercambio', not: ['bloqueo de intercambio', 'suspensión'] },
      trade_url: { term: 'URL de intercambio', not: ['enlace de intercambio', 'trade URL'] },
      inventory: { term: 'inventario', not: ['mochila'] },
      item: { term: 'artículo', not: ['objeto', 'ítem'] },
      account: { term: 'cuenta', not: ['perfil de cuenta'] },
    },
    loanwords: [],
    itemNouns: ['artículo', 'artículos'],
  },
  'pt-BR': {
    terms: {
      trade_offer: { term: 'oferta de troca', not: ['proposta de troca', 'oferta de trade'] },
      trade_hold: { term: 'retenção de troca', not: ['bloqueio de troca', 'suspensão de troca'] },
      trade_url: { term: 'URL de troca', not: ['link de troca', 'trade URL'] },
      inventory: { term: 'inventário', not: ['mochila'] },
      item: { term: 'item', not: ['objeto'] },
      account: { term: 'conta', not: ['perfil de conta'] },
    },
    loanwords: ['item', 'itens'],
    itemNouns: ['item', 'itens'],
  },
  ru: {
    terms: {
      trade_offer: { term: 'предложени', not: ['трейд', 'оффер'] },
      trade_hold: { term: 'удержание обмена', not: ['блокировка обмена', 'задержка обмена'] },
      trade_url: { term: 'ссылк', not: ['трейд-ссылк', 'URL'] },
      inventory: { term: 'инвентар', not: ['рюкзак'] },
      item: { term: 'предмет', not: ['вещ', 'айтем'] },
      account: { term: 'аккаунт', not: ['учётн'] },
    },
    loanwords: [],
    itemNouns: [
      'предмет',
      'предмета',
      'предмету',
      'предметом',
      'предмете',
      'предметы',
      'предметов',
      'предметам',
      'предметами',
      'предметах',
    ],
  },
  'zh-CN': {
    terms: {
      trade_offer: { term: '交易报价', not: ['交易请求', '交易邀请'] },
      trade_hold: { term: '交易暂挂', not: ['交易冷却', '交易锁定'] },
      trade_url: { term: '交易链接', not: ['交易网址', 'URL'] },
      inventory: { term: '库存', not: ['背包'] },
      item: { term: '物品', not: ['饰品'] },
      account: { term: '账户', not: ['帐号', '账号'] },
    },
    loanwords: [],
    itemNouns: ['物品'],
  },
}
