/**
 * What the core asks of whoever shows the Quick answer window: the Electron shell in the app,
 * the e2e harness in Chromium mode. Installed with `setQuickAnswerHost`.
 */
export interface QuickAnswerHost {
  /** Closes the Quick answer window (Enter copied the reply, or Esc), giving focus back; its page may be kept for the next press. */
  close(): void
  /** Closes the window and drops its page with whatever it showed: the session it answered for ended. */
  discard(): void
  /** Shows and focuses the main window, creating it when the app lives in the tray. */
  showMainWindow(): void
}
