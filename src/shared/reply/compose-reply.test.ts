import { describe, expect, it } from 'vitest'
import type { ReplySubject } from './advise'
import { composeReply, formatReplyDate } from './compose-reply'
import { LANGUAGE_PACKS } from './default-templates'
import { REPLY_LANGUAGE_CODES } from './languages'
import { ERROR_TEXTS, FUTURE_TRY, NOW, known, malformed, ok, replyItem } from './reply-items.test-support'

/** The ticket of issue 27: five IDs, one per common situation, plus one the catalog lacks and one that failed. */
const TICKET: readonly ReplySubject[] = [
  {
    kind: 'item',
    item: replyItem(
      known('WAITING_FOR_SEND'),
      { error_message: ok(ERROR_TEXTS.trade_hold), next_try: ok(FUTURE_TRY) },
      1042,
    ),
  },
  {
    kind: 'item',
    item: replyItem(
      known('WAITING_FOR_TRADE_ACCEPT'),
      { error_message: ok(ERROR_TEXTS.steam_unavailable), next_try: ok(FUTURE_TRY), name: ok('Glove Case') },
      2291,
    ),
  },
  { kind: 'item', item: replyItem(known('TRADE_ACCEPTED'), { name: ok('Operation Pass') }, 3310) },
  { kind: 'not_found', id: 4410 },
  { kind: 'failed', id: 5120, reason: 'The catalog did not answer in 10 s.' },
]

const paragraphs = (text: string) => text.split('\n\n')

describe('composeReply in English', () => {
  const reply = composeReply(TICKET, { language: 'en', now: NOW })
  const parts = paragraphs(reply)

  it('is the greeting, one paragraph per subject in order, and the closing', () => {
    expect(parts).toEqual([
      'Hello,',
      'thank you for your message. Here is where your items stand:',
      'AK-47 | Redline (Field-Tested) (ID 1042) cannot be sent yet because your Steam account has a trade hold. Please turn on the Steam Guard Mobile Authenticator and keep it active; once the hold has ended we will send the trade offer.',
      'The trade offer for Glove Case (ID 2291) could not be delivered, so we will send it again. You do not need to do anything until the new offer arrives. The next attempt is planned for Nov 23, 2026, 8:15 PM UTC.',
      'Operation Pass (ID 3310) has been delivered: the trade is complete, so the item should now be in your Steam inventory. Nothing more is needed from you.',
      'We could not find an item with ID 4410. Please check the number, or send us your order details so we can look it up.',
      'We could not check item 5120 just now because of a technical problem on our side. We will try again and get back to you.',
      'If you have any other questions, just reply to this message.',
      'Kind regards',
    ])
  })

  it('sends no internal status name, raw timestamp, raw error, failure reason, padding or rule', () => {
    expect(reply).not.toMatch(/WAITING_FOR|TRADE_ACCEPTED|UNAVAILABLE|AVAILABLE/)
    expect(reply).not.toMatch(/\d{4}-\d{2}-\d{2}|\d{2}:\d{2}:\d{2}|\.\d{6}Z/)
    expect(reply).not.toContain(ERROR_TEXTS.trade_hold)
    expect(reply).not.toContain('HTTP 503')
    expect(reply).not.toContain('10 s')
    expect(reply).not.toMatch(/ {2}|-{3}|\t|[{}]/)
  })

  it('says the next try with a trade hold nowhere: it would fail again', () => {
    expect(parts[2]).not.toMatch(/attempt|Nov 23/)
  })
})

describe('composeReply with a lead’s templates', () => {
  const subject: ReplySubject = {
    kind: 'item',
    item: replyItem(known('WAITING_FOR_SEND'), {
      error_message: ok(ERROR_TEXTS.other),
      next_try: ok(FUTURE_TRY),
    }),
  }

  it('uses the override, fills every placeholder, and sends the raw error only because it asks', () => {
    const reply = composeReply([subject], {
      language: 'en',
      now: NOW,
      templates: {
        greeting: 'Hi!',
        closing: 'Bye.',
        send_other_error: '{name} #{id} ({status}), bought {bought_at}, retry {next_try}. Reason: {error}',
      },
    })
    expect(paragraphs(reply)).toEqual([
      'Hi!',
      `AK-47 | Redline (Field-Tested) #1042 (waiting to be sent), bought Nov 21, 2026, 6:55 PM UTC, retry Nov 23, 2026, 8:15 PM UTC. Reason: ${ERROR_TEXTS.other}`,
      'Bye.',
    ])
  })

  it('adds the next-try sentence when the template does not say it', () => {
    const reply = composeReply([subject], {
      language: 'en',
      now: NOW,
      templates: { send_other_error: 'Problem.' },
    })
    expect(paragraphs(reply)[2]).toBe('Problem. The next attempt is planned for Nov 23, 2026, 8:15 PM UTC.')
  })

  it('leaves out an unknown placeholder, and a blank greeting and closing', () => {
    const reply = composeReply([subject], {
      language: 'en',
      now: NOW,
      templates: { greeting: '', closing: '', send_other_error: 'Dear {customer}, {name} is delayed.' },
    })
    expect(reply).toBe(
      'Dear, AK-47 | Redline (Field-Tested) is delayed. The next attempt is planned for Nov 23, 2026, 8:15 PM UTC.',
    )
  })

  it('writes the times in the zone asked for', () => {
    const reply = composeReply([subject], { language: 'de', now: NOW, timeZone: 'Asia/Tokyo' })
    expect(reply).toContain('24. Nov. 2026, 05:15')
  })
})

describe('composeReply in every language', () => {
  it.each(REPLY_LANGUAGE_CODES)(
    '%s: its own greeting, closing and sentences, and its date format',
    (language) => {
      const pack = LANGUAGE_PACKS[language]
      const reply = composeReply(TICKET, { language, now: NOW })
      expect(reply.startsWith(pack.templates.greeting)).toBe(true)
      expect(reply.endsWith(pack.templates.closing)).toBe(true)
      // Greeting and closing hold one blank line each; in between, one paragraph per subject.
      const body = paragraphs(reply).slice(2, -2)
      expect(body).toHaveLength(TICKET.length)
      body.forEach((paragraph, index) => {
        const subject = TICKET[index]!
        expect(paragraph).toContain(String(subject.kind === 'item' ? subject.item.id : subject.id))
      })
      expect(body[1]).toContain(formatReplyDate(new Date('2026-11-23T20:15:00Z'), language))
      expect(reply).not.toMatch(/[{}]|WAITING|ACCEPTED|\d{2}:\d{2}:\d{2}/)
    },
  )

  it('stands in for a name that could not be read', () => {
    const unnamed: ReplySubject = {
      kind: 'item',
      item: replyItem(known('TRADE_ACCEPTED'), { name: malformed() }),
    }
    expect(
      paragraphs(composeReply([unnamed], { language: 'en', now: NOW, templates: { greeting: '' } }))[0],
    ).toMatch(/^Your item \(ID 1042\) has been delivered/)
    expect(composeReply([unnamed], { language: 'ru', now: NOW })).toContain(
      'Предмет «без названия» (ID 1042)',
    )
  })
})

describe('formatReplyDate', () => {
  const date = new Date('2026-11-23T20:15:44.801Z')

  it.each([
    ['en', 'Nov 23, 2026, 8:15 PM UTC'],
    ['de', '23. Nov. 2026, 20:15 UTC'],
    ['ru', '23 нояб. 2026 г., 20:15 UTC'],
  ] as const)('%s → %s: minutes, the zone named', (language, expected) => {
    expect(formatReplyDate(date, language)).toBe(expected)
  })

  it('follows the zone it is given', () => {
    expect(formatReplyDate(date, 'de', 'Europe/Berlin')).toBe('23. Nov. 2026, 21:15 MEZ')
  })
})

describe('composeReply with untrusted catalog text', () => {
  const reply = (name: string, language: 'en' | 'de' = 'en') =>
    composeReply([{ kind: 'item', item: replyItem(known('TRADE_ACCEPTED'), { name: ok(name) }) }], {
      language,
      now: NOW,
      templates: { greeting: '', closing: '' },
    })

  it('keeps a name with line breaks on one line, so the item stays one paragraph', () => {
    expect(reply('Sticker\n\nKatowice\r\n2014')).toMatch(
      /^Sticker Katowice 2014 \(ID 1042\) has been delivered/,
    )
    expect(reply('Sticker\n\nKatowice')).not.toContain('\n')
  })

  it('drops control characters and bidirectional overrides from a name', () => {
    expect(reply('Knife\u202e\u0007 (ok)')).toMatch(/^Knife \(ok\) \(ID 1042\)/)
  })

  it('never changes the case of a catalog name', () => {
    expect(reply('iBUYPOWER Holo')).toMatch(/^iBUYPOWER Holo \(ID 1042\)/)
  })

  it('a name of nothing but invisible characters reads as the stand-in', () => {
    expect(reply('\u202e \u2066')).toMatch(/^Your item \(ID 1042\)/)
  })

  it('an unknown zone name falls back to UTC instead of failing the reply', () => {
    expect(formatReplyDate(new Date('2026-11-23T20:15:00Z'), 'en', 'Mars/Olympus')).toBe(
      'Nov 23, 2026, 8:15 PM UTC',
    )
  })
})
