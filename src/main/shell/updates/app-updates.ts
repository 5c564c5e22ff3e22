import type { MessageBoxOptions } from 'electron'
import type { ShellDialog } from '../electron-main'
import { UpdateController } from './update-controller'
import { RESTART_BUTTON, downloadFailedDialog, updateAnswerDialog } from './update-dialogs'
import type { Updater } from './updater'

/** `off` turns updates off for one run; the e2e harness sets it, so tests never ask a feed. */
export const UPDATES_VARIABLE = 'CATALOG_BROWSER_UPDATES'

/** What the Check for Updates… dialog says when the organization's policy turned checks off. */
export const UPDATES_MANAGED_REASON =
  'Updates are managed by your organization: its policy turns update checks off in this app. Ask IT when a new version comes.'

/**
 * Why this copy does not update itself, or null when it does (an installed app).
 * `policyAllows` is false when the organization's policy sets `updateChecks: false`.
 */
export function updatesOffReason(
  isPackaged: boolean,
  env: Record<string, string | undefined>,
  policyAllows = true,
): string | null {
  if (!policyAllows) return UPDATES_MANAGED_REASON
  if (env[UPDATES_VARIABLE] === 'off') {
    return `Updates are turned off for this run (${UPDATES_VARIABLE}=off, as in automated tests).`
  }
  if (!isPackaged) {
    return 'This is a development copy of Catalog Browser: only an installed app updates itself.'
  }
  return null
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

export function createAppUpdates<W>(options: {
  readonly offReason: string | null
  /** Called once, and only when updates are on (it loads electron-updater); absent in a build without one. */
  readonly createUpdater: (() => Updater) | undefined
  readonly currentVersion: string
  readonly appName: string
  readonly dialog: Pick<ShellDialog<W>, 'showMessageBox'>
  readonly getWindow: () => W | null
  /** Tells the window (update:ready). */
  readonly announceReady: (version: string) => void
  readonly log: (line: string) => void
}): AppUpdates {
  const { dialog, getWindow, log } = options
  const show = async (box: MessageBoxOptions): Promise<string | null> => {
    try {
      const parent = getWindow()
      const { response } = await (parent === null
        ? dialog.showMessageBox(box)
        : dialog.showMessageBox(parent, box))
      return box.buttons?.[response] ?? null
    } catch (error) {
      log(`updates: could not show the dialog: ${String(error)}`)
      return null
    }
  }

  let offReason =
    options.offReason ?? (options.createUpdater ? null : 'This build of Catalog Browser has no updater.')
  let controller: UpdateController | null = null
  if (offReason === null && options.createUpdater) {
    try {
      controller = new UpdateController({
        updater: options.createUpdater(),
        currentVersion: options.currentVersion,
        onReady: options.announceReady,
        onDownloadFailed: (version, reason) => void show(downloadFailedDialog(version, reason)),
        log,
      })
    } catch (error) {
      offReason = `The updater could not start (${String(error).split('\n')[0]}), so this copy cannot update itself.`
      log(`updates: ${offReason}`)
    }
  } else {
    log(`updates: off: ${offReason}`)
  }

  return {
    readyVersion: () => controller?.readyVersion() ?? null,
    restartToUpdate: () => controller?.restartToUpdate() ?? false,
    async checkFromMenu() {
      if (controller === null) {
        await show(updateAnswerDialog({ kind: 'off', reason: offReason ?? '' }, options.appName))
        return
      }
      const answer = await controller.checkNow()
      const pressed = await show(updateAnswerDialog(answer, options.appName))
      if (answer.kind === 'ready' && pressed === RESTART_BUTTON) controller.restartToUpdate()
    },
    start: () => controller?.start(),
    stop: () => controller?.stop(),
  }
}
