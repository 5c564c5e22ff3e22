import type { Emit } from '../events/event-bus'

/**
 * The app menu's `Quick answer settings…`, held until a window opens the dialog. On macOS the
 * menu works with no window open: the shell then creates the main window, whose page listens
 * for `desktop:openQuickAnswerSettings` only once it has started, after the event went out. The
 * request waits here and the page takes it when it starts, or on the event: once either way.
 */
export interface SettingsOpenRequest {
  /** The menu asked: held, and the window told. */
  request(): void
  /** Whether a request waited; it is handed over once. */
  take(): boolean
}

export function createSettingsOpenRequest(emit: Emit): SettingsOpenRequest {
  let waiting = false
  return {
    request() {
      waiting = true
      emit('desktop:openQuickAnswerSettings', {})
    },
    take() {
      const was = waiting
      waiting = false
      return was
    },
  }
}
