import type { EventName, EventPayload } from '../../../shared/ipc'
import type { Emit } from './event-bus'

/** One event a feature sent, its payload typed by its name (a switch on `event` narrows it). */
export type SentEvent = {
  [E in EventName]: { readonly event: E; readonly payload: EventPayload<E> }
}[EventName]

/**
 * An `emit` for a feature under test: each event is handed to `receive` with its payload typed
 * by its name, and counts as delivered.
 */
export function emitTo(receive: (sent: SentEvent) => void): Emit {
  return (event, payload) => {
    receive({ event, payload } as SentEvent)
    return true
  }
}
