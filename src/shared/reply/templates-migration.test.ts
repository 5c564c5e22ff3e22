import { describe, expect, it } from 'vitest'
import { migrateLanguageTemplates } from './templates-migration'

describe('migrateLanguageTemplates', () => {
  it('moves an old box to its new key and keeps every other box', () => {
    expect(migrateLanguageTemplates({ send_trade_hold: 'Hold {name}.', greeting: 'Hi,' })).toEqual({
      'send.trade_hold': 'Hold {name}.',
      greeting: 'Hi,',
    })
  })

  it.each([
    ['before', { 'send.trade_hold': 'New {name}.', send_trade_hold: 'Old {name}.' }],
    ['after', { send_trade_hold: 'Old {name}.', 'send.trade_hold': 'New {name}.' }],
  ])('keeps the box of today’s set written %s the old one', (_order, templates) => {
    expect(migrateLanguageTemplates(templates)).toEqual({ 'send.trade_hold': 'New {name}.' })
  })
})
