import { describeUpdateError } from './update-error-text'
import type { Updater } from './updater'
import { clampDelay } from '../../core/timers/clamped-timeout'

/** How often an installed app asks the feed again after the check at start. */
export const UPDATE_CHECK_INTERVAL_MS = 4 * 60 * 60 * 1000

/** What a check the person asked for (Check for Updates…) found. */
export type UpdateAnswer =
  | { readonly kind: 'up-to-date'; readonly currentVersion: string }
  | { readonly kind: 'downloading'; readonly version: string }
  | { readonly kind: 'ready'; readonly version: string }
  | { readonly kind: 'failed'; readonly reason: string }

export interface UpdateControllerOptions {
  readonly updater: Updater
  readonly currentVersion: string
  /** An update finished downloading: the window offers Restart to update. */
  readonly onReady: (version: string) => void
  /** A download the person asked for failed (a background one is only logged). */
  readonly onDownloadFailed: (version: string, reason: string) => void
  readonly log: (line: string) => void
  readonly intervalMs?: number
}

type Phase =
  | { readonly name: 'idle' }
  | { readonly name: 'downloading'; readonly version: string; askedBy: 'person' | 'schedule' }
  | { readonly name: 'ready'; readonly version: string }

/**
 * When to look for updates and what to say about them.
 *
 * Checks at start and every four hours in the background; a newer version downloads by
 * itself, and once it is there the window is told (`onReady`). Nothing ever restarts the app
 * but the person (`restartToUpdate`, from the window's button), and nothing else installs: an
 * update left waiting stays waiting, also across a quit (R4-2). Failures never throw: a background one is logged, one the person
 * asked about is answered in words. `stop` clears the timer (quit cleanup).
 */
export class UpdateController {
  private phase: Phase = { name: 'idle' }
  private timer: ReturnType<typeof setInterval> | null = null
  private checking: Promise<UpdateAnswer> | null = null
  private stopped = false

  constructor(private readonly options: UpdateControllerOptions) {}

  start(): void {
    if (this.stopped || this.timer !== null) return
    void this.check('schedule')
    this.timer = setInterval(
      () => void this.check('schedule'),
      clampDelay(this.options.intervalMs ?? UPDATE_CHECK_INTERVAL_MS),
    )
  }

  /** Check for Updates…: the answer to show, whatever happened. */
  checkNow(): Promise<UpdateAnswer> {
    return this.check('person')
  }

  readyVersion(): string | null {
    return this.phase.name === 'ready' ? this.phase.version : null
  }

  /** Installs the waiting version and restarts; false (and nothing happens) when none is ready. */
  restartToUpdate(): boolean {
    if (this.phase.name !== 'ready') return false
    this.options.log(`updates: restarting into version ${this.phase.version}, as asked`)
    this.stop()
    this.options.updater.quitAndInstall()
    return true
  }

  stop(): void {
    this.stopped = true
    if (this.timer !== null) clearInterval(this.timer)
    this.timer = null
  }

  private check(askedBy: 'person' | 'schedule'): Promise<UpdateAnswer> {
    const { phase } = this
    if (phase.name === 'ready') return Promise.resolve({ kind: 'ready', version: phase.version })
    if (phase.name === 'downloading') {
      if (askedBy === 'person') phase.askedBy = 'person'
      return Promise.resolve({ kind: 'downloading', version: phase.version })
    }
    // One question to the feed at a time: a menu click during the background check shares it.
    this.checking ??= this.askFeed(askedBy).finally(() => {
      this.checking = null
    })
    return this.checking
  }

  private async askFeed(askedBy: 'person' | 'schedule'): Promise<UpdateAnswer> {
    const { log, updater, currentVersion } = this.options
    try {
      const found = await updater.check()
      if (found.kind === 'up-to-date') return { kind: 'up-to-date', currentVersion }
      log(`updates: version ${found.version} found, downloading in the background`)
      const downloading: Phase = { name: 'downloading', version: found.version, askedBy }
      this.phase = downloading
      found.download.then(
        () => this.downloaded(downloading),
        (error: unknown) => this.downloadFailed(downloading, error),
      )
      return { kind: 'downloading', version: found.version }
    } catch (error) {
      const reason = describeUpdateError(error)
      log(`updates: could not check: ${reason} (${String(error).split('\n')[0]})`)
      return { kind: 'failed', reason }
    }
  }

  private downloaded(download: Phase & { name: 'downloading' }): void {
    if (this.phase !== download) return
    this.phase = { name: 'ready', version: download.version }
    this.options.log(
      `updates: version ${download.version} is ready; installed when the person chooses Restart to update`,
    )
    if (!this.stopped) this.options.onReady(download.version)
  }

  private downloadFailed(download: Phase & { name: 'downloading' }, error: unknown): void {
    if (this.phase !== download) return
    this.phase = { name: 'idle' }
    const reason = describeUpdateError(error)
    this.options.log(`updates: version ${download.version} could not be downloaded: ${reason}`)
    if (download.askedBy === 'person' && !this.stopped)
      this.options.onDownloadFailed(download.version, reason)
  }
}
