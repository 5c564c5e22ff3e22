/**
 * Electron's accelerator modifiers (https://www.electronjs.org/docs/latest/api/accelerator):
 * each canonical name with the other spellings Electron takes for it, in the order a shortcut
 * is written in. One home for reading a shortcut (accelerator.ts) and showing one
 * (default-shortcut.ts); no imports, so the window's first screen can show a shortcut cheaply.
 */
export const MODIFIERS = [
  ['CommandOrControl', 'CmdOrCtrl'],
  ['Command', 'Cmd'],
  ['Control', 'Ctrl'],
  ['Super', 'Meta'],
  ['Alt', 'Option'],
  ['AltGr'],
  ['Shift'],
] as const

export type Modifier = (typeof MODIFIERS)[number][0]

const MODIFIER_OF: ReadonlyMap<string, Modifier> = new Map(
  MODIFIERS.flatMap(([canonical, ...aliases]) =>
    [canonical, ...aliases].map((name) => [name.toLowerCase(), canonical] as const),
  ),
)

/** The canonical modifier a part of an accelerator names, in any case or spelling; undefined for a key. */
export const modifierOf = (part: string): Modifier | undefined => MODIFIER_OF.get(part.toLowerCase())
