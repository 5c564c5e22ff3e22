import { describe, expect, it } from 'vitest'
import {
  REPLY_TEMPLATES_FILE_FORMAT,
  replyTemplatesFileSchema,
  replyTemplatesSchema,
} from './templates-schema'
import { MAX_TEMPLATE_CHARS, MAX_TEMPLATE_SET_CHARS, TEMPLATE_KEYS } from './templates'
import { REPLY_LANGUAGE_CODES } from './languages'
import { LANGUAGE_PACKS } from './default-templates'

function firstMessage(value: unknown): string {
  const result = replyTemplatesSchema.safeParse(value)
  expect(result.success).toBe(false)
  return result.error?.issues[0]?.message ?? ''
}

describe('replyTemplatesSchema', () => {
  it('accepts an empty set and a partial one: what is missing uses the default', () => {
    expect(replyTemplatesSchema.parse({})).toEqual({})
    const partial = { de: { greeting: 'Moin,', send_trade_hold: '{name}: Handelssperre.' } }
    expect(replyTemplatesSchema.parse(partial)).toEqual(partial)
  })

  it('accepts every template of every language at its limit', () => {
    const text = 'x'.repeat(MAX_TEMPLATE_CHARS)
    const one = Object.fromEntries(TEMPLATE_KEYS.slice(0, 5).map((key) => [key, text]))
    expect(replyTemplatesSchema.safeParse({ en: one }).success).toBe(true)
  })

  it('refuses a template over its limit, saying the limit', () => {
    expect(firstMessage({ en: { greeting: 'x'.repeat(MAX_TEMPLATE_CHARS + 1) } })).toBe(
      `a template is at most ${MAX_TEMPLATE_CHARS} characters`,
    )
  })

  it('refuses a set over its total, saying the total', () => {
    const full = Object.fromEntries(TEMPLATE_KEYS.map((key) => [key, 'x'.repeat(MAX_TEMPLATE_CHARS)]))
    const set = Object.fromEntries(REPLY_LANGUAGE_CODES.map((code) => [code, full]))
    expect(TEMPLATE_KEYS.length * REPLY_LANGUAGE_CODES.length * MAX_TEMPLATE_CHARS).toBeGreaterThan(
      MAX_TEMPLATE_SET_CHARS,
    )
    expect(firstMessage(set)).toBe(`all templates together are at most ${MAX_TEMPLATE_SET_CHARS} characters`)
  })

  it('keeps line breaks but refuses other control characters', () => {
    expect(replyTemplatesSchema.safeParse({ en: { closing: 'Thanks,\n\tTeam' } }).success).toBe(true)
    expect(firstMessage({ en: { closing: 'Thanks\u0007' } })).toMatch(/control characters/)
    expect(firstMessage({ en: { closing: 'Thanks\u001b[31m' } })).toMatch(/control characters/)
  })

  it('reads Windows line breaks as plain ones', () => {
    expect(replyTemplatesSchema.parse({ en: { closing: 'Thanks,\r\nTeam\rB' } })).toEqual({
      en: { closing: 'Thanks,\nTeam\nB' },
    })
  })

  it('refuses an unknown language or template by name, and a value that is not text', () => {
    expect(replyTemplatesSchema.safeParse({ fr: {} }).error?.issues[0]).toMatchObject({ keys: ['fr'] })
    expect(replyTemplatesSchema.safeParse({ en: { greting: 'Hi' } }).error?.issues[0]).toMatchObject({
      keys: ['greting'],
    })
    expect(replyTemplatesSchema.safeParse({ en: { greeting: 42 } }).success).toBe(false)
    expect(replyTemplatesSchema.safeParse([]).success).toBe(false)
    expect(replyTemplatesSchema.safeParse(null).success).toBe(false)
  })

  it('stores unknown placeholders as written: the dialog flags them, the reply leaves them out', () => {
    expect(replyTemplatesSchema.parse({ en: { greeting: 'Hi {customer}' } })).toEqual({
      en: { greeting: 'Hi {customer}' },
    })
  })
})

describe('replyTemplatesFileSchema', () => {
  it('reads an exported file', () => {
    const file = {
      format: REPLY_TEMPLATES_FILE_FORMAT,
      version: 1,
      templates: { ru: { closing: 'Спасибо' } },
    }
    expect(replyTemplatesFileSchema.parse(file)).toEqual(file)
  })

  it('refuses another JSON file, or a later version', () => {
    expect(replyTemplatesFileSchema.safeParse({ en: {} }).success).toBe(false)
    expect(
      replyTemplatesFileSchema.safeParse({ format: REPLY_TEMPLATES_FILE_FORMAT, version: 2, templates: {} })
        .success,
    ).toBe(false)
  })
})

describe('the default templates as a stored set', () => {
  it('fit the bounds: a lead may save or export every default of every language unchanged', () => {
    const defaults = Object.fromEntries(
      REPLY_LANGUAGE_CODES.map((code) => [code, { ...LANGUAGE_PACKS[code].templates }]),
    )
    expect(replyTemplatesSchema.parse(defaults)).toEqual(defaults)
  })
})
