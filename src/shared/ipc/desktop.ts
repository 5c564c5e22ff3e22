import { z } from 'zod'
import { acceleratorSchema } from '../quick-answer/accelerator-schema'
import { channel, empty, event, returns } from './contract-entries'

/** How the app lives on the desktop: the Quick answer's global shortcut, and whether the app stays in the tray. */

/** Who decided a setting's value: the app's default, the agent in the app, or the policy (locked). */
export type SetBy = 'default' | 'agent' | 'policy'

export interface QuickAnswerSettings {
  /** The shortcut in use, as an Electron accelerator (shared/quick-answer/accelerator.ts). */
  readonly shortcut: string
  readonly shortcutSetBy: SetBy
  /**
   * Whether the desktop gave the app its shortcut: `held` when another program holds it,
   * `unknown` where no shell registers one (a browser).
   */
  readonly shortcutState: 'registered' | 'held' | 'unknown'
  readonly keepRunningInTray: boolean
  readonly keepRunningInTraySetBy: SetBy
}

export const DESKTOP_CHANNELS = {
  'desktop:quickAnswerSettings': channel({
    method: 'quickAnswerSettings',
    request: empty,
    response: returns<QuickAnswerSettings>(),
  }),
  /**
   * Changes what is given: `shortcut` null goes back to the default. A shortcut another program
   * holds is refused (the one in use stays), as is anything the policy sets.
   */
  'desktop:setQuickAnswerSettings': channel({
    method: 'setQuickAnswerSettings',
    request: z.strictObject({
      shortcut: acceleratorSchema.nullable().optional(),
      keepRunningInTray: z.boolean().optional(),
    }),
    response: returns<QuickAnswerSettings>(),
  }),
  /**
   * Whether the app menu's `Quick answer settings…` waits for this window (handed over once):
   * asked once its first screen is painted, as the menu may have been chosen before it listened.
   */
  'desktop:takeQuickAnswerSettingsRequest': channel({
    method: 'takeQuickAnswerSettingsRequest',
    request: empty,
    response: returns<{ readonly open: boolean }>(),
  }),
} as const

export const DESKTOP_EVENTS = {
  /** The app menu's `Quick answer settings…`: the window takes the request and opens its dialog. */
  'desktop:openQuickAnswerSettings': event({ method: 'onOpenQuickAnswerSettings', payload: empty }),
} as const
