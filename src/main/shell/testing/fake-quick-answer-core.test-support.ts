import type { QuickAnswerHost } from '../../core/quick-answer/quick-answer-host'
import type { QuickAnswerSettings } from '../../../shared/ipc'
import { DEFAULT_QUICK_ANSWER_SHORTCUT } from '../../../shared/quick-answer/default-shortcut'
import type { CorePort } from '../core-port'

type QuickAnswerPort = Pick<
  CorePort,
  | 'openQuickAnswer'
  | 'setQuickAnswerHost'
  | 'quickAnswerSettings'
  | 'setShortcutRegistrar'
  | 'watchedCount'
  | 'onWatchedCountChange'
>

/**
 * The core's Quick answer surface as the shell's tests drive it: it records what the shell
 * opened, keeps the host and the registrar the shell installed, and lets a test change the
 * settings (as the dialog would) or the watched count (as a round of checks would).
 */
export function fakeQuickAnswerCore() {
  const opened: string[] = []
  let host: QuickAnswerHost | null = null
  let registrar: ((accelerator: string) => boolean) | null = null
  let count: number | null = null
  const countListeners = new Set<(count: number | null) => void>()
  const settings: { -readonly [K in keyof QuickAnswerSettings]: QuickAnswerSettings[K] } = {
    shortcut: DEFAULT_QUICK_ANSWER_SHORTCUT,
    shortcutSetBy: 'default',
    shortcutState: 'unknown',
    keepRunningInTray: false,
    keepRunningInTraySetBy: 'default',
  }
  /** What the core answered the last registration with. */
  const registrations: { accelerator: string; bound: boolean }[] = []
  const register = (accelerator: string) => {
    const bound = registrar?.(accelerator) ?? false
    registrations.push({ accelerator, bound })
    settings.shortcutState = bound ? 'registered' : 'held'
    return bound
  }
  const port: QuickAnswerPort = {
    openQuickAnswer: (text) => void opened.push(text),
    setQuickAnswerHost(next) {
      host = next
      return () => {
        if (host === next) host = null
      }
    },
    quickAnswerSettings: () => ({ ...settings }),
    setShortcutRegistrar(next) {
      registrar = next
      register(settings.shortcut)
      return () => {
        if (registrar === next) registrar = null
      }
    },
    watchedCount: () => count,
    onWatchedCountChange(listener) {
      countListeners.add(listener)
      return () => void countListeners.delete(listener)
    },
  }
  return {
    port,
    opened,
    registrations,
    settings,
    host: () => host,
    /** The agent picks another shortcut: the core asks the shell to bind it, and keeps it if bound. */
    chooseShortcut(accelerator: string): boolean {
      const bound = register(accelerator)
      if (bound) settings.shortcut = accelerator
      return bound
    },
    setWatchedCount(next: number | null) {
      count = next
      for (const listener of countListeners) listener(next)
    },
  }
}
