import { describe, expect, it } from 'vitest'
import { ticketWords } from './ticket-words'

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
