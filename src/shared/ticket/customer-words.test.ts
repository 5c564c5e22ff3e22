import { describe, expect, it } from 'vitest'
import { ticketWords } from './customer-words'

describe('ticketWords', () => {
  it('leaves out IDs, prices, dates, times, money signs and short codes in capitals', () => {
    expect(ticketWords('Order #1042 paid 23,50 € (USD 24.99) on 2026-11-23 at 14:05, ID: 3310 R$ 5')).toEqual(
      ['Order', 'paid', 'on', 'at'],
    )
  })

  it('leaves out an item name: the weapon, the bar, the finish and its wear', () => {
    expect(ticketWords('Hi, I bought the StatTrak™ AK-47 | Redline (Field-Tested) yesterday')).toEqual([
      'Hi',
      'I',
      'bought',
      'the',
      'yesterday',
    ])
    expect(ticketWords('my ★ Butterfly Knife | Gamma Doppler (Factory New) never came')).toEqual([
      'my',
      'never',
      'came',
    ])
    expect(ticketWords('wo ist mein M4A4 | Howl geblieben')).toEqual(['wo', 'ist', 'mein', 'geblieben'])
  })

  it('keeps the Chinese sentence around a Chinese or Latin item name', () => {
    expect(ticketWords('★ 蝴蝶刀 | 渐变之色 (略有磨损) 什么时候发货？')).toEqual(['什么时候发货'])
    expect(ticketWords('你好，我昨天买了 Karambit | Fade，机器人一直没有发报价')).toEqual([
      '你好',
      '我昨天买了',
      '机器人一直没有发报价',
    ])
    expect(ticketWords('物品1042还没到')).toEqual(['物品', '还没到'])
  })

  it('leaves out links, e-mail addresses, spreadsheet rows and the name Steam', () => {
    expect(
      ticketWords(
        'New trade link https://steamcommunity.com/tradeoffer/new/?partner=1&token=Ab, mail me at a.b@example.com\nID\tName\n1042\tAWP | Asiimov\nSteam says nothing',
      ),
    ).toEqual(['New', 'trade', 'link', 'mail', 'me', 'at', 'says', 'nothing'])
  })

  it("keeps a word's apostrophe, whichever one the customer typed", () => {
    expect(ticketWords('I don’t have it')).toEqual(['I', "don't", 'have', 'it'])
  })
})

describe('ticketWords, word by word', () => {
  it.each([
    ['strips every bracket around a word', 'it said (pending!) again', ['it', 'said', 'pending', 'again']],
    ['leaves out what the customer quoted', 'it said "(pending)" again', ['it', 'said', 'again']],
    ['leaves out "and" between two IDs, not in a sentence', 'ID 1203 y 1204 y más', ['y', 'más']],
    ['keeps "and" after a word, before an ID', 'apples and 1042', ['apples', 'and']],
    ['strips several marks around a word', 'it said ((pending)) again', ['it', 'said', 'pending', 'again']],
    ['drops a link, whatever its scheme', 'see http://support.example.com/faq please', ['see', 'please']],
    [
      'drops short codes in capitals only',
      'PLEASE check the iOS app',
      ['PLEASE', 'check', 'the', 'iOS', 'app'],
    ],
    ['keeps a Japanese run whole', '注文した商品がまだ届きません', ['注文した商品がまだ届きません']],
    [
      'keeps words split by several spaces or blank lines',
      'my  item\n\n  never   came',
      ['my', 'item', 'never', 'came'],
    ],
  ])('%s', (_what, ticket, words) => {
    expect(ticketWords(ticket)).toEqual(words)
  })
})

describe('ticketWords around an item name', () => {
  it.each([
    ['a name opening the ticket', 'Butterfly Knife | Fade never came', ['never', 'came']],
    [
      'no more than three words before the bar',
      'Dear Support StatTrak™ M9 Bayonet | Doppler never arrived',
      ['Dear', 'Support', 'never', 'arrived'],
    ],
    [
      'one Chinese run before the bar, not the words before it',
      'Hello Team ★ 蝴蝶刀 | 渐变之色 (略有磨损) still missing',
      ['Hello', 'Team', 'still', 'missing'],
    ],
    ['one Chinese run after the bar', '你好 ★ 蝴蝶刀 | 渐变之色 还没有到', ['你好', '还没有到']],
    ['a name after a lower-case word', 'i got awp | Asiimov today', ['i', 'got', 'awp', 'today']],
    [
      'no more than three words after the bar',
      'AK-47 | Redline Field Tested Thanks a lot',
      ['Thanks', 'a', 'lot'],
    ],
    ['a name up to its comma', 'AWP | Asiimov, Please check', ['Please', 'check']],
    ['a wear right after the bar', 'AWP | (Minimal-Wear) was never sent', ['was', 'never', 'sent']],
    [
      'a wear closed by a full stop',
      'my Butterfly Knife | Gamma Doppler (Factory New). It never came',
      ['my', 'It', 'never', 'came'],
    ],
    ['a smiley, which is no wear', 'my AK-47 | Redline arrived :) (finally)', ['my', 'arrived', 'finally']],
  ])('leaves out %s', (_what, ticket, words) => {
    expect(ticketWords(ticket)).toEqual(words)
  })
})
