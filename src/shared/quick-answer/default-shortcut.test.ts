import { describe, expect, it } from 'vitest'
import { DEFAULT_QUICK_ANSWER_SHORTCUT, formatShortcut } from './default-shortcut'

describe('formatShortcut', () => {
  it('shows the default as Ctrl+Alt+L on Windows and Linux, ⌥⌘L on macOS', () => {
    expect(formatShortcut(DEFAULT_QUICK_ANSWER_SHORTCUT, false)).toBe('Ctrl+Alt+L')
    expect(formatShortcut(DEFAULT_QUICK_ANSWER_SHORTCUT, false)).toBe('Ctrl+Alt+L')
    expect(formatShortcut(DEFAULT_QUICK_ANSWER_SHORTCUT, true)).toBe('⌥⌘L')
  })

  it("gives each of macOS's modifiers its sign, in the order macOS's menus give them", () => {
    expect(formatShortcut('Command+Shift+Alt+Control+K', true)).toBe('⌃⌥⇧⌘K')
  })

  it("names Electron's modifiers as the keyboard does elsewhere", () => {
    expect(formatShortcut('CmdOrCtrl+Shift+Space', false)).toBe('Ctrl+Shift+Space')
    expect(formatShortcut('Control+Option+Q', false)).toBe('Ctrl+Alt+Q')
  })

  it('keeps a key it does not know as written', () => {
    expect(formatShortcut('Alt+F13', false)).toBe('Alt+F13')
    expect(formatShortcut('F13', true)).toBe('F13')
  })
})
