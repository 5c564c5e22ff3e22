import { EventEmitter } from 'node:events'
import type { AppUpdater, Logger, UpdateCheckResult, UpdateInfo } from 'electron-updater'
import type { AutoUpdater, LoadedUpdater } from '../updates/app-updates'
import type { BoundedFeed } from '../updates/bounded-feed'

/** A download the test finishes or fails when it wants to. */
export interface FakeDownload {
  finish(): void
  fail(error: Error): void
}

/** Stands in for `boundedFeed(url)`, whose module loads Electron's `net`. */
export const FAKE_FEED = {
  provider: 'generic',
  url: 'https://github.com/acme/catalog-browser/releases/latest/download',
} as BoundedFeed

const info = (version: string): UpdateInfo => ({
  version,
  files: [],
  path: '',
  sha512: '',
  releaseDate: '2026-11-23T00:00:00.000Z',
})

type Answer = { kind: 'up-to-date' } | { kind: 'available'; version: string; download: Promise<void> }

const TypedEmitter = EventEmitter as unknown as new () => Pick<AppUpdater, 'on' | 'emit'>

/**
 * electron-updater's `autoUpdater` as far as the app uses it: each check answers what the test
 * set last (up to date, a version whose download the test controls, or a failure), with the
 * library's events in its order; a check asked while one is under way shares it, and a check
 * that finds the version downloading shares its download.
 */
class FakeAutoUpdater extends TypedEmitter implements AutoUpdater {
  autoInstallOnAppQuit = true
  logger: Logger | null = null
  readonly feeds: unknown[] = []
  readonly installs: [boolean | undefined, boolean | undefined][] = []
  checks = 0
  /** False: as electron-updater in an unpackaged run, every check answers null. */
  active = true
  answer: () => Promise<Answer> = async () => ({ kind: 'up-to-date' })
  private checking: Promise<UpdateCheckResult | null> | null = null
  private downloading: Promise<string[]> | null = null

  constructor() {
    super()
    // electron-updater logs every error itself, so an `error` event never goes unheard.
    this.on('error', (error) => this.logger?.error(`Error: ${error.message}`))
  }

  setFeedURL(options: unknown): void {
    this.feeds.push(options)
  }

  checkForUpdates(): Promise<UpdateCheckResult | null> {
    if (!this.active) return Promise.resolve(null)
    this.checking ??= this.askFeed().finally(() => {
      this.checking = null
    })
    return this.checking
  }

  quitAndInstall(isSilent?: boolean, isForceRunAfter?: boolean): void {
    this.installs.push([isSilent, isForceRunAfter])
  }

  private async askFeed(): Promise<UpdateCheckResult> {
    this.checks += 1
    this.emit('checking-for-update')
    const answer = await this.answer().catch((error: Error) => {
      this.emit('error', error)
      throw error
    })
    if (answer.kind === 'up-to-date') {
      this.emit('update-not-available', info('1.2.3'))
      return { isUpdateAvailable: false, updateInfo: info('1.2.3'), versionInfo: info('1.2.3') }
    }
    const found = info(answer.version)
    this.emit('update-available', found)
    // As electron-updater: a download under way is shared; a finished one is found again in its
    // cache and reported downloaded again.
    const file = `/tmp/Catalog-Browser-${found.version}`
    this.downloading ??= answer.download
      .then(
        () => {
          this.emit('update-downloaded', { ...found, downloadedFile: file })
          return [file]
        },
        (error: Error) => {
          this.emit('error', error)
          throw error
        },
      )
      .finally(() => {
        this.downloading = null
      })
    const downloadPromise = this.downloading
    return { isUpdateAvailable: true, updateInfo: found, versionInfo: found, downloadPromise }
  }
}

/** A fake autoUpdater and the handles a test drives it with. */
export function createFakeUpdater() {
  const autoUpdater = new FakeAutoUpdater()
  const loaded: LoadedUpdater = { autoUpdater, feed: FAKE_FEED }
  return {
    autoUpdater,
    loaded,
    get checks() {
      return autoUpdater.checks
    },
    get installs() {
      return autoUpdater.installs.length
    },
    inactive() {
      autoUpdater.active = false
    },
    upToDate() {
      autoUpdater.answer = async () => ({ kind: 'up-to-date' })
    },
    failing(error: Error) {
      autoUpdater.answer = async () => {
        throw error
      }
    },
    /** The next checks find `version`; the returned handle settles its download. */
    available(version: string): FakeDownload {
      let finish = () => {}
      let fail: (error: Error) => void = () => {}
      const download = new Promise<void>((resolve, reject) => {
        finish = resolve
        fail = reject
      })
      autoUpdater.answer = async () => ({ kind: 'available', version, download })
      return { finish: () => finish(), fail: (error) => fail(error) }
    },
  }
}
