import { describe, expect, it } from 'vitest'
import { situationOf } from './advise'
import { LANGUAGE_PACKS } from './default-templates'
import { itemName, readableIn } from './item-names'
import type { ReplyLanguage } from './languages'
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
    ['en', 'a Latin name', 'Glove Case', MARKET, 'Glove Case', true],
    ['en', 'a Chinese name, by its market name', CHINESE, MARKET, MARKET, true],
    ['en', 'a Chinese name with no market name, as it is', CHINESE, null, CHINESE, true],
    ['en', 'no name, by its market name', null, MARKET, MARKET, true],
    ['en', 'neither name, by the stand-in', null, null, 'your item', false],
    ['ru', 'a Russian name, as it is', RUSSIAN, MARKET, RUSSIAN, true],
    ['ru', 'a Chinese name, by its market name', CHINESE, MARKET, MARKET, true],
    ['zh-CN', 'a Chinese name, as it is', CHINESE, MARKET, CHINESE, true],
    ['zh-CN', 'a Russian name, by its market name', RUSSIAN, MARKET, MARKET, true],
    ['zh-CN', 'neither name, by the stand-in', null, null, '您的物品', false],
  ] as const)('%s: %s', (language, _case, name, market, text, readable) => {
    expect(named(language, name, market)).toEqual({ text, readable })
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
