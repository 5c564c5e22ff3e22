import type { MessageBoxOptions } from 'electron'
import type { AppUpdater } from 'electron-updater'
import type { ShellDialog } from '../electron-main'
import type { BoundedFeed } from './bounded-feed'
import { inEnglish } from '../../../shared/i18n/english'
import { defineMessages, words, type WordValue, type Words } from '../../../shared/i18n/words'
import { describeUpdateError } from './update-words'

/** `off` turns updates off for one run; the e2e harness sets it, so tests never ask a feed. */
export const UPDATES_VARIABLE = 'CATALOG_BROWSER_UPDATES'
export const UPDATE_CHECK_INTERVAL_MS = 4 * 60 * 60 * 1000

const MESSAGES = defineMessages({
  off: {
    id: 'updates.off',
    defaultMessage:
      '{why, select, managed {Updates are managed by your organization: its policy turns update checks off in this app. Ask IT when a new version comes.} variable {Updates are turned off for this run ({variable}=off, as in automated tests).} development {This is a development copy of Catalog Browser: only an installed app updates itself.} other {The updater could not start ({detail}), so this copy cannot update itself.}}',
  },
  message: {
    id: 'updateDialog.message',
    defaultMessage:
      '{state, select, upToDate {{app} is up to date} available {Version {version} is available} ready {Version {version} is ready} downloadFailed {Version {version} could not be downloaded} failed {Could not check for updates} other {Updates are off}}',
  },
  detail: {
    id: 'updateDialog.detail',
    defaultMessage:
      '{state, select, upToDate {Version {version} is the latest.} available {It is downloading in the background; you can keep working. When it is ready, the window offers Restart to update. Nothing restarts on its own.} ready {Restart {app} now to install it, or later: it is installed only when you choose Restart to Update.} downloadFailed {{reason}\n\nThe app keeps working as it is; choose Check for Updates… to try again.} other {{reason}}}',
  },
  title: { id: 'updateDialog.title', defaultMessage: 'Check for Updates' },
  restart: { id: 'updateDialog.restart', defaultMessage: 'Restart to Update' },
  later: { id: 'updateDialog.later', defaultMessage: 'Later' },
  ok: { id: 'dialog.ok', defaultMessage: 'OK' },
})

/** Why this copy does not update itself (the policy's `updateChecks: false` first), or null. */
export function updatesOffReason(isPackaged: boolean, env: NodeJS.ProcessEnv, policyAllows = true) {
  if (!policyAllows) return words(MESSAGES.off, { why: 'managed' })
  if (env[UPDATES_VARIABLE] === 'off')
    return words(MESSAGES.off, { why: 'variable', variable: UPDATES_VARIABLE })
  return isPackaged ? null : words(MESSAGES.off, { why: 'development' })
}

type Used = 'autoInstallOnAppQuit' | 'logger' | 'on' | 'setFeedURL' | 'checkForUpdates' | 'quitAndInstall'
/** The parts of electron-updater's `autoUpdater` the app uses, and the feed it reads. */
export type AutoUpdater = Pick<AppUpdater, Used>
export type LoadedUpdater = { readonly autoUpdater: AutoUpdater; readonly feed: BoundedFeed }
type DialogState = 'upToDate' | 'available' | 'ready' | 'downloadFailed' | 'failed' | 'off'
type Dialog = { readonly state: DialogState } & Readonly<Record<string, WordValue>>

/**
 * Updates as electron-updater runs them: it reads the feed (through boundedFeed), shares a check
 * or a download under way, downloads a newer version by itself, checks its sha512 and signature
 * and logs each step. This asks it at start and every four hours and answers Check for Updates…
 * in a dialog. Nothing restarts the app but the person, and nothing installs on quit (R4-2).
 */
export function createAppUpdates<W>(options: {
  readonly offReason: Words | null
  /** Called once, only when updates are on (it loads electron-updater). */
  readonly loadUpdater: () => LoadedUpdater
  readonly currentVersion: string
  readonly appName: string
  /** The app language's words at the moment a dialog is shown. */
  readonly say: () => (w: Words) => string
  readonly dialog: Pick<ShellDialog<W>, 'showMessageBox'>
  readonly getWindow: () => W | null
  readonly announceReady: (version: string) => void
  readonly log: (line: string) => void
}) {
  const { log } = options
  let offReason = options.offReason
  let updater: AutoUpdater | null = null
  /** The version downloaded, waiting until the person restarts into it. */
  let ready: string | null = null
  let timer: ReturnType<typeof setInterval> | undefined
  let stopped = false
  try {
    if (offReason === null) {
      const { autoUpdater, feed } = options.loadUpdater()
      autoUpdater.setFeedURL(feed)
      // The one default of electron-updater the app changes: it would install on quit.
      autoUpdater.autoInstallOnAppQuit = false
      const write = (message: unknown) => log(`updates: ${String(message)}`)
      autoUpdater.logger = { info: write, warn: write, error: write }
      autoUpdater.on('update-downloaded', ({ version }) => {
        if (ready !== version && !stopped) options.announceReady(version)
        ready = version
      })
      updater = autoUpdater
    }
  } catch (error) {
    offReason = words(MESSAGES.off, { why: 'failed', detail: String(error).split('\n')[0]! })
  }
  if (updater === null) log(`updates: off: ${inEnglish(offReason!)}`)

  /** The button pressed (Restart to Update is 0), or null when the dialog could not be shown. */
  const show = async (dialog: Dialog) => {
    const say = options.say()
    const values = { app: options.appName, ...dialog }
    const offersRestart = dialog.state === 'ready'
    const box: MessageBoxOptions = {
      type: dialog.state === 'failed' || dialog.state === 'downloadFailed' ? 'warning' : 'info',
      title: say(words(MESSAGES.title)),
      message: say(words(MESSAGES.message, values)),
      detail: say(words(MESSAGES.detail, values)),
      buttons: (offersRestart ? [MESSAGES.restart, MESSAGES.later] : [MESSAGES.ok]).map((m) => say(words(m))),
      ...(offersRestart && { defaultId: 1, cancelId: 1 }),
    }
    const parent = options.getWindow()
    try {
      const shown = parent ? options.dialog.showMessageBox(parent, box) : options.dialog.showMessageBox(box)
      return (await shown).response
    } catch (error) {
      log(`updates: could not show the dialog: ${String(error)}`)
      return null
    }
  }

  /** The newer version found, or null; its failed download is shown only to a person who asked. */
  const check = async (autoUpdater: AutoUpdater, byPerson: boolean) => {
    // Asking past a version ready would let electron-updater clear its cache for a newer one.
    if (ready !== null) return ready
    // Null: electron-updater asks nothing in a copy that is not installed.
    const result = await autoUpdater.checkForUpdates()
    if (!result?.isUpdateAvailable) return null
    const { version } = result.updateInfo
    result.downloadPromise?.catch((error: unknown) => {
      if (byPerson && !stopped)
        void show({ state: 'downloadFailed', version, reason: describeUpdateError(error) })
    })
    return version
  }

  /** The dialog answering Check for Updates…, whatever happens. */
  const answer = async (): Promise<Dialog> => {
    if (updater === null) return { state: 'off', reason: offReason! }
    try {
      const version = await check(updater, true)
      if (version === null) return { state: 'upToDate', version: options.currentVersion }
      return { state: version === ready ? 'ready' : 'available', version }
    } catch (error) {
      return { state: 'failed', reason: describeUpdateError(error) }
    }
  }

  const stop = () => {
    stopped = true
    clearInterval(timer)
  }
  const restartToUpdate = () => {
    if (updater === null || ready === null) return false
    stop()
    // Silent where the installer allows it, then the new version starts: the person asked to
    // restart, not to click through an installer.
    updater.quitAndInstall(true, true)
    return true
  }
  const scheduledCheck = () => void (updater && check(updater, false).catch(() => {}))

  return {
    readyVersion: () => ready,
    restartToUpdate,
    /** Check for Updates…: checks now and answers in a dialog, whatever happens. */
    async checkFromMenu() {
      const dialog = await answer()
      if ((await show(dialog)) === 0 && dialog.state === 'ready') restartToUpdate()
    },
    /** The check at start and every four hours (installed apps only); `stop` at quit. */
    start() {
      if (updater === null || stopped || timer !== undefined) return
      scheduledCheck()
      timer = setInterval(scheduledCheck, UPDATE_CHECK_INTERVAL_MS)
    },
    stop,
  }
}
