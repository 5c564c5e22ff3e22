import { describe, expect, it } from 'vitest'
import { shortcutOfKeyPress, type KeyPress } from './record-shortcut'

const press = (code: string, held: Partial<Omit<KeyPress, 'code'>> = {}): KeyPress => ({
  code,
  ctrlKey: false,
  altKey: false,
  shiftKey: false,
  metaKey: false,
  ...held,
})

describe('shortcutOfKeyPress', () => {
  it('reads the key by its place, so Shift+1 stays 1 on every layout', () => {
    expect(shortcutOfKeyPress(press('Digit1', { ctrlKey: true, shiftKey: true }), false)).toStrictEqual({
      ok: true,
      accelerator: 'Control+Shift+1',
    })
    expect(shortcutOfKeyPress(press('KeyL', { ctrlKey: true, altKey: true }), false)).toStrictEqual({
      ok: true,
      accelerator: 'Control+Alt+L',
    })
  })

  it('reads Command on macOS and the Windows key (Super) elsewhere', () => {
    expect(shortcutOfKeyPress(press('KeyK', { metaKey: true, altKey: true }), true)).toMatchObject({
      accelerator: 'Command+Alt+K',
    })
    expect(shortcutOfKeyPress(press('KeyK', { metaKey: true, altKey: true }), false)).toMatchObject({
      accelerator: 'Super+Alt+K',
    })
  })

  it('names the keys Electron names: function keys, arrows, the number pad, punctuation', () => {
    const read = (code: string) => shortcutOfKeyPress(press(code, { altKey: true }), false)
    expect(read('F12')).toMatchObject({ accelerator: 'Alt+F12' })
    expect(read('ArrowUp')).toMatchObject({ accelerator: 'Alt+Up' })
    expect(read('Numpad5')).toMatchObject({ accelerator: 'Alt+num5' })
    expect(read('Slash')).toMatchObject({ accelerator: 'Alt+/' })
    expect(read('Space')).toMatchObject({ accelerator: 'Alt+Space' })
  })

  it('waits while only modifiers are held', () => {
    for (const code of ['ControlLeft', 'AltRight', 'ShiftLeft', 'MetaLeft'])
      expect(shortcutOfKeyPress(press(code, { ctrlKey: true }), false)).toBeNull()
  })

  it('refuses a key alone, Shift with a key, and a key it has no name for', () => {
    expect(shortcutOfKeyPress(press('KeyL'), false)).toStrictEqual({ ok: false, problem: 'noModifier' })
    expect(shortcutOfKeyPress(press('KeyL', { shiftKey: true }), false)).toStrictEqual({
      ok: false,
      problem: 'noModifier',
    })
    expect(shortcutOfKeyPress(press('IntlRo', { ctrlKey: true }), false)).toStrictEqual({
      ok: false,
      problem: 'unknownKey',
    })
  })
})
