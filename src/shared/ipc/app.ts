import { z } from 'zod'
import { channel, empty, returns } from './contract-entries'
import type { AppInfo, Notice, StartupState } from './ipc-types'

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
