import { z } from 'zod'
import { acceleratorSchema } from '../quick-answer/accelerator'
import { channel, empty, event, returns } from './contract-entries'

/** The Quick answer's settings: its global shortcut, and whether the app stays in the tray. */

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

export const QUICK_ANSWER_SETTINGS_CHANNELS = {
  'quickAnswerSettings:get': channel({
    method: 'quickAnswerSettings',
    request: empty,
    response: returns<QuickAnswerSettings>(),
  }),
  /**
   * Changes what is given: `shortcut` null goes back to the default. A shortcut another program
   * holds is refused (the one in use stays), as is anything the policy sets.
   */
  'quickAnswerSettings:set': channel({
    method: 'setQuickAnswerSettings',
    request: z.strictObject({
      shortcut: acceleratorSchema.nullable().optional(),
      keepRunningInTray: z.boolean().optional(),
    }),
    response: returns<QuickAnswerSettings>(),
  }),
} as const

export const QUICK_ANSWER_SETTINGS_EVENTS = {
  /** The app menu's `Quick answer settings…`: the window opens its dialog. */
  'quickAnswerSettings:open': event({ method: 'onOpenQuickAnswerSettings', payload: empty }),
} as const
