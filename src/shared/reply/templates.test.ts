import { describe, expect, it } from 'vitest'
import { LANGUAGE_PACKS } from './default-templates'
import { SITUATIONS } from './situations'
import { TEMPLATE_FIELDS, TEMPLATE_KEYS, isTemplateKey, withOverrides } from './templates'

describe('TEMPLATE_FIELDS', () => {
  it('has the greeting first, a textbox per situation, then the next-try sentence and the closing', () => {
    expect(TEMPLATE_FIELDS[0]).toEqual({ key: 'greeting', label: 'Greeting' })
    expect(TEMPLATE_FIELDS.at(-1)).toEqual({ key: 'closing', label: 'Closing' })
    expect(TEMPLATE_FIELDS).toHaveLength(SITUATIONS.length + 3)
    expect(new Set(TEMPLATE_FIELDS.map((field) => field.label)).size).toBe(TEMPLATE_FIELDS.length)
    expect(new Set(TEMPLATE_KEYS).size).toBe(TEMPLATE_KEYS.length)
  })

  it('names the textboxes of ui-contract.md "Replies"', () => {
    const labels = TEMPLATE_FIELDS.map((field) => field.label)
    expect(labels).toEqual(
      expect.arrayContaining(['Greeting', 'Closing', 'Trade accepted', 'Waiting for send — trade hold']),
    )
  })

  it('isTemplateKey knows the keys and nothing else', () => {
    expect(isTemplateKey('send_trade_hold')).toBe(true)
    expect(isTemplateKey('toString')).toBe(false)
  })
})

describe('withOverrides', () => {
  const defaults = LANGUAGE_PACKS.en.templates

  it('keeps the defaults where nothing is overridden', () => {
    expect(withOverrides(defaults)).toEqual(defaults)
    expect(withOverrides(defaults, {})).toEqual(defaults)
  })

  it('puts a lead’s wording over the default', () => {
    const merged = withOverrides(defaults, { trade_accepted: 'Done: {name}.' })
    expect(merged.trade_accepted).toBe('Done: {name}.')
    expect(merged.send_trade_hold).toBe(defaults.send_trade_hold)
  })

  it('a blank greeting or closing is a reply without one; a blank situation keeps the default', () => {
    const merged = withOverrides(defaults, { greeting: '', closing: ' ', unavailable: '  ' })
    expect(merged.greeting).toBe('')
    expect(merged.closing).toBe(' ')
    expect(merged.unavailable).toBe(defaults.unavailable)
  })
})
