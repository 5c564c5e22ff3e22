import { describe, expect, it } from 'vitest'
import { situationOf } from './advise'
import { LANGUAGE_PACKS } from './default-templates'
import { composeReply } from './compose-reply'
import { itemName, readableIn, unnamedAt } from './item-names'
import type { ReplyLanguage } from '../i18n/languages'
import { NOW, known, malformed, ok, replyItem } from './reply-items.test-support'

const CHINESE = '★ 蝴蝶刀 | 渐变之色'
const RUSSIAN = 'Нож-бабочка | Градиент'
const MARKET = '★ Butterfly Knife | Fade'

/** How a reply in `language` names an item with this display name and market name (null: none). */
function named(language: ReplyLanguage, name: string | null, market: string | null) {
  const item = replyItem(known('TRADE_ACCEPTED'), {
    name: name === null ? malformed() : ok(name),
    market_hash_name: market === null ? malformed() : ok(market),
  })
  const advice = situationOf({ kind: 'item', item }, { now: NOW, catalogTimeZone: null })
  return itemName(advice, LANGUAGE_PACKS[language])
}

describe('itemName: how a reply names an item', () => {
  it.each([
    ['en', 'a Latin name', 'Glove Case', MARKET, 'Glove Case'],
    ['en', 'a Chinese name, by its market name', CHINESE, MARKET, MARKET],
    ['en', 'a Chinese name with no market name, as it is', CHINESE, null, CHINESE],
    ['en', 'no name, by its market name', null, MARKET, MARKET],
    ['ru', 'a Russian name, quoted as Russian quotes a name', RUSSIAN, MARKET, `«${RUSSIAN}»`],
    ['ru', 'a Latin name, unquoted as Russian writes a brand', 'Glove Case', MARKET, 'Glove Case'],
    ['ru', 'a Chinese name, by its market name', CHINESE, MARKET, MARKET],
    ['zh-CN', 'a Chinese name, quoted so it does not run into the sentence', CHINESE, MARKET, `“${CHINESE}”`],
    ['zh-CN', 'a Russian name, by its market name', RUSSIAN, MARKET, MARKET],
    ['de', 'a Latin name, unquoted', 'Glove Case', MARKET, 'Glove Case'],
  ] as const)('%s: %s', (language, _case, name, market, text) => {
    expect(named(language, name, market)).toEqual({ readable: true, text })
  })

  it('has no name when neither can be read: the sentence names the item', () => {
    for (const language of ['en', 'ru', 'zh-CN'] as const)
      expect(named(language, null, null)).toEqual({ readable: false })
  })
})

describe('unnamedAt: what stands for a missing name where the template puts it', () => {
  it.each([
    ['de', 'after the noun in any case, nothing', 'Die Angaben zu den Gegenständen ', ''],
    ['de', 'after the noun in the genitive, nothing', 'die Zustellung des Gegenstands ', ''],
    ['ru', 'after the noun in the instrumental, nothing', 'предложение обмена с предметом ', ''],
    ['es', 'after the noun, nothing', 'el pedido del artículo ', ''],
    ['pt-BR', 'after the plural noun, nothing', 'Os itens ', ''],
    ['zh-CN', 'after the noun, nothing', '我们尚未完成对物品', ''],
    ['en', 'after a word only ending like the noun, the stand-in', 'the subitem ', 'the item'],
    ['de', 'opening a sentence, the nominative', 'Danke. ', 'Ihr Gegenstand'],
    ['de', 'opening the template, the nominative', '', 'Ihr Gegenstand'],
    ['de', 'after "für", the accusative', 'Ein Angebot für ', 'Ihren Gegenstand'],
    ['de', 'after "von", the dative', 'Die Zustellung von ', 'Ihrem Gegenstand'],
    ['de', 'within a sentence, the accusative', 'Wir konnten ', 'Ihren Gegenstand'],
    ['ru', 'after "о", the prepositional', 'Данные о ', 'вашем предмете'],
    ['ru', 'after "для", the genitive', 'Ссылка для ', 'вашего предмета'],
    ['ru', 'within a sentence, the nominative and accusative', 'Мы не смогли доставить ', 'ваш предмет'],
    ['pt-BR', 'anywhere, the one stand-in', 'o pedido de ', 'seu item'],
  ] as const)('%s: %s', (language, _case, before, said) => {
    expect(unnamedAt(before, LANGUAGE_PACKS[language])).toBe(said)
  })
})

describe('composeReply: an item without a readable name', () => {
  const unnamed = (id: number, status: Parameters<typeof known>[0] = 'TRADE_ACCEPTED') => ({
    kind: 'item' as const,
    item: replyItem(known(status), { name: malformed(), market_hash_name: malformed() }, id),
  })
  const glove = {
    kind: 'item' as const,
    item: replyItem(known('TRADE_ACCEPTED'), { name: ok('Glove Case') }, 1),
  }
  const body = (language: ReplyLanguage, subjects: Parameters<typeof composeReply>[0], templates = {}) =>
    composeReply(subjects, { language, now: NOW, catalogTimeZone: null, templates }).text.split('\n\n')[2]

  it('is named by the noun in its case, where the default names the noun', () => {
    expect(body('de', [unnamed(5, 'WAITING_FOR_TRADE_ACCEPT')])).toMatch(
      /^Ein Handelsangebot für den Gegenstand \(ID 5\) wartet auf Sie\./,
    )
    expect(body('ru', [unnamed(5)])).toMatch(/^Предмет \(ID 5\) доставлен:/)
    expect(body('pt-BR', [unnamed(3, 'AVAILABLE')])).toContain('o pedido do item (ID 3).')
  })

  it('is listed by its ID beside named items, no bracket standing alone', () => {
    expect(body('de', [glove, unnamed(5)])).toMatch(
      /^Die Gegenstände Glove Case \(ID 1\) und ID 5 wurden zugestellt:/,
    )
    expect(body('ru', [unnamed(5), unnamed(6)])).toMatch(/^Предметы ID 5 и ID 6 доставлены:/)
    expect(body('en', [glove, unnamed(5)])).toMatch(
      /^Glove Case \(ID 1\) and the item \(ID 5\) have been delivered:/,
    )
  })

  it('gets a stand-in in the case its place needs, in a lead’s template without the noun', () => {
    const templates = { trade_accepted: 'Wir haben {name} (ID {id}) zugestellt. Danke für {name}.' }
    expect(body('de', [unnamed(5)], templates)).toBe(
      'Wir haben Ihren Gegenstand (ID 5) zugestellt. Danke für Ihren Gegenstand.',
    )
    expect(body('de', [unnamed(5)], { trade_accepted: '{name} (ID {id}) ist da.' })).toBe(
      'Ihr Gegenstand (ID 5) ist da.',
    )
  })
})

describe('readableIn', () => {
  it.each([
    ['Latin everywhere', 'Glove Case', { en: true, ru: true, 'zh-CN': true }],
    ['Cyrillic in Russian only', RUSSIAN, { en: false, ru: true, 'zh-CN': false }],
    ['Han in Chinese only', CHINESE, { en: false, ru: false, 'zh-CN': true }],
    ['digits and signs everywhere', '★ 1 | 2 (3)', { en: true, ru: true, 'zh-CN': true }],
  ] as const)('%s', (_case, text, readable) => {
    for (const [language, expected] of Object.entries(readable))
      expect(readableIn(text, LANGUAGE_PACKS[language as ReplyLanguage])).toBe(expected)
  })
})
