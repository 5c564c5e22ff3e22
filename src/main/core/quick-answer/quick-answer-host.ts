/**
 * What the core asks of the Quick answer window's host: the Electron shell (its BrowserWindow
 * and the main window) or the e2e harness (a page of its own beside the main page).
 */
export interface QuickAnswerHost {
  /** Closes the Quick answer window; the host gives focus back to where it was. */
  close(): void
  /** Brings the main window forward (it then takes the lookup link waiting for it). */
  showMainWindow(): void
}
