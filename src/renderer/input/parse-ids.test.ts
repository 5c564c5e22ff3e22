import { describe, expect, it } from 'vitest'
import { gamesMatching, parseAppId, parseItemId } from './parse-ids'
import { inEnglish, withEnglish } from '../../shared/i18n/english.test-support'

describe('parseItemId', () => {
  it('accepts digits, surrounding spaces and a leading # as in ticket text', () => {
    expect(parseItemId(' 1042 ')).toEqual({ ok: true, value: 1042 })
    expect(parseItemId('#77')).toEqual({ ok: true, value: 77 })
  })

  it('explains empty, non-numeric, zero and unsafe input', () => {
    expect(withEnglish(parseItemId(''))).toMatchObject({
      ok: false,
      message: expect.stringContaining('Enter an item ID'),
    })
    expect(withEnglish(parseItemId('12a'))).toMatchObject({
      ok: false,
      message: expect.stringContaining('"12a" is not an item ID'),
    })
    expect(parseItemId('-5')).toMatchObject({ ok: false })
    expect(withEnglish(parseItemId('0'))).toMatchObject({
      ok: false,
      message: expect.stringContaining('from 1 up'),
    })
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

  it('takes a game as people say it when only one fits: its start or its initials', () => {
    expect(parseAppId('dota')).toEqual({ ok: true, value: 570 })
    expect(parseAppId('cs2')).toEqual({ ok: true, value: 730 })
    expect(parseAppId('Counter-Strike')).toEqual({ ok: true, value: 730 })
    expect(parseAppId('counterstrike')).toEqual({ ok: true, value: 730 })
    expect(parseAppId('TF2')).toEqual({ ok: true, value: 440 })
    expect(parseAppId('rust')).toEqual({ ok: true, value: 252490 })
  })

  it('offers the games an ambiguous start could mean, and guesses nothing from one letter', () => {
    // "te" starts Team Fortress 2 only; "t" alone is not a guess.
    expect(parseAppId('te')).toEqual({ ok: true, value: 440 })
    expect(parseAppId('t').ok).toBe(false)
    expect(gamesMatching('s')).toStrictEqual([])
    expect(gamesMatching('st').map((app) => app.appid)).toStrictEqual([753])
    const apps = [
      { appid: 1, name: 'Space Game' },
      { appid: 2, name: 'Space Game 2' },
    ]
    expect(withEnglish(parseAppId('space', apps))).toEqual({
      ok: false,
      message: '"space" could be Space Game (1) or Space Game 2 (2). Type more of the name, or the number.',
    })
    expect(parseAppId('space game', apps)).toEqual({ ok: true, value: 1 })
  })

  it('refuses anything else and lists the known games', () => {
    const parsed = parseAppId('Minecraft')
    expect(parsed.ok).toBe(false)
    if (!parsed.ok) expect(inEnglish(parsed.message)).toContain('Counter-Strike 2 (730)')
    expect(parseAppId('7.5').ok).toBe(false)
  })
})
