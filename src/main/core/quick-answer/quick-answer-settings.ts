import { fail, ok, type Result } from '../../../shared/errors'
import { defineMessages, words } from '../../../shared/i18n/words'
import type { QuickAnswerSettings, ServiceImplementation, SetBy, ValidRequestOf } from '../../../shared/ipc'
import type { Policy } from '../../../shared/policy/policy-schema'
import { DEFAULT_QUICK_ANSWER_SHORTCUT, formatShortcut } from '../../../shared/quick-answer/default-shortcut'
import type { NoticeBoard } from '../notice-board'
import type { SettingsStore } from '../settings/settings-store'
import type { Emit } from '../events/event-bus'
import { createSettingsOpenRequest } from './settings-open-request'

/**
 * Binds an accelerator as the Quick answer's global shortcut in place of the one bound before;
 * false when the desktop refused it (another program holds it), the one before then staying.
 */
export type ShortcutRegistrar = (accelerator: string) => boolean

export interface QuickAnswerSettingsService extends ServiceImplementation<'desktop'> {
  current(): QuickAnswerSettings
  /** The app menu's `Quick answer settings…`: held until a window takes it (settings-open-request.ts). */
  requestOpen(): void
  /** The shell's binding of the shortcut: called at once with the shortcut in use, and on each change. */
  setShortcutRegistrar(registrar: ShortcutRegistrar): () => void
}

/** The notice of a shortcut another program holds: one at a time, taken back once one works. */
export const SHORTCUT_HELD_NOTICE_ID = 'quick-answer-shortcut-held'

const SAY = defineMessages({
  held: {
    id: 'quickSettings.shortcut.held',
    defaultMessage:
      'The Quick answer shortcut {shortcut} is taken by another program, so it does nothing in Catalog Browser; the rest of the app works as usual. {setBy, select, policy {It is set by your organization: ask IT to choose another one.} other {Choose another shortcut in Quick answer settings.}}',
  },
  heldNow: {
    id: 'quickSettings.shortcut.heldNow',
    defaultMessage:
      '{shortcut} is taken by another program. Choose another shortcut; {current} stays in use.',
  },
  locked: {
    id: 'quickSettings.locked',
    defaultMessage:
      '{what, select, shortcut {The Quick answer shortcut} other {Keeping the app in the tray}} is set by your organization and cannot be changed in the app. Ask IT to change the policy if it should.',
  },
})

/**
 * The Quick answer's settings: the shortcut and `Keep running in the tray when the window is
 * closed`. The policy's value wins and locks the setting; else the agent's, else the default.
 *
 * The core cannot register a shortcut itself (that is Electron's); it learns from the shell's
 * registrar whether the desktop gave it the keys, and says so: a notice in the window when the
 * shortcut in use is held, a refusal (the old one staying) when the agent picks a held one.
 */
export function createQuickAnswerSettings(deps: {
  readonly emit: Emit
  readonly settings: SettingsStore
  readonly policy: Policy | null
  readonly notices: Pick<NoticeBoard, 'add' | 'remove'>
  readonly isMac: boolean
  readonly log: (line: string) => void
}): QuickAnswerSettingsService {
  const { settings, policy, notices } = deps
  const openRequest = createSettingsOpenRequest(deps.emit)
  let registrar: ShortcutRegistrar | null = null
  let state: QuickAnswerSettings['shortcutState'] = 'unknown'
  const stored = () => settings.current().quickAnswer ?? {}
  const shown = (accelerator: string) => formatShortcut(accelerator, deps.isMac)

  const current = (): QuickAnswerSettings => {
    const own = stored()
    const shortcut = decided(policy?.quickAnswerShortcut, own.shortcut, DEFAULT_QUICK_ANSWER_SHORTCUT)
    const tray = decided(policy?.keepRunningInTray, own.keepRunningInTray, false)
    return {
      shortcut: shortcut.value,
      shortcutSetBy: shortcut.setBy,
      shortcutState: state,
      keepRunningInTray: tray.value,
      keepRunningInTraySetBy: tray.setBy,
    }
  }

  /** Asks the shell for `accelerator`; true when it is bound now. */
  const bind = (accelerator: string): boolean => {
    if (registrar === null) return true
    const bound = registrar(accelerator)
    if (bound) {
      state = 'registered'
      notices.remove(SHORTCUT_HELD_NOTICE_ID)
    }
    return bound
  }

  const set = async (
    request: ValidRequestOf<'desktop:setQuickAnswerSettings'>,
  ): Promise<Result<QuickAnswerSettings>> => {
    const before = current()
    const lockedChange =
      request.shortcut !== undefined && before.shortcutSetBy === 'policy'
        ? 'shortcut'
        : request.keepRunningInTray !== undefined && before.keepRunningInTraySetBy === 'policy'
          ? 'tray'
          : null
    if (lockedChange !== null)
      return fail({ kind: 'refused', message: words(SAY.locked, { what: lockedChange }) })
    const shortcut = request.shortcut === null ? DEFAULT_QUICK_ANSWER_SHORTCUT : request.shortcut
    if (shortcut !== undefined && shortcut !== before.shortcut && !bind(shortcut)) {
      deps.log(`quick answer: the shortcut ${shortcut} is held by another program; ${before.shortcut} stays`)
      return fail({
        kind: 'refused',
        message: words(SAY.heldNow, { shortcut: shown(shortcut), current: shown(before.shortcut) }),
      })
    }
    await settings.update((all) => {
      const own = { ...all.quickAnswer }
      if (request.shortcut === null) delete own.shortcut
      else if (request.shortcut !== undefined) own.shortcut = request.shortcut
      if (request.keepRunningInTray !== undefined) own.keepRunningInTray = request.keepRunningInTray
      return { ...all, quickAnswer: own }
    })
    return ok(current())
  }

  return {
    current,
    quickAnswerSettings: async () => ok(current()),
    takeQuickAnswerSettingsRequest: async () => ok({ open: openRequest.take() }),
    requestOpen: () => openRequest.request(),
    setQuickAnswerSettings: set,
    setShortcutRegistrar(next) {
      registrar = next
      const { shortcut } = current()
      if (!bind(shortcut)) {
        state = 'held'
        deps.log(`quick answer: the shortcut ${shortcut} is held by another program`)
        notices.add({
          id: SHORTCUT_HELD_NOTICE_ID,
          level: 'warning',
          message: words(SAY.held, { shortcut: shown(shortcut), setBy: current().shortcutSetBy }),
          // The organization's shortcut cannot be changed in the app: nothing to offer then.
          ...(current().shortcutSetBy === 'policy' ? {} : { action: 'quickAnswerSettings' as const }),
        })
      }
      return () => {
        if (registrar === next) {
          registrar = null
          state = 'unknown'
        }
      }
    },
  }
}

/** A setting's value and who decided it: the policy over the agent, the agent over the default. */
function decided<T>(
  byPolicy: T | undefined,
  byAgent: T | undefined,
  byDefault: T,
): { readonly value: T; readonly setBy: SetBy } {
  if (byPolicy !== undefined) return { value: byPolicy, setBy: 'policy' }
  if (byAgent !== undefined) return { value: byAgent, setBy: 'agent' }
  return { value: byDefault, setBy: 'default' }
}
