import { words, type Words } from '../../shared/i18n/words'
import type { LookupOutcome } from '../../shared/ipc'
import type { ReplySubject } from '../../shared/reply/advise'

/** Said for a row whose answer never came (the lookup was cancelled before it). */
export const NOT_LOOKED_UP_REASON = words({ id: 'reply.reason.notLookedUp', defaultMessage: 'not looked up' })
/** Said for a row whose answer is still coming (copied while the lookup runs). */
export const STILL_COMING_REASON = words({
  id: 'reply.reason.stillComing',
  defaultMessage: 'still being looked up',
})

/**
 * Lookup errors that say nothing about the catalog: the sign-in ended, or the lookup was
 * cancelled. The reply must not call them "a technical problem on our side".
 */
const INTERRUPTIONS: ReadonlySet<string> = new Set([
  'unauthorized',
  'no_session',
  'no_stored_token',
  'cancelled',
])

/**
 * What a reply is about, for each row of a bulk lookup: its item, an ID the catalog does not
 * have, or a lookup that failed (a row whose answer never came counts as failed: the reply
 * must not guess: it is said as not checked yet, never as a technical problem).
 */
export function lookupSubjects(
  rows: readonly { readonly id: number; readonly outcome: LookupOutcome | null }[],
  pendingReason: Words = NOT_LOOKED_UP_REASON,
): ReplySubject[] {
  return rows.map(({ id, outcome }): ReplySubject => {
    if (outcome === null) return { kind: 'failed', id, reason: pendingReason, cause: 'interrupted' }
    if (outcome.kind === 'item') return { kind: 'item', item: outcome.item }
    if (outcome.kind === 'not_found') return { kind: 'not_found', id }
    return {
      kind: 'failed',
      id,
      reason: outcome.error.message,
      cause: INTERRUPTIONS.has(outcome.error.kind) ? 'interrupted' : 'failed',
    }
  })
}
