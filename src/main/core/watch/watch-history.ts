import { MAX_WATCH_HISTORY, type StatusChange } from '../../../shared/watch'

/** The history with `change` added: newest last, the oldest dropped past MAX_WATCH_HISTORY. */
export function withChange(history: readonly StatusChange[], change: StatusChange): StatusChange[] {
  return [...history, change].slice(-MAX_WATCH_HISTORY)
}
