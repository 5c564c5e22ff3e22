import type * as Electron from 'electron'

export type ShellGlobalShortcut = Pick<Electron.GlobalShortcut, 'register' | 'unregister'>

export interface ShortcutBinding {
  /**
   * Makes `accelerator` the Quick answer's one global shortcut. False when the desktop refused
   * it (another program holds it); the one bound before is then bound again, so a refused
   * change never leaves the agent without a shortcut that worked.
   */
  bind(accelerator: string): boolean
  /** Gives the shortcut back to the desktop (on quit). */
  unbind(): void
  /** The accelerator bound now; null while none is (the one asked for is held elsewhere). */
  bound(): string | null
}

/**
 * The Quick answer's global shortcut, bound with Electron's globalShortcut.
 *
 * Electron answers false when another program holds the keys, and throws for an accelerator
 * it cannot read (the settings let through only readable ones; a throw still counts as a
 * refusal here rather than breaking the app's start).
 */
export function createShortcutBinding(
  globalShortcut: ShellGlobalShortcut,
  onPress: () => void,
  log: (line: string) => void,
): ShortcutBinding {
  let bound: string | null = null
  const register = (accelerator: string): boolean => {
    try {
      return globalShortcut.register(accelerator, onPress)
    } catch (error) {
      log(`quick answer: could not register ${accelerator}: ${String(error)}`)
      return false
    }
  }
  return {
    bind(accelerator) {
      if (accelerator === bound) return true
      const previous = bound
      // Unbound first: the desktop may refuse the same keys spelled another way while we hold them.
      if (previous !== null) globalShortcut.unregister(previous)
      bound = null
      if (register(accelerator)) {
        bound = accelerator
        return true
      }
      if (previous !== null && register(previous)) bound = previous
      return false
    },
    unbind() {
      if (bound !== null) globalShortcut.unregister(bound)
      bound = null
    },
    bound: () => bound,
  }
}
