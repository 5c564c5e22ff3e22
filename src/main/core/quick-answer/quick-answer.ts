import { MAX_ID_TEXT_CHARS } from '../../../shared/catalog/limits'
import type { QuickAnswerTicket } from '../../../shared/ipc'
import type { KeptReplyLanguage } from '../../../shared/watch'
import type { Emit } from '../events/event-bus'
import type { QuickAnswerHost } from './quick-answer-host'

/**
 * The core's side of the Quick answer window.
 *
 * The shortcut's clipboard text waits here, in memory only, until the window takes it: once,
 * and a newer press replaces it. It is never logged nor written anywhere; the window reads its
 * IDs with the lookup's own reader and only those go to the catalog (`lookup:start`). Closing
 * the window and showing the main one are the host's (the shell's windows, or the e2e pages).
 */
export interface QuickAnswer {
  /** The shortcut read `text` from the clipboard: held for the window, which is told. */
  open(text: string): void
  /** The ticket waiting, handed over once. */
  take(): QuickAnswerTicket
  /** The host that closes the window and shows the main one; returns its removal. */
  setHost(host: QuickAnswerHost): () => void
  /** Closes the window; false while no host is set. */
  close(): boolean
  /** The same lookup in the main window (its IDs and reply language, as a lookup link), the main window shown, this one closed. */
  openInMain(ids: readonly number[], reply: KeptReplyLanguage): void
  /**
   * The session the ticket was for ended (Sign out, Forget catalog) or another catalog took its
   * place: the waiting text is dropped and the window, which shows that session's answers, discarded with its page.
   */
  forget(): void
}

export interface QuickAnswerDeps {
  readonly emit: Emit
  /** Holds a lookup of these IDs for the main window, as a `catalog-browser://lookup` link does. */
  readonly openLookup: (ids: readonly number[], reply: KeptReplyLanguage) => void
}

const NONE: QuickAnswerTicket = { kind: 'none' }

export function createQuickAnswer(deps: QuickAnswerDeps): QuickAnswer {
  let waiting: QuickAnswerTicket = NONE
  let host: QuickAnswerHost | null = null

  return {
    open(text) {
      // Longer than the lookup reads: refused as the lookup refuses it, and not kept.
      waiting = text.length > MAX_ID_TEXT_CHARS ? { kind: 'too_long' } : { kind: 'text', text }
      deps.emit('quick:waiting', {})
    },
    take() {
      const taken = waiting
      waiting = NONE
      return taken
    },
    setHost(next) {
      host = next
      return () => {
        if (host === next) host = null
      }
    },
    close() {
      host?.close()
      return host !== null
    },
    openInMain(ids, reply) {
      deps.openLookup(ids, reply)
      host?.showMainWindow()
      host?.close()
    },
    forget() {
      waiting = NONE
      host?.discard()
    },
  }
}
