/**
 * What the core needs from the app's updater to answer the window: the version downloaded and
 * waiting, and the install-and-restart the person asked for.
 *
 * The updater itself (electron-updater) lives in the Electron shell, since the core never
 * imports Electron; the shell hands this in. Without one (unit tests, the chromium e2e host,
 * a development run) no update is ever ready and a restart request is refused.
 */
export interface UpdateControl {
  readyVersion(): string | null
  /** Installs the downloaded version and restarts the app; false when none is ready. */
  restartToUpdate(): boolean
}

export const NO_UPDATES: UpdateControl = Object.freeze({
  readyVersion: () => null,
  restartToUpdate: () => false,
})
