/**
 * The Quick answer window's global shortcut: its default, written once for the shell that
 * registers it and the window that tells the agent which keys to press, and its display.
 */

/** An Electron accelerator: Ctrl+Alt+L, ⌘⌥L on macOS. */
export const DEFAULT_QUICK_ANSWER_SHORTCUT = 'CommandOrControl+Alt+L'

/** macOS's signs for its modifier keys, in the order its menus show them. */
const MAC_SIGNS: Readonly<Record<string, string>> = {
  Control: '⌃',
  Ctrl: '⌃',
  Alt: '⌥',
  Option: '⌥',
  AltGr: '⌥',
  Shift: '⇧',
  Command: '⌘',
  Cmd: '⌘',
  CommandOrControl: '⌘',
  CmdOrCtrl: '⌘',
  Meta: '⌘',
  Super: '⌘',
}

/** The other systems' names for the modifiers Electron spells its own way. */
const PC_NAMES: Readonly<Record<string, string>> = {
  Control: 'Ctrl',
  CommandOrControl: 'Ctrl',
  CmdOrCtrl: 'Ctrl',
  Command: 'Super',
  Cmd: 'Super',
  Meta: 'Super',
  Option: 'Alt',
}

/**
 * An accelerator as the person presses it on `platform` (Node's `process.platform` names):
 * `Ctrl+Alt+L` on Windows and Linux, `⌘⌥L` on macOS (signs, no separators). The modifiers keep
 * the accelerator's order, so the window says the keys as the guide and the settings write them.
 */
export function shortcutForDisplay(accelerator: string, platform: string): string {
  const parts = accelerator.split('+').filter((part) => part !== '')
  const key = parts.at(-1) ?? ''
  const modifiers = parts.slice(0, -1)
  if (platform === 'darwin') {
    return `${modifiers.map((part) => MAC_SIGNS[part] ?? part).join('')}${key}`
  }
  return [...modifiers.map((part) => PC_NAMES[part] ?? part), key].join('+')
}
