import { defineMessage } from '../i18n/words'
import { MODIFIERS, modifierOf, type Modifier } from './modifiers'

/**
 * Reads a global shortcut as an Electron accelerator: modifiers, then one key
 * (https://www.electronjs.org/docs/latest/api/accelerator), in one canonical spelling.
 *
 * Strict, because the shell registers what this lets through across the whole desktop: a
 * shortcut needs a modifier besides Shift (a bare key, or Shift with a letter, would take that
 * key from every program the agent types in), exactly one key, and each part spelled as
 * Electron spells it. Letters are kept upper-case and modifiers in one order, so the same keys
 * always read (and compare) the same.
 */

/** Keys named by a word, in Electron's spelling. */
const NAMED_KEYS: readonly string[] = [
  'Plus',
  'Space',
  'Tab',
  'Backspace',
  'Delete',
  'Insert',
  'Return',
  'Enter',
  'Up',
  'Down',
  'Left',
  'Right',
  'Home',
  'End',
  'PageUp',
  'PageDown',
  'Escape',
  'Esc',
  'PrintScreen',
  'num0',
  'num1',
  'num2',
  'num3',
  'num4',
  'num5',
  'num6',
  'num7',
  'num8',
  'num9',
  'numdec',
  'numadd',
  'numsub',
  'nummult',
  'numdiv',
]
const NAMED_KEY_OF: ReadonlyMap<string, string> = new Map(NAMED_KEYS.map((key) => [key.toLowerCase(), key]))
/** Single characters a key cap shows (Electron takes the character itself). */
const PUNCTUATION = new Set([...')!@#$%^&*(:;<=>,_-.?/~`[]|\\{}"\''])

/** Longer than any real accelerator; what is longer is refused before it is read. */
export const MAX_ACCELERATOR_LENGTH = 100

export type AcceleratorProblem = 'empty' | 'noModifier' | 'noKey' | 'twoKeys' | 'unknownKey'

export type ReadAccelerator =
  | { readonly ok: true; readonly accelerator: string }
  | { readonly ok: false; readonly problem: AcceleratorProblem }

function keyOf(part: string): string | null {
  if (/^[a-z0-9]$/i.test(part)) return part.toUpperCase()
  if (PUNCTUATION.has(part)) return part
  const fKey = /^f([1-9]|1[0-9]|2[0-4])$/i.exec(part)
  if (fKey) return `F${fKey[1]}`
  return NAMED_KEY_OF.get(part.toLowerCase()) ?? null
}

export function readAccelerator(text: string): ReadAccelerator {
  const trimmed = text.trim()
  if (trimmed === '' || trimmed.length > MAX_ACCELERATOR_LENGTH) return { ok: false, problem: 'empty' }
  // `+` separates parts; a `+` key is spelled `Plus`, so an empty part is a typo, not a key.
  const parts = trimmed.split('+').map((part) => part.trim())
  const modifiers = new Set<Modifier>()
  const keys: string[] = []
  for (const part of parts) {
    const modifier = modifierOf(part)
    if (modifier !== undefined) {
      modifiers.add(modifier)
      continue
    }
    const key = keyOf(part)
    if (key === null) return { ok: false, problem: part === '' ? 'noKey' : 'unknownKey' }
    keys.push(key)
  }
  if (keys.length === 0) return { ok: false, problem: 'noKey' }
  if (keys.length > 1) return { ok: false, problem: 'twoKeys' }
  if ([...modifiers].every((modifier) => modifier === 'Shift')) return { ok: false, problem: 'noModifier' }
  const ordered = MODIFIERS.map(([canonical]) => canonical).filter((name) => modifiers.has(name))
  return { ok: true, accelerator: [...ordered, keys[0]].join('+') }
}

/** Why a shortcut cannot be used, in whole sentences (the policy's reason, the settings dialog's error). */
export const SHORTCUT_PROBLEM = defineMessage({
  id: 'quickSettings.shortcut.problem',
  defaultMessage:
    '{problem, select, noModifier {A shortcut needs Ctrl, Alt or Command, not only Shift, so that it takes no key away from typing.} noKey {A shortcut needs one key besides its modifier keys.} twoKeys {A shortcut has only one key besides its modifier keys.} unknownKey {A shortcut’s key must be a letter, a digit, F1 to F24 or a named key such as Space.} other {A shortcut is modifier keys, such as Ctrl and Alt, and one other key.}}',
})
