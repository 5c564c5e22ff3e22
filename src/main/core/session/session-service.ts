import { ok, type Result } from '../../../shared/errors'
import type { ServiceImplementation, SessionState } from '../../../shared/ipc'
import type { SessionManager } from './session-manager'

/** The agent's history of items and lookups (the recent-lookups service), by its owner's key. */
export interface SessionHistory {
  /** Drops one catalog's history (its prefs key), or every catalog's (null). */
  dropHistory(owner: string | null): Promise<void>
}

/**
 * Sign out leaves no history of the catalog it signs out of (Sign out of all catalogs, of any
 * catalog): the items opened and the lookups kept there say which customer asked about which
 * purchase, and the next agent at a shared computer is not to see them. The history goes
 * after the session ends, so nothing still answering for it can write it back.
 */
async function signOutLeavingNoHistory(
  session: Pick<SessionManager, 'current' | 'signOut' | 'signOutAll'>,
  history: SessionHistory,
  everywhere: boolean,
): Promise<Result<SessionState>> {
  const owner = session.current()?.prefsKey ?? null
  const result = await (everywhere ? session.signOutAll() : session.signOut())
  if (everywhere || owner !== null) await history.dropHistory(everywhere ? null : owner)
  return result
}

/** The window's `session` service: connecting, resuming, the demo and signing out. */
export function createSessionService(
  session: SessionManager,
  history: SessionHistory,
): ServiceImplementation<'session'> {
  return {
    getSession: async () => ok(await session.state()),
    connect: ({ baseUrl, token, remember, label, environment }) =>
      session.connect(baseUrl, token, remember, { label, environment }),
    resume: ({ baseUrl }) => session.resume(baseUrl),
    openDemo: () => session.openDemo(),
    signOut: () => signOutLeavingNoHistory(session, history, false),
    signOutAll: () => signOutLeavingNoHistory(session, history, true),
  }
}
