import { describe, expect, it } from 'vitest'
import { situationOf, type AdviceContext, type ReplyItem } from './advise'
import {
  followUpKey,
  followUpTellsNextTry,
  nextTryMayBeTold,
  nextTryUnsure,
  paragraphPromises,
  tellsNextTry,
} from './follow-up'
import {
  BERLIN,
  BERLIN_IN_2H,
  BERLIN_IN_2MIN,
  ERROR_TEXTS,
  FAR_FUTURE_TRY,
  NOW,
  known,
  malformed,
  ok,
  replyItem,
} from './reply-items.test-support'
import { GENERAL_TEMPLATE_FIELDS } from './templates'

function adviceFor(
  status: Parameters<typeof known>[0],
  fields: Partial<ReplyItem>,
  context: Partial<AdviceContext> = {},
) {
  return situationOf(
    { kind: 'item', item: replyItem(known(status), fields) },
    { now: NOW, catalogTimeZone: BERLIN, ...context },
  )
}

const inventory = ok(ERROR_TEXTS.inventory_private)
const tradeUrl = ok(ERROR_TEXTS.trade_url_outdated)
const steamDown = ok(ERROR_TEXTS.steam_down)

describe('paragraphPromises: what a paragraph promises the customer', () => {
  it.each([
    [
      'Steam down with a next try ahead: the resend, still to come',
      { error_message: steamDown, next_try: ok(BERLIN_IN_2H) },
      'next_try_line',
      ['resend', 'next_try_to_come'],
    ],
    [
      'Steam down with a next try due: the resend, now',
      { error_message: steamDown, next_try: ok(BERLIN_IN_2MIN) },
      'due_now_line',
      ['resend', 'next_try_to_come'],
    ],
    [
      'a private inventory with a next try ahead: the resend once it is public, at no time',
      { error_message: inventory, next_try: ok(BERLIN_IN_2H) },
      'resend_once_public_line',
      ['resend_once_fixed'],
    ],
    [
      'a private inventory with a next try due: the resend once it is public',
      { error_message: inventory, next_try: ok(BERLIN_IN_2MIN) },
      'resend_once_public_line',
      ['resend_once_fixed'],
    ],
    [
      'an outdated trade URL with a next try: the resend once we have the new one',
      { error_message: tradeUrl, next_try: ok(BERLIN_IN_2H) },
      'resend_once_url_line',
      ['resend_once_fixed'],
    ],
    ['a private inventory with no next try: nothing', { error_message: inventory }, 'after_fix_line', []],
    ['Steam down with no next try: nothing', { error_message: steamDown }, 'we_check_line', []],
    [
      'no error, a next try ahead: its situation’s offer, still to come',
      { next_try: ok(BERLIN_IN_2H) },
      null,
      ['offer_soon', 'next_try_to_come'],
    ],
  ] as const)('waiting for send, %s', (_case, fields, key, promises) => {
    const advice = adviceFor('WAITING_FOR_SEND', fields)
    expect(followUpKey(advice)).toBe(key)
    expect(paragraphPromises(advice)).toEqual(promises)
  })

  it('a delivered item promises its delivery, and nothing more', () => {
    expect(paragraphPromises(adviceFor('TRADE_ACCEPTED', {}))).toEqual(['delivered'])
  })

  it('an offer waits only where its trade offer ID can be read', () => {
    expect(paragraphPromises(adviceFor('WAITING_FOR_TRADE_ACCEPT', {}))).toEqual(['offer_exists'])
    const unproven = adviceFor('WAITING_FOR_TRADE_ACCEPT', { trade_offer_id: malformed() })
    expect(unproven.situation).toBe('accept_offer_unconfirmed')
    expect(paragraphPromises(unproven)).toEqual([])
  })

  it('with no zone set, a next try ahead in every zone is still to come, one that may be over is not', () => {
    const unset = { catalogTimeZone: null }
    const surely = adviceFor('WAITING_FOR_SEND', { next_try: ok(FAR_FUTURE_TRY) }, unset)
    expect(paragraphPromises(surely)).toEqual(['offer_soon', 'next_try_to_come'])
    expect(nextTryUnsure(surely)).toBe(false)
    const maybeOver = adviceFor('WAITING_FOR_SEND', { next_try: ok(BERLIN_IN_2H) }, unset)
    expect(paragraphPromises(maybeOver)).toEqual(['offer_soon'])
    expect(nextTryUnsure(maybeOver)).toBe(true)
    const resend = adviceFor(
      'WAITING_FOR_TRADE_ACCEPT',
      { error_message: steamDown, next_try: ok(BERLIN_IN_2H) },
      unset,
    )
    expect(paragraphPromises(resend)).toEqual(['resend'])
    expect(nextTryUnsure(resend)).toBe(true)
  })

  it('says nothing of a next try that may be over where the paragraph tells no next try', () => {
    const unset = { catalogTimeZone: null }
    const customerFirst = adviceFor(
      'WAITING_FOR_SEND',
      { error_message: inventory, next_try: ok(BERLIN_IN_2H) },
      unset,
    )
    expect(tellsNextTry(customerFirst)).toBe(false)
    expect(nextTryUnsure(customerFirst)).toBe(false)
    const stopped = adviceFor('UNAVAILABLE', { error_message: steamDown, next_try: ok(BERLIN_IN_2H) }, unset)
    expect(nextTryUnsure(stopped)).toBe(false)
  })
})

describe('where a next try may be told', () => {
  it.each([
    ['send_next_try', true],
    ['send_no_next_try', false],
    ['accept_waiting', false],
    ['send.steam_down', true],
    ['accept.offer_declined', true],
    ['send.checking', true],
    ['accept.needs_choice', true],
    ['send.inventory_private', false],
    ['accept.trade_url_outdated', false],
    ['send.trade_hold', false],
    ['send.item_gone', false],
    ['stopped.steam_down', false],
    ['stopped.needs_choice', false],
  ] as const)('%s: %s', (id, told) => {
    expect(nextTryMayBeTold(id)).toBe(told)
  })

  it('in the added sentences, only in those said where it is told', () => {
    const telling = GENERAL_TEMPLATE_FIELDS.filter((field) => followUpTellsNextTry(field.key))
    expect(telling.map((field) => field.key)).toEqual(['next_try_line', 'due_now_line'])
  })
})
