import { describe, expect, it } from 'vitest'
import { parseAppId, parseItemId } from './parse-ids'

describe('parseItemId', () => {
  it('accepts digits, surrounding spaces and a leading # as in ticket text', () => {
    expect(parseItemId(' 1042 ')).toEqual({ ok: true, value: 1042 })
    expect(parseItemId('#77')).toEqual({ ok: true, value: 77 })
  })

  it('explains empty, non-numeric, zero and unsafe input', () => {
    expect(parseItemId('')).toMatchObject({ ok: false, message: expect.stringContaining('Enter an item ID') })
    expect(parseItemId('12a')).toMatchObject({
      ok: false,
      message: expect.stringContaining('"12a" is not an item ID'),
    })
    expect(parseItemId('-5')).toMatchObject({ ok: false })
    expect(parseItemId('0')).toMatchObject({ ok: false, message: expect.stringContaining('from 1 up') })
    expect(parseItemId('99999999999999999999')).toMatchObject({ ok: false })
  })
})

describe('parseAppId', () => {
  it('is null for an empty field (no filter)', () => {
    expect(parseAppId('   ')).toEqual({ ok: true, value: null })
  })

  it('accepts any whole number, known or not', () => {
    expect(parseAppId('730')).toEqual({ ok: true, value: 730 })
    expect(parseAppId('123456')).toEqual({ ok: true, value: 123456 })
  })

  it('accepts a known game by name, case-insensitively, or as "id name"', () => {
    expect(parseAppId('dota 2')).toEqual({ ok: true, value: 570 })
    expect(parseAppId('252490 Rust')).toEqual({ ok: true, value: 252490 })
  })

  it('refuses anything else and lists the known games', () => {
    const parsed = parseAppId('Minecraft')
    expect(parsed.ok).toBe(false)
    if (!parsed.ok) expect(parsed.message).toContain('Counter-Strike 2 (730)')
    expect(parseAppId('7.5').ok).toBe(false)
  })
})
