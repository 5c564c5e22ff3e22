import type { MessageBoxOptions } from 'electron'
import type { AppUpdater, UpdateCheckResult } from 'electron-updater'
import type { ShellDialog } from '../electron-main'
import type { BoundedFeed } from './bounded-feed-provider'
import { words, type Words } from '../../../shared/i18n/words'
import { inEnglish } from '../../core/app-language/app-messages'
import {
  RESTART_BUTTON_INDEX,
  downloadFailedDialog,
  updateAnswerDialog,
  type Say,
  type UpdateAnswer,
} from './update-dialogs'
import { describeUpdateError } from './update-error-text'

/** `off` turns updates off for one run; the e2e harness sets it, so tests never ask a feed. */
export const UPDATES_VARIABLE = 'CATALOG_BROWSER_UPDATES'

/** How often an installed app asks the feed again after the check at start. */
export const UPDATE_CHECK_INTERVAL_MS = 4 * 60 * 60 * 1000

/**
 * Why this copy does not update itself, or null when it does (an installed app).
 * `policyAllows` is false when the organization's policy sets `updateChecks: false`.
 */
export function updatesOffReason(
  isPackaged: boolean,
  env: Record<string, string | undefined>,
  policyAllows = true,
): Words | null {
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
  if (!isPackaged)
    return words({
      id: 'updates.off.development',
      defaultMessage: 'This is a development copy of Catalog Browser: only an installed app updates itself.',
    })
  return null
}

/** The parts of electron-updater's `autoUpdater` the app uses (its own types, picked). */
export type AutoUpdater = Pick<
  AppUpdater,
  | 'autoDownload'
  | 'autoInstallOnAppQuit'
  | 'logger'
  | 'setFeedURL'
  | 'on'
  | 'checkForUpdates'
  | 'quitAndInstall'
>

/** electron-updater's `autoUpdater`, and its feed: the installed address, read through BoundedFeedProvider. */
export interface LoadedUpdater {
  readonly autoUpdater: AutoUpdater
  readonly feed: BoundedFeed
}

/** The app's updates as the shell wires them: the core's UpdateControl plus the menu and the schedule. */
export interface AppUpdates {
  readyVersion(): string | null
  restartToUpdate(): boolean
  /** Check for Updates…: checks now and answers in a dialog, whatever happens. */
  checkFromMenu(): Promise<void>
  /** The check at start and every few hours (installed apps only). */
  start(): void
  /** Clears the schedule (quit cleanup). */
  stop(): void
}

type State =
  | { readonly name: 'idle' | 'checking' }
  | { readonly name: 'downloading'; readonly version: string; askedBy: 'person' | 'schedule' }
  | { readonly name: 'ready'; readonly version: string }

const firstLine = (error: unknown) => String(error).split('\n')[0]

/**
 * Updates, driven by electron-updater's own events.
 *
 * electron-updater reads the feed through BoundedFeedProvider (bounded in time, redirects and
 * size; never redirected off https), shares a check already under way, downloads a newer
 * version by itself and says so in events; this module listens to them, keeps the one state
 * the app shows, checks at start and every four hours, and answers Check for Updates… in a
 * dialog. The window is told when a version is ready (`announceReady`). Nothing ever restarts
 * the app but the person (`restartToUpdate`), and nothing installs on quit (R4-2): until
 * releases are signed, a downloaded update is checked against nothing but the sha512 of the
 * same feed. A failed download is shown only when the person asked; the rest is logged.
 */
export function createAppUpdates<W>(options: {
  readonly offReason: Words | null
  /** Called once, and only when updates are on (it loads electron-updater); absent in a build without one. */
  readonly loadUpdater: (() => LoadedUpdater) | undefined
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
  const { dialog, getWindow, log } = options
  /** The index of the button pressed, or null when the dialog could not be shown. */
  const show = async (box: MessageBoxOptions): Promise<number | null> => {
    try {
      const parent = getWindow()
      const { response } = await (parent === null
        ? dialog.showMessageBox(box)
        : dialog.showMessageBox(parent, box))
      return response
    } catch (error) {
      log(`updates: could not show the dialog: ${String(error)}`)
      return null
    }
  }

  let state: State = { name: 'idle' }
  const readyVersion = () => (state.name === 'ready' ? state.version : null)
  let personChecks = 0
  let timer: ReturnType<typeof setInterval> | null = null
  let stopped = false

  const setUp = ({ autoUpdater, feed }: LoadedUpdater): AutoUpdater => {
    autoUpdater.setFeedURL(feed)
    autoUpdater.autoDownload = true
    autoUpdater.autoInstallOnAppQuit = false
    const write = (message: unknown) => log(`updates: ${String(message)}`)
    autoUpdater.logger = { info: write, warn: write, error: write }
    autoUpdater.on('checking-for-update', () => {
      state = { name: 'checking' }
    })
    autoUpdater.on('update-not-available', () => {
      state = { name: 'idle' }
    })
    autoUpdater.on('update-available', ({ version }) => {
      log(`updates: version ${version} found, downloading in the background`)
      state = { name: 'downloading', version, askedBy: personChecks > 0 ? 'person' : 'schedule' }
    })
    autoUpdater.on('update-downloaded', ({ version }) => {
      state = { name: 'ready', version }
      log(`updates: version ${version} is ready; installed when the person chooses Restart to update`)
      if (!stopped) options.announceReady(version)
    })
    autoUpdater.on('error', (error) => {
      const reason = describeUpdateError(error)
      const was = state
      if (was.name === 'checking') {
        state = { name: 'idle' }
        log(`updates: could not check: ${inEnglish(reason)} (${firstLine(error)})`)
      } else if (was.name === 'downloading') {
        state = { name: 'idle' }
        log(`updates: version ${was.version} could not be downloaded: ${inEnglish(reason)}`)
        if (was.askedBy === 'person' && !stopped) {
          void show(downloadFailedDialog(was.version, reason, options.say()))
        }
      }
    })
    return autoUpdater
  }

  let offReason =
    options.offReason ??
    (options.loadUpdater
      ? null
      : words({
          id: 'updates.off.noUpdater',
          defaultMessage: 'This build of Catalog Browser has no updater.',
        }))
  let updater: AutoUpdater | null = null
  if (offReason === null && options.loadUpdater) {
    try {
      updater = setUp(options.loadUpdater())
    } catch (error) {
      offReason = words(
        {
          id: 'updates.off.updaterFailed',
          defaultMessage: 'The updater could not start ({detail}), so this copy cannot update itself.',
        },
        { detail: firstLine(error) ?? '' },
      )
      log(`updates: ${inEnglish(offReason)}`)
    }
  } else {
    log(`updates: off: ${offReason === null ? '' : inEnglish(offReason)}`)
  }

  /** One question to the feed; electron-updater shares one already under way. Its failures arrive as `error` events too. */
  const ask = async (autoUpdater: AutoUpdater): Promise<UpdateCheckResult | null> => {
    const result = await autoUpdater.checkForUpdates()
    // A failed download is an `error` event; its promise is left with nobody else to catch it.
    result?.downloadPromise?.catch(() => {})
    return result
  }

  const checkNow = async (autoUpdater: AutoUpdater): Promise<UpdateAnswer> => {
    if (state.name === 'ready') return { kind: 'ready', version: state.version }
    if (state.name === 'downloading') {
      state.askedBy = 'person'
      return { kind: 'downloading', version: state.version }
    }
    personChecks += 1
    try {
      const result = await ask(autoUpdater)
      // null: the updater is inactive (an unpackaged run), which has nothing to install.
      if (result === null || !result.isUpdateAvailable) {
        return { kind: 'up-to-date', currentVersion: options.currentVersion }
      }
      const { version } = result.updateInfo
      // A copy downloaded earlier may already be ready (electron-updater keeps it).
      return readyVersion() === version ? { kind: 'ready', version } : { kind: 'downloading', version }
    } catch (error) {
      return { kind: 'failed', reason: describeUpdateError(error) }
    } finally {
      personChecks -= 1
    }
  }

  const scheduledCheck = () => {
    if (updater === null || state.name === 'downloading' || state.name === 'ready') return
    ask(updater).catch(() => {})
  }

  const stop = () => {
    stopped = true
    if (timer !== null) clearInterval(timer)
    timer = null
  }

  const restartToUpdate = (): boolean => {
    if (updater === null || state.name !== 'ready') return false
    log(`updates: restarting into version ${state.version}, as asked`)
    stop()
    // Silent where the installer allows it (Windows), then start the new version again: the
    // person asked to restart, not to click through an installer.
    updater.quitAndInstall(true, true)
    return true
  }

  return {
    readyVersion,
    restartToUpdate,
    async checkFromMenu() {
      if (updater === null) {
        const reason =
          offReason ??
          words({
            id: 'updates.off.noUpdater',
            defaultMessage: 'This build of Catalog Browser has no updater.',
          })
        await show(updateAnswerDialog({ kind: 'off', reason }, options.appName, options.say()))
        return
      }
      const answer = await checkNow(updater)
      const pressed = await show(updateAnswerDialog(answer, options.appName, options.say()))
      if (answer.kind === 'ready' && pressed === RESTART_BUTTON_INDEX) restartToUpdate()
    },
    start() {
      if (updater === null || stopped || timer !== null) return
      scheduledCheck()
      timer = setInterval(scheduledCheck, UPDATE_CHECK_INTERVAL_MS)
    },
    stop,
  }
}
