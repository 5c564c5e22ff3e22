import type { Result } from '../../../shared/errors'
import type { SessionState } from '../../../shared/ipc'
import type { SessionManager } from '../session/session-manager'
import type { RecentService } from './recent-service'

/**
 * Sign out leaves no history of the catalog it signs out of (Sign out of all catalogs, of any
 * catalog): the items opened and the lookups kept there say which customer asked about which
 * purchase, and the next agent at a shared computer is not to see them. The history goes
 * after the session ends, so nothing still answering for it can write it back.
 */
export async function signOutLeavingNoHistory(
  session: Pick<SessionManager, 'current' | 'signOut' | 'signOutAll'>,
  recent: Pick<RecentService, 'dropHistory'>,
  everywhere: boolean,
): Promise<Result<SessionState>> {
  const owner = session.current()?.prefsKey ?? null
  const result = await (everywhere ? session.signOutAll() : session.signOut())
  if (everywhere || owner !== null) await recent.dropHistory(everywhere ? null : owner)
  return result
}
