import { describe, expect, it } from 'vitest'
import { DEFAULT_QUICK_ANSWER_SHORTCUT, shortcutForDisplay } from './default-shortcut'

describe('shortcutForDisplay', () => {
  it('shows the default as Ctrl+Alt+L on Windows and Linux, ⌘⌥L on macOS', () => {
    expect(shortcutForDisplay(DEFAULT_QUICK_ANSWER_SHORTCUT, 'win32')).toBe('Ctrl+Alt+L')
    expect(shortcutForDisplay(DEFAULT_QUICK_ANSWER_SHORTCUT, 'linux')).toBe('Ctrl+Alt+L')
    expect(shortcutForDisplay(DEFAULT_QUICK_ANSWER_SHORTCUT, 'darwin')).toBe('⌘⌥L')
  })

  it("gives each of macOS's modifiers its sign, in the accelerator's order", () => {
    expect(shortcutForDisplay('Command+Shift+Alt+Control+K', 'darwin')).toBe('⌘⇧⌥⌃K')
  })

  it("names Electron's modifiers as the keyboard does elsewhere", () => {
    expect(shortcutForDisplay('CmdOrCtrl+Shift+Space', 'linux')).toBe('Ctrl+Shift+Space')
    expect(shortcutForDisplay('Control+Option+Q', 'win32')).toBe('Ctrl+Alt+Q')
  })

  it('keeps a key it does not know as written', () => {
    expect(shortcutForDisplay('Alt+F13', 'linux')).toBe('Alt+F13')
    expect(shortcutForDisplay('F13', 'darwin')).toBe('F13')
  })
})
