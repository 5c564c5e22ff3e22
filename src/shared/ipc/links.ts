import { z } from 'zod'
import { channel, empty, event, returns } from './contract-entries'
import type { LinkRequest } from './ipc-types'

/** `catalog-browser:` links from outside, held in main until the window takes them. */

/** Links held for the window at most; older ones are dropped first. */
export const MAX_PENDING_LINKS = 20

export const LINKS_CHANNELS = {
  /** Links that arrived (from the OS, or a notification click) since the window last asked. */
  'links:take': channel({
    method: 'takeLinks',
    request: empty,
    response: returns<readonly LinkRequest[]>(),
    // A refused link carries its reason, in words.
    pass: 'words',
  }),
} as const

export const LINKS_EVENTS = {
  /**
   * Links are waiting in main (`links:take` hands them over). The link itself is not in the
   * event: one that arrives before the window listens (it started the app) must not be lost.
   */
  'link:waiting': event({
    method: 'onLinkWaiting',
    payload: z.strictObject({ count: z.number().int().min(1).max(MAX_PENDING_LINKS) }),
  }),
} as const
