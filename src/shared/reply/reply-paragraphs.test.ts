import { describe, expect, it } from 'vitest'
import type { ReplySubject } from './advise'
import { composeReply, type ComposeOptions } from './compose-reply'
import { BERLIN, BERLIN_IN_2H, ERROR_TEXTS, NOW, known, ok, replyItem } from './reply-items.test-support'
import type { TemplateOverrides } from './templates'

/**
 * A paragraph per cause: items whose errors mean the same share it under any status and next
 * try, the cause is said once, and each item keeps its own follow-up, after its own sentence.
 */

const item = (
  id: number,
  status: Parameters<typeof known>[0],
  error: keyof typeof ERROR_TEXTS,
  nextTry: string | null = null,
): ReplySubject => ({
  kind: 'item',
  item: replyItem(
    known(status),
    { name: ok(`Case ${id}`), error_message: ok(ERROR_TEXTS[error]), next_try: ok(nextTry) },
    id,
  ),
})

const bare = { greeting: '', closing: '', signature: '' }
function body(
  subjects: readonly ReplySubject[],
  templates: TemplateOverrides = {},
  options: Partial<ComposeOptions> = {},
) {
  return composeReply(subjects, {
    language: 'en',
    now: NOW,
    catalogTimeZone: BERLIN,
    templates: { ...bare, ...templates },
    ...options,
  }).text.split('\n\n')
}

const HOLD =
  'Your Steam account has a trade hold. Please turn on the Steam Guard Mobile Authenticator and keep it active until the trade hold has ended.'
const AFTER_FIX = 'Once you have done this, please reply to this message and we will take it from there.'
const PRIVATE =
  'Your Steam inventory is private, so the trade offer cannot reach you. Please set your inventory to public in the privacy settings of your Steam profile.'

describe('a paragraph per cause', () => {
  it('says a cause under two statuses once, after both items, and "once you have done this" right after it', () => {
    expect(
      body([item(1, 'WAITING_FOR_SEND', 'trade_hold'), item(2, 'WAITING_FOR_TRADE_ACCEPT', 'trade_hold')]),
    ).toEqual([
      `We could not send the trade offer for Case 1 (ID 1) yet. The trade offer for Case 2 (ID 2) did not go through. ${HOLD} ${AFTER_FIX}`,
    ])
  })

  it('puts the follow-up that refers to the instruction first, and every other after its own item', () => {
    expect(
      body([
        item(1, 'WAITING_FOR_SEND', 'inventory_private', BERLIN_IN_2H),
        item(2, 'UNAVAILABLE', 'inventory_private'),
      ]),
    ).toEqual([
      `We could not deliver Case 2 (ID 2), and the delivery has stopped. ${PRIVATE} ${AFTER_FIX} We could not send the trade offer for Case 1 (ID 1) yet. Once your inventory is public, we will send the trade offer again.`,
    ])
  })

  it('joins follow-ups that agree into one, in the count of their items', () => {
    expect(
      body([
        item(1, 'WAITING_FOR_SEND', 'steam_down', BERLIN_IN_2H),
        item(2, 'WAITING_FOR_TRADE_ACCEPT', 'steam_down', BERLIN_IN_2H),
      ]),
    ).toEqual([
      'We could not send the trade offer for Case 1 (ID 1) yet. The trade offer for Case 2 (ID 2) did not go through. Steam was temporarily unavailable. We will send the trade offers again on November 23 at 11:00 PM Central European Time (UTC+1), that is, in 2 hours.',
    ])
  })

  it('says the shared cause in the count of all the paragraph’s items', () => {
    expect(
      body([
        item(1, 'WAITING_FOR_SEND', 'item_gone'),
        item(2, 'UNAVAILABLE', 'item_gone'),
        item(3, 'UNAVAILABLE', 'item_gone'),
      ]),
    ).toEqual([
      'We could not send the trade offer for Case 1 (ID 1). We could not deliver Case 2 (ID 2) and Case 3 (ID 3), and the delivery has stopped. Unfortunately, the items are no longer available on our side. We are looking into it and will get back to you once we know more.',
    ])
  })

  it('says each box whole where a lead worded the cause differently under one status', () => {
    const templates = {
      'accept.trade_hold': 'The offer for {name} (ID {id}) failed. A trade hold is on your account.',
    }
    expect(
      body(
        [item(1, 'WAITING_FOR_SEND', 'trade_hold'), item(2, 'WAITING_FOR_TRADE_ACCEPT', 'trade_hold')],
        templates,
      ),
    ).toEqual([
      `We could not send the trade offer for Case 1 (ID 1) yet. ${HOLD} The offer for Case 2 (ID 2) failed. A trade hold is on your account. ${AFTER_FIX}`,
    ])
  })

  it('keeps a box whole whose count choice splits its sentences differently', () => {
    const templates = {
      'stopped.item_gone': 'Gone: {name} (ID {id}).{ Just this one.|} Sorry.',
      'send.item_gone': 'Not sent: {name} (ID {id}). Sorry.',
    }
    expect(
      body([item(1, 'UNAVAILABLE', 'item_gone'), item(2, 'WAITING_FOR_SEND', 'item_gone')], templates),
    ).toEqual([
      'Gone: Case 1 (ID 1). Just this one. Sorry. Not sent: Case 2 (ID 2). We are looking into it and will get back to you once we know more.',
    ])
  })

  it('says a shared cause an earlier paragraph said only there', () => {
    const templates = {
      'send.offer_declined': 'We could not send {name} (ID {id}). Steam was temporarily unavailable.',
      'accept.offer_declined': 'The offer for {name} (ID {id}) failed. Steam was temporarily unavailable.',
    }
    const [, declined] = body(
      [
        item(1, 'WAITING_FOR_SEND', 'steam_down'),
        item(2, 'WAITING_FOR_SEND', 'offer_declined'),
        item(3, 'WAITING_FOR_TRADE_ACCEPT', 'offer_declined'),
      ],
      templates,
    )
    expect(declined).toBe(
      'We could not send Case 2 (ID 2). The offer for Case 3 (ID 3) failed. We are looking into it and will get back to you once we know more.',
    )
  })

  it('says a box that names no item once for all its items', () => {
    const delivered = (id: number): ReplySubject => ({
      kind: 'item',
      item: replyItem(known('TRADE_ACCEPTED'), {}, id),
    })
    expect(body([delivered(1), delivered(2)], { trade_accepted: 'All delivered.' })).toEqual([
      'All delivered.',
    ])
  })

  it('keeps the blank lines of a lead’s boxes with their own sentences', () => {
    const templates = {
      'send.trade_hold': '{name} (ID {id}): not sent.\n\nA trade hold.',
      'accept.trade_hold': '{name} (ID {id}): not accepted.\n\nA trade hold.',
      after_fix_line: 'Reply when done.',
    }
    expect(
      body(
        [item(1, 'WAITING_FOR_SEND', 'trade_hold'), item(2, 'WAITING_FOR_TRADE_ACCEPT', 'trade_hold')],
        templates,
      ),
    ).toEqual(['Case 1 (ID 1): not sent.', 'Case 2 (ID 2): not accepted.', 'A trade hold. Reply when done.'])
  })

  it('leaves a follow-up the lead emptied out, and says the rest', () => {
    expect(body([item(1, 'WAITING_FOR_SEND', 'trade_hold')], { after_fix_line: '' })).toEqual([
      `We could not send the trade offer for Case 1 (ID 1) yet. ${HOLD}`,
    ])
  })

  it('keeps each cause’s own follow-up though another paragraph says the same words', () => {
    const [down, declined] = body([
      item(1, 'WAITING_FOR_SEND', 'steam_down', BERLIN_IN_2H),
      item(2, 'WAITING_FOR_TRADE_ACCEPT', 'offer_declined', BERLIN_IN_2H),
    ])
    for (const paragraph of [down, declined])
      expect(paragraph).toMatch(
        /We will send the trade offer again on November 23 at 11:00 PM .*, that is, in 2 hours\.$/,
      )
  })

  it('says an instruction a second paragraph repeats once in the whole reply', () => {
    const templates = {
      'send.offer_declined': 'We could not send {name} (ID {id}). Steam was temporarily unavailable.',
    }
    const [first, second] = body(
      [item(1, 'WAITING_FOR_SEND', 'steam_down'), item(2, 'WAITING_FOR_SEND', 'offer_declined')],
      templates,
    )
    expect(first).toContain('Steam was temporarily unavailable.')
    expect(second).toBe(
      'We could not send Case 2 (ID 2). We are looking into it and will get back to you once we know more.',
    )
  })
})
