import type { AppUpdater } from 'electron-updater'
import { boundedFeed } from './bounded-feed-provider'
import type { Updater } from './updater'

/** The parts of electron-updater's `autoUpdater` the adapter uses (its own types, picked). */
export type AutoUpdater = Pick<
  AppUpdater,
  'autoDownload' | 'autoInstallOnAppQuit' | 'logger' | 'checkForUpdates' | 'quitAndInstall' | 'setFeedURL'
>

/**
 * The Updater port over electron-updater.
 *
 * The feed is the `publish` entry of electron-builder.cjs, which electron-builder writes into
 * the installed app (app-update.yml) and the caller reads from there (`feedUrl`). The updater
 * talks to that feed only, with no catalog token, and reads its feed file through
 * BoundedFeedProvider (bounded in time, redirects and size; never redirected off https).
 * Downloads start by themselves; electron-updater's own log lines go to the app's log.
 *
 * Nothing is installed when the app quits (R4-2): until releases are signed, a downloaded
 * update is checked against nothing but the sha512 of the same feed, so it is installed only
 * when the person chooses Restart to update (`quitAndInstall`).
 */
export function adaptAutoUpdater(
  autoUpdater: AutoUpdater,
  log: (line: string) => void,
  feedUrl: string,
): Updater {
  autoUpdater.setFeedURL(boundedFeed(feedUrl))
  autoUpdater.autoDownload = true
  autoUpdater.autoInstallOnAppQuit = false
  const write = (message: unknown) => log(`updates: ${String(message)}`)
  autoUpdater.logger = { info: write, warn: write, error: write }
  return {
    async check() {
      const result = await autoUpdater.checkForUpdates()
      // null: the updater is inactive (an unpackaged run), which has nothing to install.
      if (result === null || !result.isUpdateAvailable) return { kind: 'up-to-date' }
      const download = result.downloadPromise ?? Promise.reject(new Error('the download did not start'))
      return {
        kind: 'available',
        version: result.updateInfo.version,
        download: download.then(() => undefined),
      }
    },
    // Silent where the installer allows it (Windows), then start the new version again: the
    // person asked to restart, not to click through an installer.
    quitAndInstall: () => autoUpdater.quitAndInstall(true, true),
  }
}
