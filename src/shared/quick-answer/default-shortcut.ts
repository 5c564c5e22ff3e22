/**
 * The Quick answer shortcut when neither the agent nor the policy chose one: Ctrl+Alt+L, ⌘⌥L on
 * macOS (L for look up). Written as an Electron accelerator, the one spelling the shell
 * registers, the settings store and the policy file take.
 */
export const DEFAULT_QUICK_ANSWER_SHORTCUT = 'CommandOrControl+Alt+L'

/** How each modifier reads on screen: macOS's symbols, the key caps' names elsewhere. */
const MODIFIER_DISPLAY: Readonly<Record<string, { readonly mac: string; readonly other: string }>> = {
  commandorcontrol: { mac: '⌘', other: 'Ctrl' },
  cmdorctrl: { mac: '⌘', other: 'Ctrl' },
  command: { mac: '⌘', other: 'Super' },
  cmd: { mac: '⌘', other: 'Super' },
  control: { mac: '⌃', other: 'Ctrl' },
  ctrl: { mac: '⌃', other: 'Ctrl' },
  alt: { mac: '⌥', other: 'Alt' },
  option: { mac: '⌥', other: 'Alt' },
  altgr: { mac: '⌥', other: 'AltGr' },
  shift: { mac: '⇧', other: 'Shift' },
  super: { mac: '⌘', other: 'Super' },
  meta: { mac: '⌘', other: 'Super' },
}

/**
 * An accelerator as the person reads it on their system: `Ctrl+Alt+L`, or `⌘⌥L` on macOS
 * (symbols run together there, as in the system's own menus).
 */
export function formatShortcut(accelerator: string, isMac: boolean): string {
  const parts = accelerator.split(/\+(?!$)/).map((part) => {
    const modifier = MODIFIER_DISPLAY[part.toLowerCase()]
    if (modifier) return isMac ? modifier.mac : modifier.other
    return part === 'Plus' ? '+' : part
  })
  return parts.join(isMac ? '' : '+')
}
