import { describe, expect, it } from 'vitest'
import type { ReplyLanguage } from '../i18n/languages'
import { ticketDates, ZONE_WIDENING_DAYS } from './ticket-dates'

/**
 * The purchase days a ticket names, rule by rule and language by language. The reference is
 * fixed: Friday 27 November 2026, so "on Tuesday" is the 24th; no test reads the clock.
 */
const FRIDAY = '2026-11-27'

/** The days named (before the zone widening) of `ticket`, or null. */
function named(ticket: string, language: ReplyLanguage | null = null, today = FRIDAY) {
  const window = ticketDates(ticket, today, language).window
  return window === null ? null : [window.named.from, window.named.to]
}
const one = (day: string) => [day, day]

describe('days counted back from the reference', () => {
  it.each([
    ['en', 'I bought it today', 0],
    ['en', 'bought yesterday and it never came', 1],
    ['en', 'on the day before yesterday', 2],
    ['de', 'heute gekauft', 0],
    ['de', 'gestern gekauft', 1],
    ['de', 'vorgestern gekauft', 2],
    ['es', 'lo compré hoy', 0],
    ['es', 'lo compré ayer', 1],
    ['es', 'lo compré anteayer', 2],
    ['es', 'lo compré antes de ayer', 2],
    ['pt-BR', 'comprei hoje', 0],
    ['pt-BR', 'comprei ontem', 1],
    ['pt-BR', 'comprei anteontem', 2],
    ['ru', 'купил сегодня', 0],
    ['ru', 'купил вчера', 1],
    ['ru', 'купил позавчера', 2],
    ['zh-CN', '今天买的', 0],
    ['zh-CN', '昨天买的', 1],
    ['zh-CN', '前天买的', 2],
    // The night before the ticket's day.
    ['en', 'I bought it last night', 1],
    ['de', 'letzte Nacht gekauft', 1],
    ['de', 'in der vergangenen Nacht gekauft', 1],
    ['es', 'lo compré anoche', 1],
    ['pt-BR', 'comprei na noite passada', 1],
    ['ru', 'купил прошлой ночью', 1],
    ['zh-CN', '我昨晚买了', 1],
    ['zh-CN', '昨夜买的', 1],
  ] as const)('%s: %s is %i days back', (language, ticket, back) => {
    const day = `2026-11-${27 - back}`
    expect(named(ticket, language)).toEqual(one(day))
  })

  it.each([
    ['en', '3 days ago', '2026-11-24'],
    ['en', 'two days ago', '2026-11-25'],
    ['en', 'a day ago', '2026-11-26'],
    ['de', 'vor 3 Tagen', '2026-11-24'],
    ['de', 'vor zwei Tagen', '2026-11-25'],
    ['es', 'hace 3 días', '2026-11-24'],
    ['es', 'hace dos dias', '2026-11-25'],
    ['es', '4 días atrás', '2026-11-23'],
    ['pt-BR', 'há 3 dias', '2026-11-24'],
    ['pt-BR', 'faz dois dias', '2026-11-25'],
    ['pt-BR', '5 dias atrás', '2026-11-22'],
    ['ru', '3 дня назад', '2026-11-24'],
    ['ru', 'пять дней назад', '2026-11-22'],
    ['zh-CN', '3天前', '2026-11-24'],
    ['zh-CN', '三天前买的', '2026-11-24'],
    ['zh-CN', '十天之前', '2026-11-17'],
    ['zh-CN', '３天前', '2026-11-24'],
  ] as const)('%s: "%s" is %s', (language, ticket, day) => {
    expect(named(ticket, language)).toEqual(one(day))
  })

  it.each([
    ['en', '2 weeks ago'],
    ['de', 'vor zwei Wochen'],
    ['es', 'hace 2 semanas'],
    ['pt-BR', 'há duas semanas'],
    ['ru', '2 недели назад'],
    ['zh-CN', '两周前'],
    ['zh-CN', '两个星期前'],
  ] as const)('%s: "%s" is half a week either side of 14 days back', (language, ticket) => {
    expect(named(ticket, language)).toEqual(['2026-11-10', '2026-11-16'])
  })

  it.each([
    'a few days ago',
    'vor ein paar Tagen',
    'hace unos días',
    'há alguns dias',
    'несколько дней назад',
    '前几天',
  ])('"%s" is two to five days back', (ticket) => expect(named(ticket)).toEqual(['2026-11-22', '2026-11-25']))

  it.each(['5 hours ago', 'vor 5 Stunden', 'hace 5 horas', 'há 5 horas', '5 часов назад', '5小时前'])(
    '"%s" is today or yesterday, as the hour the ticket was written is not known',
    (ticket) => expect(named(ticket)).toEqual(['2026-11-26', FRIDAY]),
  )

  it('reads a Russian week or day back without a number as one', () => {
    expect(named('неделю назад', 'ru')).toEqual(['2026-11-17', '2026-11-23'])
    expect(named('день назад', 'ru')).toEqual(one('2026-11-26'))
  })

  it('never reaches past the reference with a week count', () => {
    expect(named('0 weeks ago')).toEqual(['2026-11-24', FRIDAY])
  })
})

describe('weekdays and last week', () => {
  it.each([
    ['en', 'I bought it on Tuesday'],
    ['en', 'last tuesday'],
    ['de', 'am Dienstag gekauft'],
    ['de', 'letzten Dienstag'],
    ['es', 'el martes compré'],
    ['es', 'el martes pasado'],
    ['pt-BR', 'na terça comprei'],
    ['pt-BR', 'terça-feira passada'],
    ['ru', 'во вторник купил'],
    ['ru', 'в прошлый вторник'],
    ['zh-CN', '周二买的'],
    ['zh-CN', '星期二买的'],
  ] as const)('%s: "%s" is the most recent Tuesday before the reference', (language, ticket) => {
    expect(named(ticket, language)).toEqual(one('2026-11-24'))
  })

  it('reads the weekday of the reference itself as a week back, the most recent past one', () => {
    expect(named('on Friday')).toEqual(one('2026-11-20'))
    expect(named('в пятницу')).toEqual(one('2026-11-20'))
  })

  it('reads 上周二 as Tuesday of last calendar week, not the most recent Tuesday', () => {
    expect(named('上周二买的', 'zh-CN')).toEqual(one('2026-11-17'))
    expect(named('上个星期天', 'zh-CN')).toEqual(one('2026-11-22'))
  })

  it('reads a Portuguese ordinal as a weekday only with -feira or after na', () => {
    expect(named('pela segunda vez', 'pt-BR')).toBeNull()
    expect(named('a quinta tentativa', 'pt-BR')).toBeNull()
    expect(named('na segunda', 'pt-BR')).toEqual(one('2026-11-23'))
    expect(named('sexta-feira', 'pt-BR')).toEqual(one('2026-11-20'))
    expect(named('no sábado', 'pt-BR')).toEqual(one('2026-11-21'))
  })

  it.each([
    ['en', 'last week'],
    ['de', 'letzte Woche'],
    ['es', 'la semana pasada'],
    ['pt-BR', 'na semana passada'],
    ['ru', 'на прошлой неделе'],
    ['zh-CN', '上周买的'],
  ] as const)('%s: "%s" is last calendar week and the Sunday before it', (language, ticket) => {
    expect(named(ticket, language)).toEqual(['2026-11-15', '2026-11-22'])
  })
})

describe('dates written out', () => {
  it.each([
    ['de', 'am 25.11. gekauft', '2026-11-25'],
    ['de', 'am 25.11.2026', '2026-11-25'],
    ['de', 'am 25.11.26', '2026-11-25'],
    ['de', 'am 25. November', '2026-11-25'],
    ['en', 'on Nov 25', '2026-11-25'],
    ['en', 'on November 25th, 2026', '2026-11-25'],
    ['en', 'on the 25th of November', '2026-11-25'],
    ['en', 'on 25/11', '2026-11-25'],
    ['en', 'on 11/25', '2026-11-25'],
    ['en', 'on 11/25/2026', '2026-11-25'],
    ['es', 'el 25 de noviembre', '2026-11-25'],
    ['es', 'el 25/11', '2026-11-25'],
    ['pt-BR', 'em 25 de novembro', '2026-11-25'],
    ['pt-BR', 'dia 25/11/2026', '2026-11-25'],
    ['ru', '25 ноября', '2026-11-25'],
    ['ru', '25 ноября 2026 г.', '2026-11-25'],
    ['ru', '25.11.2026', '2026-11-25'],
    ['zh-CN', '11月25日买的', '2026-11-25'],
    ['zh-CN', '11月25号买的', '2026-11-25'],
    ['zh-CN', '2026年11月25日', '2026-11-25'],
    [null, '2026-11-25', '2026-11-25'],
    [null, '25-11-2026', '2026-11-25'],
  ] as const)('%s: "%s" is %s', (language, ticket, day) => {
    expect(named(ticket, language)).toEqual(one(day))
  })

  it('takes a date without a year as the most recent past one', () => {
    expect(named('am 28.11.', 'de')).toEqual(one('2025-11-28'))
    expect(named('am 27.11.', 'de')).toEqual(one(FRIDAY))
    expect(named('on Feb 29', 'en')).toEqual(one('2024-02-29'))
  })

  it('keeps a written year as written', () => {
    expect(named('25 de noviembre de 2025', 'es')).toEqual(one('2025-11-25'))
  })

  it('reads no day that does not exist, and no price, range or ordinal as a date', () => {
    for (const ticket of [
      'am 31.02.',
      'I paid $10.05. Then',
      'it takes 3-5 days',
      'on 13/13',
      'sold out 3 times',
    ])
      expect(named(ticket), ticket).toBeNull()
  })
})

describe('a numeric date read two ways (03/04)', () => {
  // The rule: with both numbers 12 or under, day first only in a language that always writes
  // the day first (de, es, pt-BR, ru); in English (US or UK?), Chinese or an unknown language
  // the date gives no window and is listed as ambiguous, for the agent to set the window.
  it.each(['en', 'zh-CN', null] as const)('is ambiguous in %s', (language) => {
    const read = ticketDates('bought on 03/04, please help', FRIDAY, language)
    expect(read.window).toBeNull()
    expect(read.ambiguous).toEqual([{ text: '03/04', start: 10, end: 15 }])
  })

  it.each(['de', 'es', 'pt-BR', 'ru'] as const)('is day first in %s', (language) => {
    expect(named('03/04', language)).toEqual(one('2026-04-03'))
    expect(named('03-04-2026', language)).toEqual(one('2026-04-03'))
  })

  it('is one day whichever way when both numbers are the same', () => {
    expect(named('on 04/04')).toEqual(one('2026-04-04'))
  })

  it('leaves an ambiguous date out of a window the ticket’s other days make', () => {
    const read = ticketDates('bought yesterday, the other one on 03/04', FRIDAY, 'en')
    expect(read.window?.named).toEqual({ from: '2026-11-26', to: '2026-11-26' })
    expect(read.ambiguous.map((date) => date.text)).toEqual(['03/04'])
  })
})

describe('the window', () => {
  it('is widened by a day on each side for the zones between the customer and UTC', () => {
    expect(ZONE_WIDENING_DAYS).toBe(1)
    const window = ticketDates('gestern gekauft', FRIDAY, 'de').window!
    expect([window.from, window.to]).toEqual(['2026-11-25', '2026-11-27'])
  })

  it('covers every day the ticket names, and says where each was read', () => {
    const ticket = 'Bought one on 20.11. and another yesterday'
    const window = ticketDates(ticket, FRIDAY, 'en').window!
    expect(window.named).toEqual({ from: '2026-11-20', to: '2026-11-26' })
    expect([window.from, window.to]).toEqual(['2026-11-19', '2026-11-27'])
    expect(window.mentions.map(({ text, start, end }) => [text, ticket.slice(start, end) === text])).toEqual([
      ['20.11.', true],
      ['yesterday', true],
    ])
  })

  it('reads the longest mention where two overlap', () => {
    const window = ticketDates('the day before yesterday', FRIDAY, 'en').window!
    expect(window.mentions.map((mention) => mention.text)).toEqual(['the day before yesterday'])
  })

  it.each([
    ['en', 'I bought it the night before last'],
    ['de', 'vorletzte Nacht gekauft'],
    ['es', 'lo compré antenoche'],
    ['ru', 'купил позапрошлой ночью'],
    ['zh-CN', '我前晚买了'],
  ])('[%s] reads %j, the night before last, as no day rather than last night', (language, ticket) => {
    expect(ticketDates(ticket, FRIDAY, language as ReplyLanguage).window).toBeNull()
  })

  it('is null when the ticket names no day', () => {
    expect(ticketDates('My AWP | Asiimov never came, item 1042', FRIDAY, 'en')).toEqual({
      reference: { day: FRIDAY, source: 'today' },
      window: null,
      ambiguous: [],
    })
  })

  it('refuses a today that is not a day, rather than count from a wrong one', () => {
    expect(() => ticketDates('yesterday', '2026-02-30', 'en')).toThrow(/real day/u)
  })
})

describe('the reference day', () => {
  it.each([
    ['en', 'From: a@b.example\nDate: Fri, 20 Nov 2026 10:14:03 +0100\nSubject: item\n\nBought yesterday.'],
    ['en', 'From: a@b.example\nSent: Friday, November 20, 2026 10:14 AM\n\nBought yesterday.'],
    ['de', 'Von: a@b.example\nGesendet: Freitag, 20. November 2026 10:14\n\nGestern gekauft.'],
    ['es', 'De: a@b.example\nEnviado: viernes, 20 de noviembre de 2026 10:14\n\nLo compré ayer.'],
    ['pt-BR', 'De: a@b.example\nData: 20/11/2026 10:14\n\nComprei ontem.'],
    ['ru', 'От: a@b.example\nОтправлено: пятница, 20 ноября 2026 г. 10:14\n\nКупил вчера.'],
    ['zh-CN', '发件人: a@b.example\n发送时间：2026年11月20日 10:14\n\n昨天买的。'],
  ] as const)('%s: is the ticket’s own date when a header carries one', (language, ticket) => {
    const read = ticketDates(ticket, FRIDAY, language)
    expect(read.reference.day).toBe('2026-11-20')
    expect(read.reference.source).toBe('ticket')
    expect(read.window?.named).toEqual({ from: '2026-11-19', to: '2026-11-19' })
  })

  it('is the customer’s own header’s, never a quoted message’s, and no header date is a purchase', () => {
    const ticket =
      'Date: 20 Nov 2026\n\nStill nothing since yesterday.\n\n> Date: 10 Nov 2026\n> bought yesterday'
    const read = ticketDates(ticket, FRIDAY, 'en')
    expect(read.reference).toEqual({ day: '2026-11-20', source: 'ticket', text: 'Date: 20 Nov 2026' })
    expect(read.window?.mentions.map((mention) => mention.text)).toEqual(['yesterday'])
  })

  it('reads no day from a quoted earlier message, its attribution or its headers', () => {
    const threads = [
      'Bought it yesterday.\n\nOn Fri, Nov 20, 2026 at 10:00 AM Support <s@shop.example> wrote:\nYou bought it on Tuesday.',
      'Bought it yesterday.\nOn Fri, Nov 20, 2026 at 10:00 AM Support Team <\ns@shop.example> wrote:\nOn Tuesday.',
      'Gestern gekauft.\nVon: Support\nGesendet: Freitag, 20. November 2026 10:14\nSie haben am 17.11. gekauft.',
      'Купил вчера.\n-----Исходное сообщение-----\nВы купили 17 ноября.',
    ]
    for (const ticket of threads) {
      const read = ticketDates(ticket, FRIDAY, null)
      expect(read.reference.source, ticket).toBe('today')
      expect(read.window?.named, ticket).toEqual({ from: '2026-11-26', to: '2026-11-26' })
    }
  })

  it('reads the customer’s own message under its headers at the top', () => {
    const ticket = 'From: a@b.example\nDate: 27 Nov 2026\nSubject: AWP\n\nBought it 3 days ago.'
    expect(ticketDates(ticket, FRIDAY, 'en').window?.named).toEqual({ from: '2026-11-24', to: '2026-11-24' })
  })

  it('reads a forwarded mail’s headers as the ticket’s own', () => {
    const ticket =
      '---------- Forwarded message ---------\nFrom: a@b.example\nDate: Fri, 20 Nov 2026\n\nvorgestern gekauft'
    const read = ticketDates(ticket, FRIDAY, 'de')
    expect(read.reference.day).toBe('2026-11-20')
    expect(read.window?.named).toEqual({ from: '2026-11-18', to: '2026-11-18' })
  })

  it('gives offsets in the paste as it is, past emoji and blanked lines', () => {
    const ticket = '> 😀😀 quoted yesterday\n🎮 bought 3 days ago'
    const [mention] = ticketDates(ticket, FRIDAY, 'en').window!.mentions
    expect(ticket.slice(mention!.start, mention!.end)).toBe('3 days ago')
  })

  it('is today when the header is later than today (a wrong clock) or has no year', () => {
    expect(ticketDates('Date: 30 Nov 2026\nyesterday', FRIDAY, 'en').reference.source).toBe('today')
    expect(ticketDates('Date: 20 Nov\nyesterday', FRIDAY, 'en').reference.source).toBe('today')
  })
})
