import { ok } from '../../../shared/errors'
import type { ServiceImplementation } from '../../../shared/ipc'
import type { RecentService } from '../recent/recent-service'
import { signOutLeavingNoHistory } from '../recent/sign-out-history'
import type { SessionManager } from './session-manager'

/** The window's `session` service: connecting, resuming, the demo and signing out. */
export function createSessionService(
  session: SessionManager,
  recent: Pick<RecentService, 'dropHistory'>,
): ServiceImplementation<'session'> {
  return {
    getSession: async () => ok(await session.state()),
    connect: ({ baseUrl, token, remember, label, environment }) =>
      session.connect(baseUrl, token, remember, { label, environment }),
    resume: ({ baseUrl }) => session.resume(baseUrl),
    openDemo: () => session.openDemo(),
    signOut: () => signOutLeavingNoHistory(session, recent, false),
    signOutAll: () => signOutLeavingNoHistory(session, recent, true),
  }
}
