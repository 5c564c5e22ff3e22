import { z } from 'zod'
import { MAX_LOOKUP_IDS, positiveId } from '../catalog'
import { REPLY_LANGUAGE_CODES } from '../i18n/languages'
import { channel, empty, event, returns } from './contract-entries'

/**
 * The Quick answer window: the ticket the global shortcut read from the clipboard, held in
 * main until the window takes it, and what the window asks of the app around it.
 */

/**
 * What the window is handed: the ticket's text, once; `too_long` when the clipboard held more
 * than the lookup reads (its text is not kept); `none` when nothing waits (taken already).
 */
export type QuickAnswerTicket =
  { readonly kind: 'text'; readonly text: string } | { readonly kind: 'too_long' } | { readonly kind: 'none' }

export const QUICK_ANSWER_CHANNELS = {
  /** The ticket the shortcut read: handed over once, then forgotten in main. */
  'quick:take': channel({
    method: 'takeQuickAnswer',
    request: empty,
    response: returns<QuickAnswerTicket>(),
  }),
  /** Closes the Quick answer window (`Esc`, or the reply copied); the shell gives focus back. */
  'quick:close': channel({
    method: 'closeQuickAnswer',
    request: empty,
    response: returns<{ readonly closed: boolean }>(),
  }),
  /**
   * The same lookup in the main window's `Look up several`: its IDs, and the reply language the
   * ticket was read in and the agent's choice over it (as Recent lookups keeps them). Not the
   * customer's name: a customer's words stay in the window they were typed in.
   */
  'quick:openInMain': channel({
    method: 'openQuickAnswerInMain',
    request: z.strictObject({
      ids: z.array(positiveId).min(1).max(MAX_LOOKUP_IDS),
      language: z.enum(REPLY_LANGUAGE_CODES).nullable(),
      chosen: z.enum(REPLY_LANGUAGE_CODES).nullable(),
    }),
    response: returns<{ readonly opened: true }>(),
  }),
} as const

export const QUICK_ANSWER_EVENTS = {
  /**
   * The shortcut was pressed again while the window was open: a new ticket waits
   * (`quick:take` hands it over). The text is not in the event, as with links.
   */
  'quick:waiting': event({ method: 'onQuickAnswerWaiting', payload: empty }),
} as const
