import type { AppUpdater } from 'electron-updater'
import type { ShellDialog } from '../electron-main'
import type { BoundedFeed } from './bounded-feed'
import { words, type Words } from '../../../shared/i18n/words'
import { inEnglish } from '../../../shared/i18n/english'
import type { UpdateControl } from '../../core/updates/updates-service'
import { describeUpdateError, messageBox, type Say, type UpdateDialog } from './update-words'

/** `off` turns updates off for one run; the e2e harness sets it, so tests never ask a feed. */
export const UPDATES_VARIABLE = 'CATALOG_BROWSER_UPDATES'
/** How often an installed app asks the feed again after the check at start. */
export const UPDATE_CHECK_INTERVAL_MS = 4 * 60 * 60 * 1000

/** Why this copy does not update itself (the policy's `updateChecks: false` first), or null. */
export function updatesOffReason(isPackaged: boolean, env: NodeJS.ProcessEnv, policyAllows = true) {
  if (!policyAllows)
    return words({
      id: 'updates.off.managed',
      defaultMessage:
        'Updates are managed by your organization: its policy turns update checks off in this app. Ask IT when a new version comes.',
    })
  if (env[UPDATES_VARIABLE] === 'off')
    return words(
      {
        id: 'updates.off.variable',
        defaultMessage: 'Updates are turned off for this run ({variable}=off, as in automated tests).',
      },
      { variable: UPDATES_VARIABLE },
    )
  return isPackaged
    ? null
    : words({
        id: 'updates.off.development',
        defaultMessage:
          'This is a development copy of Catalog Browser: only an installed app updates itself.',
      })
}

/** The parts of electron-updater's `autoUpdater` the app uses, and the feed it reads. */
type Used = 'autoInstallOnAppQuit' | 'logger' | 'setFeedURL' | 'checkForUpdates' | 'quitAndInstall'
export type AutoUpdater = Pick<AppUpdater, Used>
export interface LoadedUpdater {
  readonly autoUpdater: AutoUpdater
  readonly feed: BoundedFeed
}

export interface AppUpdates extends UpdateControl {
  /** Check for Updates…: checks now and answers in a dialog, whatever happens. */
  checkFromMenu(): Promise<void>
  /** The check at start and every few hours (installed apps only); `stop` at quit. */
  start(): void
  stop(): void
}

/**
 * Updates as electron-updater runs them: it reads the feed (through boundedFeed), shares a
 * check under way, downloads a newer version by itself, checks its sha512 and signature and
 * logs each step. This asks it at start and every four hours, keeps the version found, and
 * answers Check for Updates… in a dialog. Nothing restarts the app but the person, and nothing
 * installs on quit (R4-2). A failed download is shown only when the person asked for it.
 */
export function createAppUpdates<W>(options: {
  readonly offReason: Words | null
  /** Called once, only when updates are on (it loads electron-updater). */
  readonly loadUpdater: () => LoadedUpdater
  readonly currentVersion: string
  readonly appName: string
  /** The app language's words at the moment a dialog is shown. */
  readonly say: () => Say
  readonly dialog: Pick<ShellDialog<W>, 'showMessageBox'>
  readonly getWindow: () => W | null
  /** Tells the window (update:ready). */
  readonly announceReady: (version: string) => void
  readonly log: (line: string) => void
}): AppUpdates {
  const { log, appName: app } = options
  /** The button pressed, or null when the dialog could not be shown. */
  const show = async (dialog: UpdateDialog) => {
    const [box, parent] = [messageBox(dialog, options.say()), options.getWindow()]
    try {
      return (
        await (parent ? options.dialog.showMessageBox(parent, box) : options.dialog.showMessageBox(box))
      ).response
    } catch (error) {
      log(`updates: could not show the dialog: ${String(error)}`)
      return null
    }
  }
  let offReason = options.offReason
  let loaded: LoadedUpdater | null = null
  try {
    if (offReason === null) loaded = options.loadUpdater()
  } catch (error) {
    offReason = words(
      {
        id: 'updates.off.updaterFailed',
        defaultMessage: 'The updater could not start ({detail}), so this copy cannot update itself.',
      },
      { detail: String(error).split('\n')[0]! },
    )
  }
  const updater = loaded?.autoUpdater ?? null
  if (updater === null) log(`updates: off: ${inEnglish(offReason!)}`)
  else {
    updater.setFeedURL(loaded!.feed)
    // The one default of electron-updater the app changes: it would install on quit.
    updater.autoInstallOnAppQuit = false
    const write = (message: unknown) => log(`updates: ${String(message)}`)
    updater.logger = { info: write, warn: write, error: write }
  }

  /** The version found: downloading, then ready until the person restarts into it. */
  let found: { readonly version: string; readonly ready: boolean } | null = null
  /** Whether the person asked for the version downloading: its failure is then shown. */
  let personAsked = false
  let timer: ReturnType<typeof setInterval> | undefined
  let stopped = false

  const downloadFailed = (version: string, reason: Words) =>
    void show({
      message: words(
        { id: 'updateDialog.downloadFailed', defaultMessage: 'Version {version} could not be downloaded' },
        { version },
      ),
      detail: words(
        {
          id: 'updateDialog.downloadFailedDetail',
          defaultMessage:
            '{reason}\n\nThe app keeps working as it is; choose Check for Updates… to try again.',
        },
        { reason },
      ),
      warning: true,
    })

  /** Asks the feed unless a version is already found; rejects when the check fails. */
  const ask = async (autoUpdater: AutoUpdater, byPerson: boolean) => {
    personAsked ||= byPerson
    if (found !== null) return
    try {
      const result = await autoUpdater.checkForUpdates()
      // Null: electron-updater asks nothing in a copy that is not installed. Asks sharing one
      // check all land here; the first keeps the version.
      if (!result?.isUpdateAvailable || found !== null) return
      const { version } = result.updateInfo
      found = { version, ready: false }
      result.downloadPromise?.then(
        () => {
          found = { version, ready: true }
          if (!stopped) options.announceReady(version)
        },
        (error: unknown) => {
          found = null
          if (personAsked && !stopped) downloadFailed(version, describeUpdateError(error))
          personAsked = false
        },
      )
    } finally {
      if (found === null) personAsked = false
    }
  }

  /** The answer to Check for Updates…, whatever happens. */
  const answer = async (autoUpdater: AutoUpdater): Promise<UpdateDialog> => {
    try {
      await ask(autoUpdater, true)
    } catch (error) {
      return {
        message: words({ id: 'updateDialog.failed', defaultMessage: 'Could not check for updates' }),
        detail: describeUpdateError(error),
        warning: true,
      }
    }
    if (found === null)
      return {
        message: words({ id: 'updateDialog.upToDate', defaultMessage: '{app} is up to date' }, { app }),
        detail: words(
          { id: 'updateDialog.upToDateDetail', defaultMessage: 'Version {version} is the latest.' },
          { version: options.currentVersion },
        ),
      }
    const { version, ready } = found
    if (!ready)
      return {
        message: words(
          { id: 'updateDialog.available', defaultMessage: 'Version {version} is available' },
          { version },
        ),
        detail: words({
          id: 'updateDialog.availableDetail',
          defaultMessage:
            'It is downloading in the background; you can keep working. When it is ready, the window offers Restart to update. Nothing restarts on its own.',
        }),
      }
    return {
      message: words({ id: 'updateDialog.ready', defaultMessage: 'Version {version} is ready' }, { version }),
      detail: words(
        {
          id: 'updateDialog.readyDetail',
          defaultMessage:
            'Restart {app} now to install it, or later: it is installed only when you choose Restart to Update.',
        },
        { app },
      ),
      restart: true,
    }
  }

  const stop = () => {
    stopped = true
    clearInterval(timer)
  }
  const restartToUpdate = () => {
    if (updater === null || !found?.ready) return false
    stop()
    // Silent where the installer allows it, then the new version starts: the person asked to
    // restart, not to click through an installer.
    updater.quitAndInstall(true, true)
    return true
  }
  const scheduledCheck = () => void (updater && ask(updater, false).catch(() => {}))

  return {
    readyVersion: () => (found?.ready ? found.version : null),
    restartToUpdate,
    async checkFromMenu() {
      const dialog = updater
        ? await answer(updater)
        : {
            message: words({ id: 'updateDialog.off', defaultMessage: 'Updates are off' }),
            detail: offReason!,
          }
      if ((await show(dialog)) === 0 && dialog.restart) restartToUpdate()
    },
    start() {
      if (updater === null || stopped || timer !== undefined) return
      scheduledCheck()
      timer = setInterval(scheduledCheck, UPDATE_CHECK_INTERVAL_MS)
    },
    stop,
  }
}
