import { describe, expect, it } from 'vitest'
import type { ReplySubject } from './advise'
import { composeReply, type ComposeOptions } from './compose-reply'
import { LANGUAGE_PACKS } from './default-templates'
import { REPLY_LANGUAGE_CODES } from '../i18n/languages'
import {
  BERLIN,
  BERLIN_2H_AGO,
  BERLIN_IN_2H,
  BERLIN_IN_2MIN,
  ERROR_TEXTS,
  FAR_FUTURE_TRY,
  NOW,
  known,
  ok,
  replyItem,
} from './reply-items.test-support'
import { saying } from '../i18n/english.test-support'

const item = (
  id: number,
  fields: Parameters<typeof replyItem>[1],
  status = known('WAITING_FOR_SEND'),
): ReplySubject => ({
  kind: 'item',
  item: replyItem(status, fields, id),
})
const en = (options: Partial<ComposeOptions> = {}): ComposeOptions => ({
  language: 'en',
  now: NOW,
  catalogTimeZone: BERLIN,
  ...options,
})
const paragraphs = (text: string) => text.split('\n\n')

describe('composeReply: one paragraph per situation', () => {
  const privateInventory = (id: number, name: string) =>
    item(id, { error_message: ok(ERROR_TEXTS.inventory_private), next_try: ok(BERLIN_IN_2H), name: ok(name) })

  it('lists the situation’s items once and says the instruction once', () => {
    const reply = composeReply(
      [privateInventory(1, 'Glove Case'), privateInventory(2, 'Operation Pass')],
      en(),
    )
    const body = paragraphs(reply.text)[2]!
    expect(body).toBe(
      'We could not send the trade offer for Glove Case (ID 1) and Operation Pass (ID 2) yet. Your Steam inventory is private, so the trade offer cannot reach you. Please set your inventory to public in the privacy settings of your Steam profile. Once your inventory is public, we will send the trade offers again.',
    )
    expect(reply.text.match(/Please set your inventory to public/g)).toHaveLength(1)
  })

  it('speaks of one item as one, and of several as several, from the greeting on', () => {
    const one = composeReply([item(5, {}, known('TRADE_ACCEPTED'))], en())
    expect(one.text).toContain('Here is where your item stands:')
    expect(one.text).toContain('has been delivered: the trade is complete, so you will find it in')
    const two = composeReply(
      [item(5, {}, known('TRADE_ACCEPTED')), item(6, {}, known('TRADE_ACCEPTED'))],
      en(),
    )
    expect(two.text).toContain('Here is where your items stand:')
    expect(two.text).toContain('(ID 5) and AK-47 | Redline (Field-Tested) (ID 6) have been delivered')
    expect(two.text).toContain('you will find them in')
  })

  it('opens the paragraph after the greeting with a capital letter', () => {
    expect(paragraphs(composeReply([item(5, {})], en()).text)[1]).toMatch(/^Thank you/)
  })
})

describe('composeReply: never guesses a cause', () => {
  const unknown = item(7, { error_message: ok(ERROR_TEXTS.unknown), next_try: ok(BERLIN_IN_2H) })

  it('says only what the fields prove until the agent chooses, and counts the items needing a choice', () => {
    const reply = composeReply([unknown], en())
    expect(reply.needsChoice).toEqual([7])
    expect(paragraphs(reply.text)[2]).toBe(
      'We could not send the trade offer for AK-47 | Redline (Field-Tested) (ID 7) yet. We will send the trade offer again on November 23 at 11:00 PM Central European Time (UTC+1), that is, in 2 hours.',
    )
    expect(reply.text).not.toMatch(/inventory|trade URL|trade hold|Steam was/)
  })

  it('never lends an unknown error another item’s cause, and says each one’s resend, when both retry at once', () => {
    const steamDown = item(6, {
      error_message: ok(ERROR_TEXTS.steam_down),
      next_try: ok(BERLIN_IN_2H),
    })
    const text = composeReply([steamDown, unknown], en()).text
    const naming = (id: number) => paragraphs(text).filter((paragraph) => paragraph.includes(`(ID ${id})`))
    expect(naming(6)).toHaveLength(1)
    expect(naming(7)).toHaveLength(1)
    expect(naming(6)[0]).not.toBe(naming(7)[0])
    expect(naming(7)[0]).not.toMatch(/Steam was/)
    // Each paragraph says its own items' resend, though the sentence reads the same.
    for (const id of [6, 7]) {
      expect(naming(id)[0]).toMatch(/We will send the trade offer again on November 23 at 11:00 PM/)
    }
  })

  it('says a cause shared by two statuses once, in one paragraph naming both items', () => {
    const sendHold = item(8, { error_message: ok(ERROR_TEXTS.trade_hold) })
    const acceptHold = item(
      9,
      { error_message: ok(ERROR_TEXTS.trade_hold) },
      known('WAITING_FOR_TRADE_ACCEPT'),
    )
    const text = composeReply([sendHold, acceptHold], en()).text
    const hold = paragraphs(text).filter((paragraph) => paragraph.includes('trade hold'))
    expect(hold).toHaveLength(1)
    expect(hold[0]).toContain('(ID 8)')
    expect(hold[0]).toContain('(ID 9)')
  })

  it('uses the agent’s choice once made', () => {
    const reply = composeReply([unknown], en({ choices: { 7: 'trade_url_outdated' } }))
    expect(reply.needsChoice).toEqual([])
    expect(reply.text).toContain('The trade URL we have for your account is no longer valid.')
  })

  it('never calls an interrupted lookup a technical problem', () => {
    const reply = composeReply(
      [{ kind: 'failed', id: 9, reason: saying('Sign in again.'), cause: 'interrupted' }],
      en(),
    )
    expect(reply.text).not.toMatch(/technical problem/)
    expect(reply.text).toContain('We have not been able to check item 9 yet.')
  })
})

describe('composeReply: times as the catalog allows', () => {
  const waiting = (nextTry: string) => [item(3, { next_try: ok(nextTry) })]

  it('with the zone set, names the time in it with its name, offset and distance', () => {
    expect(composeReply(waiting(BERLIN_IN_2H), en()).text).toContain(
      'we will send the trade offer on November 23 at 11:00 PM Central European Time (UTC+1), that is, in 2 hours.',
    )
    expect(composeReply(waiting(BERLIN_IN_2H), en({ language: 'de' })).text).toContain(
      'Wir senden das Handelsangebot am 23. November um 23:00 Uhr (Mitteleuropäische Zeit, UTC+1), also in 2 Stunden.',
    )
  })

  it('with no zone set, gives no clock time and claims no zone', () => {
    const { text } = composeReply(waiting(FAR_FUTURE_TRY), en({ catalogTimeZone: null }))
    expect(text).toContain('we will send the trade offer at the next attempt.')
    expect(text).not.toMatch(/UTC|GMT|\d:\d\d|Time\b/)
  })

  it('with no zone set, never says a next try that may be over in the catalog’s zone is still to come', () => {
    // 23:00 is two hours ahead in Berlin, but eleven hours past in UTC+14.
    const reply = composeReply(waiting(BERLIN_IN_2H), en({ catalogTimeZone: null }))
    expect(reply.text).toContain(
      'we will send the trade offer at the next attempt (which may already have been made).',
    )
    expect(reply.nextTryUnsure).toEqual([3])
    expect(composeReply(waiting(FAR_FUTURE_TRY), en({ catalogTimeZone: null })).nextTryUnsure).toEqual([])
    expect(composeReply(waiting(BERLIN_IN_2H), en()).nextTryUnsure).toEqual([])
  })

  it('never promises a time under five minutes ahead or already past', () => {
    expect(composeReply(waiting(BERLIN_IN_2MIN), en()).text).toContain('we will send the trade offer now.')
    const past = composeReply(waiting(BERLIN_2H_AGO), en()).text
    expect(past).toContain('no new attempt is planned at the moment')
    expect(past).not.toMatch(/\d:\d\d/)
  })
})

describe('composeReply: names', () => {
  it('greets by the customer’s name, or gracefully without one, and signs with the agent’s', () => {
    const named = composeReply([item(1, {})], en({ customerName: 'Ana', agentName: 'Sam' })).text
    expect(named.startsWith('Hello Ana,\n\n')).toBe(true)
    expect(named.endsWith('Kind regards\nSam')).toBe(true)
    const anonymous = composeReply([item(1, {})], en({ customerName: '  ' })).text
    expect(anonymous.startsWith('Hello,\n\n')).toBe(true)
    expect(anonymous.endsWith('Kind regards')).toBe(true)
  })

  it('names an item written in another script by its market name', () => {
    const knife = item(4, {
      name: ok('★ 蝴蝶刀 | 渐变之色 (略有磨损)'),
      market_hash_name: ok('★ Butterfly Knife | Fade (Minimal Wear)'),
    })
    expect(composeReply([knife], en()).text).toContain('★ Butterfly Knife | Fade (Minimal Wear) (ID 4)')
    expect(composeReply([knife], en({ language: 'zh-CN' })).text).toContain(
      '“★ 蝴蝶刀 | 渐变之色 (略有磨损)”（ID 4）',
    )
  })

  it('uses the greeting written once for all languages, unless the language has its own', () => {
    const shared = { greeting: 'Hi {customer_name}!' }
    expect(composeReply([item(1, {})], en({ language: 'ru', shared })).text.startsWith('Hi!')).toBe(true)
    const own = composeReply(
      [item(1, {})],
      en({ language: 'ru', shared, templates: { greeting: 'Привет!' } }),
    )
    expect(own.text.startsWith('Привет!')).toBe(true)
  })
})

describe('composeReply in every language', () => {
  it.each(REPLY_LANGUAGE_CODES)(
    '%s: its own greeting and closing, and no ASCII space between Chinese sentences',
    (language) => {
      const { text } = composeReply(
        [item(1, { error_message: ok(ERROR_TEXTS.trade_hold) }), { kind: 'not_found', id: 2 }],
        {
          language,
          now: NOW,
          catalogTimeZone: null,
        },
      )
      const pack = LANGUAGE_PACKS[language]
      expect(text.endsWith(pack.templates.closing)).toBe(true)
      if (language === 'zh-CN') expect(text).not.toMatch(/[。！？：] /)
    },
  )
})

describe('composeReply: the lead’s own templates', () => {
  const delivered = (id: number, name = 'Glove Case', market: string | null = null) =>
    item(
      id,
      { name: ok(name), ...(market === null ? {} : { market_hash_name: ok(market) }) },
      known('TRADE_ACCEPTED'),
    )
  const body = (template: string, subjects: ReplySubject[]) =>
    paragraphs(composeReply(subjects, en({ templates: { trade_accepted: template } })).text)[2]

  it.each([
    [
      'a bracket closed after the last ID',
      '{name} (ID {id} in our catalog) has been delivered.',
      'Glove Case (ID 1 in our catalog) and Glove Case (ID 2 in our catalog) has been delivered.',
    ],
    [
      'brackets inside that bracket',
      '{name} (ID {id} [new]) has been delivered.',
      'Glove Case (ID 1 [new]) and Glove Case (ID 2 [new]) has been delivered.',
    ],
    [
      'a bracket the name closes',
      'Your order (for {name}) (ID {id}) has been delivered.',
      'Your order (for Glove Case) (ID 1) and Glove Case) (ID 2) has been delivered.',
    ],
    [
      'a bracket closed before the last placeholder',
      '{name} (ID {id}) bought {bought_at} has been delivered.',
      'Glove Case (ID 1) bought November 21, 2026 at 7:55 PM GMT+1 and Glove Case (ID 2) bought November 21, 2026 at 7:55 PM GMT+1 has been delivered.',
    ],
    [
      'a bracket never closed',
      '{name} (ID {id} has been delivered.',
      'Glove Case (ID 1 has been delivered. and Glove Case (ID 2 has been delivered.',
    ],
  ])('lists each item with %s', (_case, template, expected) => {
    expect(body(template, [delivered(1), delivered(2)])).toBe(expected)
  })

  it.each([
    [
      'opens with the name',
      '{name} (ID {id}) has been delivered.',
      'iBUYPOWER Case (ID 1) has been delivered.',
    ],
    [
      'opens with the market name after spaces',
      '  {market_hash_name} (ID {id}) has been delivered.',
      'iBUYPOWER Case (ID 1) has been delivered.',
    ],
    [
      'opens with a word',
      'your {name} (ID {id}) has been delivered.',
      'Your iBUYPOWER Case (ID 1) has been delivered.',
    ],
    [
      'opens with the market name',
      '{market_hash_name} (ID {id}) is yours.',
      'iBUYPOWER Case (ID 1) is yours.',
    ],
  ])(
    'keeps a catalog name’s case, and opens any other sentence with a capital: %s',
    (_case, template, expected) => {
      expect(body(template, [delivered(1, 'iBUYPOWER Case')])).toBe(expected)
    },
  )

  it('names the market name where the template asks for it, and the item’s name when there is none', () => {
    const template = '{market_hash_name} (ID {id}) has been delivered.'
    expect(body(template, [delivered(1, 'Glove Case', 'Glove Case (Souvenir)')])).toBe(
      'Glove Case (Souvenir) (ID 1) has been delivered.',
    )
    expect(body(template, [delivered(1, 'Glove Case')])).toBe('Glove Case (ID 1) has been delivered.')
  })

  const bare = { greeting: '', closing: '', signature: '' }

  it('keeps the template’s blank lines between its sentences', () => {
    const templates = {
      ...bare,
      trade_accepted: '{name} (ID {id}) has been delivered.\n\nEnjoy it.\n\nThanks.',
    }
    expect(composeReply([delivered(1)], en({ templates })).text).toBe(
      'Glove Case (ID 1) has been delivered.\n\nEnjoy it.\n\nThanks.',
    )
  })

  it('leaves out an emptied greeting, closing and signature without blank paragraphs', () => {
    expect(composeReply([delivered(1)], en({ templates: bare })).text).toBe(
      'Glove Case (ID 1) has been delivered: the trade is complete, so you will find it in your Steam inventory. Nothing more is needed from you.',
    )
  })
})

describe('composeReply: paragraphs, and an instruction once in the whole reply', () => {
  const waiting = (id: number, nextTry: string, error: string | null = null) =>
    item(id, { name: ok('Glove Case'), next_try: ok(nextTry), error_message: ok(error) })
  const body = (subjects: ReplySubject[]) => paragraphs(composeReply(subjects, en()).text).slice(2, -2)

  it('gives items of one situation told different times a paragraph each, the instruction said once', () => {
    expect(body([waiting(1, BERLIN_IN_2H), waiting(2, BERLIN_IN_2MIN)])).toEqual([
      'Glove Case (ID 1) is ready to be sent: we will send the trade offer on November 23 at 11:00 PM Central European Time (UTC+1), that is, in 2 hours. Please keep an eye on your Steam trade offers.',
      'Glove Case (ID 2) is ready to be sent: we will send the trade offer now.',
    ])
  })

  it('says a cause once for items told different times, each item followed by its own follow-up', () => {
    const down = ERROR_TEXTS.steam_down
    expect(body([waiting(1, BERLIN_IN_2H, down), waiting(2, BERLIN_IN_2MIN, down)])).toEqual([
      'We could not send the trade offer for Glove Case (ID 1) yet. Steam was temporarily unavailable. We will send the trade offer again on November 23 at 11:00 PM Central European Time (UTC+1), that is, in 2 hours. We could not send the trade offer for Glove Case (ID 2) yet. A new attempt is due now.',
    ])
  })
})
