import type { EventName, EventPayload } from '../../../shared/ipc'
import type { SecretRedactor } from '../redaction/secret-redactor'
import type { EventFilter } from './event-bus'

/**
 * What an event may carry to the window, decided like a reply (dispatch.ts): every string
 * has every token main has seen masked; an error's words (a lookup row that failed, why a
 * session ended) also lose any `Bearer …` value and are cleaned for display, while item data
 * stays as the catalog sent it (an item may be called "Standard Bearer"). An event's strings
 * come from the catalog as much as a reply's do, and a catalog may echo the Authorization header.
 */
export function eventForWindow(
  redactor: Pick<SecretRedactor, 'redactData' | 'redactForWindow'>,
): EventFilter {
  return <E extends EventName>(event: E, payload: EventPayload<E>): EventPayload<E> => {
    // Both carry no item data beside their words (a failed row: batch id, index, id, error),
    // so the whole payload takes the error pass, in one walk.
    const errorWords =
      event === 'session:ended' ||
      (event === 'lookup:progress' && (payload as EventPayload<'lookup:progress'>).outcome.kind === 'error')
    return errorWords ? redactor.redactForWindow(payload) : redactor.redactData(payload)
  }
}
