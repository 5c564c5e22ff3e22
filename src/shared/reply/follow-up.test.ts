import { describe, expect, it } from 'vitest'
import { situationOf, type ReplyItem } from './advise'
import { followUpKey, paragraphPromises } from './follow-up'
import {
  BERLIN,
  BERLIN_IN_2H,
  BERLIN_IN_2MIN,
  ERROR_TEXTS,
  NOW,
  known,
  ok,
  replyItem,
} from './reply-items.test-support'

function adviceFor(status: Parameters<typeof known>[0], fields: Partial<ReplyItem>) {
  return situationOf(
    { kind: 'item', item: replyItem(known(status), fields) },
    { now: NOW, catalogTimeZone: BERLIN },
  )
}

describe('paragraphPromises: what a paragraph promises the customer', () => {
  const inventory = ok(ERROR_TEXTS.inventory_private)

  it.each([
    [
      'an error with a next try ahead: the resend',
      { error_message: inventory, next_try: ok(BERLIN_IN_2H) },
      'next_try_line',
      ['resend'],
    ],
    [
      'an error with a next try due: the resend',
      { error_message: inventory, next_try: ok(BERLIN_IN_2MIN) },
      'due_now_line',
      ['resend'],
    ],
    ['an error with no next try: nothing', { error_message: inventory }, 'after_fix_line', []],
    [
      'no error, a next try ahead: its situation’s offer',
      { next_try: ok(BERLIN_IN_2H) },
      null,
      ['offer_soon'],
    ],
  ] as const)('waiting for send, %s', (_case, fields, key, promises) => {
    const advice = adviceFor('WAITING_FOR_SEND', fields)
    expect(followUpKey(advice)).toBe(key)
    expect(paragraphPromises(advice)).toEqual(promises)
  })

  it('a delivered item promises its delivery, and nothing more', () => {
    expect(paragraphPromises(adviceFor('TRADE_ACCEPTED', {}))).toEqual(['delivered'])
  })
})
