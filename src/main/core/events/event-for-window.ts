import type { EventName, EventPayload } from '../../../shared/ipc'
import type { SecretRedactor } from '../redaction/secret-redactor'
import type { EventFilter } from './event-bus'

/**
 * What an event may carry to the window, decided like a reply (dispatch.ts): every string
 * has every token main has seen and any `Bearer …` value masked, and an error's words (a
 * lookup row that failed, why a session ended) are cleaned for display as well. An event's
 * strings come from the catalog as much as a reply's do, and a catalog may echo the
 * Authorization header.
 */
export function eventForWindow(
  redactor: Pick<SecretRedactor, 'redactData' | 'redactForWindow'>,
): EventFilter {
  return <E extends EventName>(event: E, payload: EventPayload<E>): EventPayload<E> => {
    if (event === 'session:ended') return redactor.redactForWindow(payload)
    if (event === 'lookup:progress') {
      const row = payload as EventPayload<'lookup:progress'>
      if (row.outcome.kind === 'error') {
        const masked = redactor.redactData(row)
        return { ...masked, outcome: redactor.redactForWindow(row.outcome) } as EventPayload<E>
      }
    }
    return redactor.redactData(payload)
  }
}
