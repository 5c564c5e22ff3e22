import { IPC_EVENTS, isEventName, type EventName, type EventPayload } from '../../../shared/ipc'
import { firstIssue } from '../zod-issue'

/** Where validated events go: the shell's main window, or the e2e harness's page. */
export type EventSink = <E extends EventName>(event: E, payload: EventPayload<E>) => void

/**
 * Main -> window events, validated before they leave.
 *
 * A malformed payload is a bug in main; it is logged and dropped rather than thrown into the
 * feature that emitted it (a watch round must not die because one event was wrong), and the
 * window never sees data the contract does not allow.
 */
export interface EventBus {
  /** Validates and delivers; false when the event was refused (and logged). */
  readonly emit: <E extends EventName>(event: E, payload: EventPayload<E>) => boolean
  /** Adds a sink; returns its own removal. */
  addSink(sink: EventSink): () => void
}

/**
 * How a feature of the core sends its events: the bus's own `emit`, handed to the feature,
 * which writes the event's name as a literal at the call (events-wired.test.ts reads it there).
 */
export type Emit = EventBus['emit']

/** What a valid event becomes on its way out (the redactor: see event-for-window.ts). */
export type EventFilter = <E extends EventName>(event: E, payload: EventPayload<E>) => EventPayload<E>

export function createEventBus(log: (line: string) => void, forWindow: EventFilter): EventBus {
  const sinks = new Set<EventSink>()
  return {
    emit(event, payload) {
      if (!isEventName(event)) {
        log(`events: refused unknown event ${String(event).slice(0, 60)}`)
        return false
      }
      const parsed = IPC_EVENTS[event].payload.safeParse(payload)
      if (!parsed.success) {
        const issue = firstIssue(parsed.error)
        log(`events: refused ${event}: ${issue.path || '(payload)'}: ${issue.message}`)
        return false
      }
      const shown = forWindow(event, parsed.data as EventPayload<typeof event>)
      for (const sink of sinks) {
        try {
          sink(event, shown)
        } catch (error) {
          // One broken sink (e.g. a window being destroyed) must not starve the others.
          log(`events: a sink failed for ${event}: ${error instanceof Error ? error.message : String(error)}`)
        }
      }
      return true
    },
    addSink(sink) {
      sinks.add(sink)
      return () => {
        sinks.delete(sink)
      }
    },
  }
}
