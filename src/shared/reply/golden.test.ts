import { describe, expect, it } from 'vitest'
import type { ReplySubject } from './advise'
import { composeReply } from './compose-reply'
import { hanLatinSpacingFaults } from './han-latin-spacing'
import { REPLY_LANGUAGE_CODES } from '../i18n/languages'
import {
  BERLIN,
  BERLIN_IN_2H,
  BERLIN_IN_2MIN,
  ERROR_TEXTS,
  LONG_PAST_TRY,
  FAR_FUTURE_TRY,
  NOW,
  known,
  malformed,
  ok,
  replyItem,
} from './reply-items.test-support'
import { saying } from '../i18n/english.test-support'

/**
 * One ticket in twelve situations, answered in every language and compared with the checked-in
 * text in golden/<language>.txt, which a speaker of each language reviews line by line.
 * After a deliberate change of wording: `npx vitest run -u src/shared/reply/golden.test.ts`,
 * then review the diff of golden/ before committing.
 */
const item = (id: number, status: string, fields: Parameters<typeof replyItem>[1] = {}): ReplySubject => ({
  kind: 'item',
  item: replyItem(known(status as Parameters<typeof known>[0]), fields, id),
})
const TICKET: readonly ReplySubject[] = [
  item(1001, 'TRADE_ACCEPTED', {
    name: ok('★ 蝴蝶刀 | 渐变之色 (略有磨损)'),
    market_hash_name: ok('★ Butterfly Knife | Fade (Minimal Wear)'),
  }),
  item(1002, 'WAITING_FOR_SEND', { next_try: ok(BERLIN_IN_2H), name: ok('Glove Case') }),
  item(1003, 'WAITING_FOR_SEND', { next_try: ok(BERLIN_IN_2H), name: ok('Operation Pass') }),
  item(1004, 'WAITING_FOR_SEND', { next_try: ok(LONG_PAST_TRY), name: ok('Sticker | Crown (Foil)') }),
  item(1005, 'WAITING_FOR_TRADE_ACCEPT', { name: ok('AWP | Asiimov (Field-Tested)') }),
  item(1006, 'WAITING_FOR_SEND', {
    error_message: ok(ERROR_TEXTS.inventory_private),
    next_try: ok(BERLIN_IN_2H),
  }),
  item(1007, 'WAITING_FOR_TRADE_ACCEPT', {
    error_message: ok(ERROR_TEXTS.trade_url_outdated),
    name: ok('M4A4 | Howl (Minimal Wear)'),
  }),
  item(1008, 'WAITING_FOR_SEND', {
    error_message: ok(ERROR_TEXTS.trade_hold),
    next_try: ok(BERLIN_IN_2H),
    name: ok('Desert Eagle | Blaze (Factory New)'),
  }),
  item(1009, 'WAITING_FOR_TRADE_ACCEPT', {
    error_message: ok(ERROR_TEXTS.steam_down),
    next_try: ok(BERLIN_IN_2MIN),
    name: ok('Karambit | Doppler (Factory New)'),
  }),
  item(1010, 'UNAVAILABLE', { error_message: ok(ERROR_TEXTS.item_gone), name: ok('USP-S | Kill Confirmed') }),
  item(1011, 'WAITING_FOR_SEND', {
    error_message: ok(ERROR_TEXTS.unknown),
    next_try: ok(BERLIN_IN_2H),
    name: ok('Glock-18 | Fade (Factory New)'),
  }),
  { kind: 'not_found', id: 1012 },
  { kind: 'failed', id: 1013, reason: saying('Sign in again.'), cause: 'interrupted' },
]

describe('the reply to one ticket in twelve situations', () => {
  it.each(REPLY_LANGUAGE_CODES)('reads in %s as its golden file', async (language) => {
    const reply = composeReply(TICKET, {
      language,
      now: NOW,
      catalogTimeZone: BERLIN,
      customerName: 'Alex',
      agentName: 'Sam',
    })
    expect(reply.needsChoice).toEqual([1011])
    if (language === 'zh-CN') expect(hanLatinSpacingFaults(reply.text)).toEqual([])
    await expect(`${reply.text}\n`).toMatchFileSnapshot(`golden/${language}.txt`)
  })
})

/**
 * One ticket whose promises hang on the fields: an offer with no readable trade offer ID;
 * an outdated trade URL and a private inventory, each under a status that plans a new try and
 * one that does not (sent again once the customer has acted, never at a time); Steam down
 * under three statuses and two next tries (each item keeps its own follow-up, those that agree
 * joined); a trade hold under two statuses ("Once you have done this" after the instruction).
 * Answered with the catalog's zone set, then not set (next tries that may be over), both in
 * golden/promises.<language>.txt.
 */
const PROMISES: readonly ReplySubject[] = [
  item(2001, 'WAITING_FOR_SEND', { next_try: ok(BERLIN_IN_2H), name: ok('Glove Case') }),
  item(2002, 'WAITING_FOR_TRADE_ACCEPT', {
    name: ok('AWP | Asiimov (Field-Tested)'),
    trade_offer_id: malformed(),
  }),
  item(2003, 'WAITING_FOR_SEND', {
    error_message: ok(ERROR_TEXTS.trade_url_outdated),
    next_try: ok(FAR_FUTURE_TRY),
    name: ok('M4A4 | Howl (Minimal Wear)'),
  }),
  item(2004, 'WAITING_FOR_TRADE_ACCEPT', {
    error_message: ok(ERROR_TEXTS.trade_url_outdated),
    name: ok('Operation Pass'),
  }),
  item(2005, 'WAITING_FOR_SEND', {
    error_message: ok(ERROR_TEXTS.steam_down),
    next_try: ok(FAR_FUTURE_TRY),
    name: ok('Karambit | Doppler (Factory New)'),
  }),
  item(2006, 'WAITING_FOR_TRADE_ACCEPT', {
    error_message: ok(ERROR_TEXTS.steam_down),
    next_try: ok(BERLIN_IN_2H),
    name: ok('AK-47 | Redline (Field-Tested)'),
  }),
  item(2007, 'UNAVAILABLE', {
    error_message: ok(ERROR_TEXTS.steam_down),
    name: ok('Sticker | Crown (Foil)'),
  }),
  item(2008, 'WAITING_FOR_SEND', {
    error_message: ok(ERROR_TEXTS.inventory_private),
    next_try: ok(BERLIN_IN_2H),
    name: ok('Desert Eagle | Blaze (Factory New)'),
  }),
  item(2009, 'UNAVAILABLE', {
    error_message: ok(ERROR_TEXTS.inventory_private),
    name: ok('Glock-18 | Fade (Factory New)'),
  }),
  item(2010, 'WAITING_FOR_TRADE_ACCEPT', {
    error_message: ok(ERROR_TEXTS.steam_down),
    next_try: ok(FAR_FUTURE_TRY),
    name: ok('USP-S | Kill Confirmed'),
  }),
  item(2011, 'WAITING_FOR_SEND', { error_message: ok(ERROR_TEXTS.trade_hold), name: ok('Falchion Case') }),
  item(2012, 'WAITING_FOR_TRADE_ACCEPT', {
    error_message: ok(ERROR_TEXTS.trade_hold),
    name: ok('Spectrum Case'),
  }),
]

describe('the reply to a ticket whose promises hang on its fields', () => {
  it.each(REPLY_LANGUAGE_CODES)(
    'reads in %s as its golden file, with the zone set and not set',
    async (language) => {
      const answer = (zone: string | null) =>
        composeReply(PROMISES, {
          language,
          now: NOW,
          catalogTimeZone: zone,
          customerName: 'Alex',
          agentName: 'Sam',
        })
      const set = answer(BERLIN)
      const unset = answer(null)
      expect(set.nextTryUnsure).toEqual([])
      expect(unset.nextTryUnsure).toEqual([2001, 2006])
      if (language === 'zh-CN') expect(hanLatinSpacingFaults(`${set.text}\n${unset.text}`)).toEqual([])
      await expect(
        `=== Catalog time zone: ${BERLIN} ===\n\n${set.text}\n\n=== Catalog time zone: not set ===\n\n${unset.text}\n`,
      ).toMatchFileSnapshot(`golden/promises.${language}.txt`)
    },
  )
})
