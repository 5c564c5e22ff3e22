import { readAccelerator, type ReadAccelerator } from '../../shared/quick-answer/accelerator'

/** The parts of a key press the recorder reads. */
export interface KeyPress {
  readonly code: string
  readonly ctrlKey: boolean
  readonly altKey: boolean
  readonly shiftKey: boolean
  readonly metaKey: boolean
}

/** Keys named by their place on the keyboard (`code`), as Electron names them. */
const NAMED_CODES: Readonly<Record<string, string>> = {
  Space: 'Space',
  Enter: 'Enter',
  NumpadEnter: 'Enter',
  ArrowUp: 'Up',
  ArrowDown: 'Down',
  ArrowLeft: 'Left',
  ArrowRight: 'Right',
  Home: 'Home',
  End: 'End',
  PageUp: 'PageUp',
  PageDown: 'PageDown',
  Insert: 'Insert',
  Delete: 'Delete',
  Minus: '-',
  Equal: '=',
  BracketLeft: '[',
  BracketRight: ']',
  Backslash: '\\',
  Semicolon: ';',
  Quote: "'",
  Comma: ',',
  Period: '.',
  Slash: '/',
  Backquote: '`',
  NumpadAdd: 'numadd',
  NumpadSubtract: 'numsub',
  NumpadMultiply: 'nummult',
  NumpadDivide: 'numdiv',
  NumpadDecimal: 'numdec',
}

function keyOfCode(code: string): string | null {
  const letter = /^Key([A-Z])$/.exec(code)
  if (letter) return letter[1] ?? null
  const digit = /^Digit([0-9])$/.exec(code)
  if (digit) return digit[1] ?? null
  const numpad = /^Numpad([0-9])$/.exec(code)
  if (numpad) return `num${numpad[1]}`
  if (/^F([1-9]|1[0-9]|2[0-4])$/.test(code)) return code
  return NAMED_CODES[code] ?? null
}

/**
 * The shortcut a key press makes, read as the settings read one; null while only modifiers are
 * held (the person is still pressing). The key is taken by its place on the keyboard, not the
 * character it types, so Shift+1 is `Shift+1` on every layout and the shortcut means the same
 * keys whatever layout is active when it is pressed. Command is macOS's; elsewhere the Windows
 * key (Super), which the system keeps for itself with most keys.
 */
export function shortcutOfKeyPress(press: KeyPress, isMac: boolean): ReadAccelerator | null {
  const key = keyOfCode(press.code)
  if (key === null) {
    const onlyModifiers = /^(Control|Alt|Shift|Meta|OS)(Left|Right)?$/.test(press.code)
    return onlyModifiers ? null : { ok: false, problem: 'unknownKey' }
  }
  const modifiers = [
    press.metaKey ? (isMac ? 'Command' : 'Super') : null,
    press.ctrlKey ? 'Control' : null,
    press.altKey ? 'Alt' : null,
    press.shiftKey ? 'Shift' : null,
  ].filter((modifier) => modifier !== null)
  return readAccelerator([...modifiers, key].join('+'))
}
