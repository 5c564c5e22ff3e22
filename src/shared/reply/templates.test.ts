import { describe, expect, it } from 'vitest'
import { LANGUAGE_PACKS } from './default-templates'
import { inEnglish, withEnglish } from '../i18n/english.test-support'
import { SITUATIONS } from './situations'
import { TEMPLATE_FIELDS, TEMPLATE_KEYS, isTemplateKey, withOverrides } from './templates'

describe('TEMPLATE_FIELDS', () => {
  it('has the greeting first, a textbox per situation, the added sentences, the closing and signature', () => {
    expect(withEnglish(TEMPLATE_FIELDS[0])).toEqual({ key: 'greeting', name: 'Greeting' })
    expect(withEnglish(TEMPLATE_FIELDS.slice(-2))).toEqual([
      { key: 'closing', name: 'Closing' },
      { key: 'signature', name: 'Signature' },
    ])
    expect(TEMPLATE_FIELDS).toHaveLength(SITUATIONS.length + 9)
    expect(TEMPLATE_FIELDS.slice(SITUATIONS.length + 1, -2).map((field) => field.key)).toEqual([
      'next_try_line',
      'due_now_line',
      'after_fix_line',
      'resend_once_public_line',
      'resend_once_url_line',
      'we_check_line',
    ])
    expect(new Set(TEMPLATE_FIELDS.map((field) => inEnglish(field.name))).size).toBe(TEMPLATE_FIELDS.length)
    expect(new Set(TEMPLATE_KEYS).size).toBe(TEMPLATE_KEYS.length)
  })

  it('names the textboxes of ui-contract.md "Replies"', () => {
    const labels = TEMPLATE_FIELDS.map((field) => inEnglish(field.name))
    expect(labels).toEqual(
      expect.arrayContaining(['Greeting', 'Closing', 'Trade accepted', 'Waiting for send — trade hold']),
    )
  })

  it('isTemplateKey knows the keys and nothing else', () => {
    expect(isTemplateKey('send.trade_hold')).toBe(true)
    expect(isTemplateKey('send_trade_hold')).toBe(false)
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
    expect(merged['send.trade_hold']).toBe(defaults['send.trade_hold'])
  })

  it('a blank greeting or closing is a reply without one; a blank situation keeps the default', () => {
    const merged = withOverrides(defaults, { greeting: '', closing: ' ', 'stopped.checking': '  ' })
    expect(merged.greeting).toBe('')
    expect(merged.closing).toBe(' ')
    expect(merged['stopped.checking']).toBe(defaults['stopped.checking'])
  })

  it('puts what was written for all languages over the default, and a language’s own box over that', () => {
    const shared = { greeting: 'Hi {customer_name},', signature: '{agent_name}, Support' }
    const merged = withOverrides(defaults, { greeting: 'Hey,' }, shared)
    expect(merged.greeting).toBe('Hey,')
    expect(merged.signature).toBe('{agent_name}, Support')
  })
})
