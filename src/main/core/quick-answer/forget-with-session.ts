import type { SessionManager } from '../session/session-manager'
import type { QuickAnswer } from './quick-answer'

/**
 * A customer's words live no longer than the session they came in: a catalog left (Sign out,
 * Forget catalog, a switch) takes the waiting ticket and the Quick answer window with it.
 */
export function forgetWithSession(
  quickAnswer: Pick<QuickAnswer, 'forget'>,
  session: Pick<SessionManager, 'current' | 'onChange'>,
): void {
  let catalog: string | null = session.current()?.catalog.baseUrl ?? null
  session.onChange((active) => {
    const now = active?.catalog.baseUrl ?? null
    if (catalog !== null && now !== catalog) quickAnswer.forget()
    catalog = now
  })
}
