import { describe, expect, it } from 'vitest'
import { inEnglish, withEnglish } from '../i18n/english.test-support'
import { ERROR_MEANINGS } from './error-meanings'
import { ERROR_STATUSES, errorSituationId, situation, type SituationId } from './situations'

describe('what an error situation tells the agent', () => {
  it.each(ERROR_MEANINGS.map((meaning) => [meaning.id, meaning.label.defaultMessage] as const))(
    'quotes the %s meaning as the error table names it, proper nouns included',
    (id, label) => {
      for (const status of ERROR_STATUSES)
        expect(inEnglish(situation(errorSituationId(status.key, id)).meaning)).toContain(`says: ${label}.`)
    },
  )
})

describe('error situations: what they tell the agent, and their textbox names', () => {
  it.each([
    ['send', 'Bought; sending the offer failed.', 'Waiting for send'],
    ['accept', 'The trade offer did not go through.', 'Waiting for trade accept'],
    ['stopped', 'Delivery has stopped.', 'Unavailable'],
  ] as const)('%s: opens with where the item stands', (status, opening, label) => {
    expect(withEnglish(situation(errorSituationId(status, 'trade_hold')))).toEqual({
      id: `${status}.trade_hold`,
      name: `${label} — trade hold`,
      meaning: `${opening} The error table (or your choice) says: Customer has a trade hold (Steam Guard).`,
      promises: [],
      error: { status, reading: 'trade_hold' },
    })
    expect(inEnglish(situation(errorSituationId(status, 'needs_choice')).name)).toBe(
      `${label} — error not in the table`,
    )
  })

  it('refuses a situation it does not know, naming it', () => {
    expect(() => situation('send.refunded' as SituationId)).toThrow(
      new Error('unknown situation send.refunded'),
    )
  })
})
