import { z } from 'zod'
import { APP_LANGUAGE_CODES, type AppLanguage } from '../i18n/app-languages'
import { channel, empty, event, returns } from './contract-entries'
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
  /**
   * The language of the app's own words (menu `App Language`, else the OS's): answered during
   * the start too, so the splash already speaks it.
   */
  'app:language': channel({ method: 'appLanguage', request: empty, response: returns<AppLanguage>() }),
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

export const APP_EVENTS = {
  /** The agent chose another `App Language`: the window changes its words at once. */
  'app:languageChanged': event({
    method: 'onAppLanguageChanged',
    payload: z.strictObject({ language: z.enum(APP_LANGUAGE_CODES) }),
  }),
} as const
