import { modifierOf, type Modifier } from './modifiers'

/**
 * The Quick answer shortcut when neither the agent nor the policy chose one: Ctrl+Alt+L, ⌥⌘L on
 * macOS (L for look up). Written as an Electron accelerator, the one spelling the shell
 * registers, the settings store and the policy file take.
 */
export const DEFAULT_QUICK_ANSWER_SHORTCUT = 'CommandOrControl+Alt+L'

/** How each modifier reads on screen: macOS's symbols, the key caps' names elsewhere. */
const MODIFIER_DISPLAY: Readonly<Record<Modifier, { readonly mac: string; readonly other: string }>> = {
  CommandOrControl: { mac: '⌘', other: 'Ctrl' },
  Command: { mac: '⌘', other: 'Super' },
  Control: { mac: '⌃', other: 'Ctrl' },
  Super: { mac: '⌘', other: 'Super' },
  Alt: { mac: '⌥', other: 'Alt' },
  AltGr: { mac: '⌥', other: 'AltGr' },
  Shift: { mac: '⇧', other: 'Shift' },
}

/** The order macOS's menus give the modifiers in, whatever order the accelerator wrote them. */
const MAC_ORDER = ['⌃', '⌥', '⇧', '⌘']

/**
 * An accelerator as the person reads it on their system: `Ctrl+Alt+L` in the accelerator's
 * order, or `⌥⌘L` on macOS (symbols run together, in the order of the system's own menus).
 */
export function formatShortcut(accelerator: string, isMac: boolean): string {
  const parts = accelerator.split(/\+(?!$)/)
  const key = parts.at(-1) ?? ''
  const shownKey = key === 'Plus' ? '+' : key
  const modifiers = parts.slice(0, -1).map((part) => {
    const modifier = modifierOf(part)
    return modifier === undefined ? undefined : MODIFIER_DISPLAY[modifier]
  })
  if (!isMac)
    return [...modifiers.map((modifier, index) => modifier?.other ?? parts[index]), shownKey].join('+')
  const signs = modifiers.map((modifier, index) => modifier?.mac ?? parts[index] ?? '')
  const rank = (sign: string) => (MAC_ORDER.includes(sign) ? MAC_ORDER.indexOf(sign) : MAC_ORDER.length)
  return [...signs.sort((a, b) => rank(a) - rank(b)), shownKey].join('')
}
