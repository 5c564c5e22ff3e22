import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { inEnglish } from '../i18n/english.test-support'
import { readAccelerator } from './accelerator'
import { acceleratorSchema } from './accelerator-schema'
import { DEFAULT_QUICK_ANSWER_SHORTCUT, formatShortcut } from './default-shortcut'

describe('readAccelerator', () => {
  it.each([
    ['CommandOrControl+Alt+L', 'CommandOrControl+Alt+L'],
    ['cmdorctrl+alt+l', 'CommandOrControl+Alt+L'],
    ['Shift+Ctrl+K', 'Control+Shift+K'],
    [' Alt + F9 ', 'Alt+F9'],
    ['Option+Cmd+space', 'Command+Alt+Space'],
    ['Ctrl+Shift+Plus', 'Control+Shift+Plus'],
    ['Super+1', 'Super+1'],
    ['Meta+/', 'Super+/'],
    ['Control+f24', 'Control+F24'],
    ['AltGr+num5', 'AltGr+num5'],
  ])('reads %s as %s', (text, accelerator) => {
    expect(readAccelerator(text)).toStrictEqual({ ok: true, accelerator })
  })

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['L', 'noModifier'],
    ['Shift+L', 'noModifier'],
    ['F9', 'noModifier'],
    ['Ctrl+Alt', 'noKey'],
    ['Ctrl++', 'noKey'],
    ['Ctrl+K+L', 'twoKeys'],
    ['Ctrl+Hyper+L', 'unknownKey'],
    ['Ctrl+F25', 'unknownKey'],
    ['Ctrl+é', 'unknownKey'],
    ['Ctrl+KL', 'unknownKey'],
  ])('refuses %j (%s)', (text, problem) => {
    expect(readAccelerator(text)).toStrictEqual({ ok: false, problem })
  })

  it('refuses text longer than any shortcut before reading it', () => {
    expect(readAccelerator(`Ctrl+${'Alt+'.repeat(40)}L`)).toStrictEqual({ ok: false, problem: 'empty' })
  })

  it('reads its own canonical spelling back as itself, whatever order the parts came in', () => {
    const modifier = fc.constantFrom('Ctrl', 'Alt', 'Shift', 'CmdOrCtrl', 'Super', 'Option')
    const key = fc.constantFrom('A', 'z', '7', 'F12', 'Space', 'PageDown', '/', 'num0')
    fc.assert(
      fc.property(fc.uniqueArray(modifier, { minLength: 1, maxLength: 4 }), key, (modifiers, k) => {
        const read = readAccelerator([...modifiers, k].join('+'))
        if (!read.ok) return modifiers.every((m) => m === 'Shift')
        return (
          readAccelerator(read.accelerator).ok &&
          (readAccelerator(read.accelerator) as { accelerator: string }).accelerator === read.accelerator &&
          readAccelerator([k, ...modifiers.toReversed()].join('+')).ok
        )
      }),
    )
  })
})

describe('acceleratorSchema', () => {
  it('says in words why a shortcut cannot be used', () => {
    const parsed = acceleratorSchema.safeParse('Shift+L')
    expect(parsed.success).toBe(false)
    const params =
      parsed.error?.issues[0] && 'params' in parsed.error.issues[0]
        ? parsed.error.issues[0].params
        : undefined
    expect(inEnglish((params as { words?: never } | undefined)?.words)).toBe(
      'A shortcut needs Ctrl, Alt or Command, not only Shift, so that it takes no key away from typing.',
    )
  })
})

describe('formatShortcut', () => {
  it('reads the default as Ctrl+Alt+L on Windows and Linux, ⌥⌘L on macOS', () => {
    expect(formatShortcut(DEFAULT_QUICK_ANSWER_SHORTCUT, false)).toBe('Ctrl+Alt+L')
    expect(formatShortcut(DEFAULT_QUICK_ANSWER_SHORTCUT, true)).toBe('⌥⌘L')
  })

  it('names each modifier as the system does, and the + key as +', () => {
    expect(formatShortcut('Control+Shift+Plus', false)).toBe('Ctrl+Shift++')
    expect(formatShortcut('Control+Shift+Plus', true)).toBe('⌃⇧+')
    expect(formatShortcut('Super+Alt+F9', false)).toBe('Super+Alt+F9')
  })
})
