import { describe, expect, it } from 'vitest'
import type { ReplySubject } from './advise'
import { utcOffsetMs } from './catalog-time'
import { composeReply, type ComposeOptions } from './compose-reply'
import { hanLatinSpacingFaults } from './han-latin-spacing'
import { REPLY_LANGUAGE_CODES, type ReplyLanguage } from '../i18n/languages'
import { BERLIN, ERROR_TEXTS, NOW, known, malformed, ok, replyItem } from './reply-items.test-support'
import { saying } from '../i18n/english.test-support'

/**
 * What makes a reply sendable in each language beyond the twelve situations of golden.test.ts,
 * compared with golden/language/<language>.txt, which a speaker of each language reviews line
 * by line: items without a readable name wherever a sentence names an item, a next try in
 * several zones, and names and IDs in Latin letters beside the language's own script. After a
 * deliberate change of wording: `npx vitest run -u src/shared/reply/golden-language.test.ts`.
 */
type Status = Parameters<typeof known>[0]
const item = (id: number, status: Status, fields: Parameters<typeof replyItem>[1] = {}): ReplySubject => ({
  kind: 'item',
  item: replyItem(known(status), fields, id),
})
/** An item whose catalog sent neither name in a readable form. */
const unnamed = (id: number, status: Status, fields: Parameters<typeof replyItem>[1] = {}) =>
  item(id, status, { name: malformed(), market_hash_name: malformed(), ...fields })

const UNNAMED: readonly ReplySubject[] = [
  unnamed(5, 'TRADE_ACCEPTED'),
  item(6, 'TRADE_ACCEPTED', { name: ok('Glove Case') }),
  unnamed(7, 'TRADE_ACCEPTED'),
  unnamed(8, 'WAITING_FOR_TRADE_ACCEPT'),
  unnamed(9, 'AVAILABLE'),
  unnamed(10, 'WAITING_FOR_SEND', { error_message: ok(ERROR_TEXTS.inventory_private) }),
  unnamed(11, 'UNAVAILABLE', { error_message: ok(ERROR_TEXTS.item_gone) }),
  unnamed(12, 'AVAILABLE', { bought_at: malformed(), trade_offer_id: malformed(), send_date: malformed() }),
]

/** Latin names beside the language's own script, a name in that script, and bare IDs. */
const NAMES: readonly ReplySubject[] = [
  item(21, 'TRADE_ACCEPTED', { name: ok('Souvenir 2026 Package') }),
  item(22, 'TRADE_ACCEPTED', {
    name: ok('Нож-бабочка | Градиент'),
    market_hash_name: ok('★ Butterfly Knife | Fade'),
  }),
  item(23, 'TRADE_ACCEPTED', {
    name: ok('★ 蝴蝶刀 | 渐变之色'),
    market_hash_name: ok('★ Butterfly Knife | Fade'),
  }),
  item(24, 'WAITING_FOR_SEND', { error_message: ok(ERROR_TEXTS.trade_hold), name: ok('AK-47 | Redline') }),
  { kind: 'not_found', id: 4410 },
  { kind: 'failed', id: 57, reason: saying('Sign in again.'), cause: 'failed' },
]

/** Zones a catalog may keep its times in, each with how far ahead its next try is. */
const ZONES: readonly (readonly [zone: string, aheadMinutes: number])[] = [
  [BERLIN, 120],
  ['America/New_York', 26 * 60],
  ['Asia/Shanghai', 45],
  ['Europe/Moscow', 3 * 24 * 60],
  ['America/Sao_Paulo', 120],
  ['UTC', 120],
]

/** The catalog's zone-less wall time in `zone`, `minutes` after NOW. */
function wallTime(zone: string, minutes: number): string {
  const at = new Date(NOW.getTime() + minutes * 60_000)
  return new Date(at.getTime() + utcOffsetMs(zone, at)).toISOString().slice(0, 19).replace('T', ' ')
}

const whole = (language: ReplyLanguage): Omit<ComposeOptions, 'now'> => ({
  language,
  catalogTimeZone: BERLIN,
  customerName: 'Alex',
  agentName: 'Sam',
})

/** Only the paragraphs about the items: the greeting and closing are in the other cases. */
const body = (language: ReplyLanguage, zone: string): Omit<ComposeOptions, 'now'> => ({
  language,
  catalogTimeZone: zone,
  templates: { greeting: '', closing: '', signature: '' },
})

function zoneCase(language: ReplyLanguage, zone: string, minutes: number): string {
  const nextTry = ok(wallTime(zone, minutes))
  const subjects = [
    item(31, 'WAITING_FOR_SEND', { name: ok('Glove Case'), next_try: nextTry }),
    item(32, 'WAITING_FOR_TRADE_ACCEPT', { error_message: ok(ERROR_TEXTS.steam_down), next_try: nextTry }),
  ]
  return composeReply(subjects, { ...body(language, zone), now: NOW }).text
}

describe('the reply in every language, beyond the twelve situations', () => {
  it.each(REPLY_LANGUAGE_CODES)('reads in %s as its golden file', async (language) => {
    const cases = [
      ['Items without a readable name', composeReply(UNNAMED, { ...whole(language), now: NOW }).text],
      [
        'Names and IDs in Latin letters and in other scripts',
        composeReply(NAMES, { ...whole(language), now: NOW }).text,
      ],
      ...ZONES.map(([zone, minutes]) => [
        `Next try, catalog zone ${zone}`,
        zoneCase(language, zone, minutes),
      ]),
    ]
    const text = cases.map(([title, reply]) => `### ${title}\n\n${reply}\n`).join('\n')
    if (language === 'zh-CN') expect(hanLatinSpacingFaults(text)).toEqual([])
    await expect(text).toMatchFileSnapshot(`golden/language/${language}.txt`)
  })
})
