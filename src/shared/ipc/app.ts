import { z } from 'zod'
import { channel, empty, returns } from './contract-entries'
import type { AppInfo, Notice, PolicyState, StartupState } from './ipc-types'

/** The app itself and what the window asks of the desktop (a browser, the clipboard). */

/**
 * Longest text the clipboard channel takes. A bulk lookup's `Copy as text` or reply is up to
 * 1,000 lines of a few hundred characters; 512 KiB holds that several times over and still
 * refuses a runaway renderer.
 */
export const MAX_CLIPBOARD_CHARS = 512 * 1024

export const APP_CHANNELS = {
  'app:info': channel({ method: 'appInfo', request: empty, response: returns<AppInfo>() }),
  'app:startup': channel({ method: 'startup', request: empty, response: returns<StartupState>() }),
  'app:notices': channel({ method: 'notices', request: empty, response: returns<readonly Notice[]>() }),
  /** What the organization's policy file decides, read once at start; never a secret. */
  'app:policy': channel({ method: 'policy', request: empty, response: returns<PolicyState>() }),
  'shell:openExternal': channel({
    method: 'openExternal',
    request: z.strictObject({ url: z.string().max(8192) }),
    response: returns<{ readonly opened: true }>(),
  }),
  'clipboard:writeText': channel({
    method: 'copyText',
    request: z.strictObject({ text: z.string().max(MAX_CLIPBOARD_CHARS) }),
    response: returns<{ readonly copied: true }>(),
  }),
} as const
