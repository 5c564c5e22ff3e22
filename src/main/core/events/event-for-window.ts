import { IPC_EVENTS, type EventName, type EventPayload, type LookupAnswer } from '../../../shared/ipc'
import type { SecretRedactor } from '../redaction/secret-redactor'
import type { EventFilter } from './event-bus'

/**
 * What an event may carry to the window, decided like a reply (dispatch.ts) by the pass its
 * contract entry names (contract-entries.ts): every string has every token main has seen
 * masked; an error's words (a lookup row that failed, why a session ended) also lose any
 * `Bearer …` value and are cleaned for display, while item data stays as the catalog sent it
 * (an item may be called "Standard Bearer"). An event's strings come from the catalog as much
 * as a reply's do, and a catalog may echo the Authorization header.
 */
export function eventForWindow(
  redactor: Pick<SecretRedactor, 'redactData' | 'redactForWindow'>,
): EventFilter {
  const forRow = (row: LookupAnswer): LookupAnswer =>
    // A failed row carries no item data beside its words (index, id, error), so the whole row
    // takes the error pass, in one walk.
    row.outcome.kind === 'error' ? redactor.redactForWindow(row) : redactor.redactData(row)
  return <E extends EventName>(event: E, payload: EventPayload<E>): EventPayload<E> => {
    const pass = IPC_EVENTS[event].pass
    if (pass === 'rows') {
      const { rows, ...rest } = payload as { readonly rows: readonly LookupAnswer[] }
      return { ...redactor.redactData(rest), rows: rows.map(forRow) } as EventPayload<E>
    }
    return pass === 'words' ? redactor.redactForWindow(payload) : redactor.redactData(payload)
  }
}
