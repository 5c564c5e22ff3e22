import { ok } from '../../../shared/errors'
import type { ServiceImplementation } from '../../../shared/ipc'
import type { LinkInbox } from './link-inbox'

/** The window's `links` service: the links held for it, handed over once. */
export function createLinksService(inbox: Pick<LinkInbox, 'take'>): ServiceImplementation<'links'> {
  return { takeLinks: async () => ok(await inbox.take()) }
}
