/**
 * The updater port: what the shell's update logic needs from an update library.
 *
 * The app implements it over electron-updater's `autoUpdater` (electron-updater-adapter.ts);
 * the unit tests implement it in a few lines. Keeping it this small keeps every decision
 * (when to check, what to tell whom, when to install) in UpdateController, where it is tested.
 */
export type UpdateCheck =
  | { readonly kind: 'up-to-date' }
  /** A newer version exists and is downloading in the background; `download` settles when it is done. */
  | { readonly kind: 'available'; readonly version: string; readonly download: Promise<void> }

export interface Updater {
  /** Asks the feed for a newer version and starts its download; rejects when the feed cannot be read. */
  check(): Promise<UpdateCheck>
  /** Quits and installs the downloaded version, then starts it again. */
  quitAndInstall(): void
}
