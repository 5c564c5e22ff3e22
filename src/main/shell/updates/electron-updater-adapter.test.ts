import type { UpdateCheckResult, UpdateInfo } from 'electron-updater'
import { describe, expect, it, vi } from 'vitest'
import { BoundedFeedProvider } from './bounded-feed-provider'
import { adaptAutoUpdater, type AutoUpdater } from './electron-updater-adapter'

// The feed provider's module loads electron's `net`; nothing here reads a feed.
vi.mock('electron', () => ({}))

const info = (version: string): UpdateInfo => ({
  version,
  files: [],
  path: '',
  sha512: '',
  releaseDate: '2026-11-23T00:00:00.000Z',
})

/** electron-updater's autoUpdater as far as the adapter uses it, answering what the test says. */
function fakeAutoUpdater(answer: () => Promise<UpdateCheckResult | null>) {
  const installs: [boolean | undefined, boolean | undefined][] = []
  const feeds: unknown[] = []
  const autoUpdater: AutoUpdater = {
    autoDownload: false,
    autoInstallOnAppQuit: false,
    logger: null,
    checkForUpdates: answer,
    quitAndInstall: (isSilent, isForceRunAfter) => void installs.push([isSilent, isForceRunAfter]),
    setFeedURL: (options) => void feeds.push(options),
  }
  return { autoUpdater, installs, feeds }
}

const result = (version: string, available: boolean, download?: Promise<string[]>): UpdateCheckResult => ({
  isUpdateAvailable: available,
  updateInfo: info(version),
  versionInfo: info(version),
  ...(download ? { downloadPromise: download } : {}),
})

const FEED = 'https://github.com/acme/catalog-browser/releases/latest/download'

describe('adaptAutoUpdater', () => {
  it('R4-6: reads the feed at the installed address through the bounded feed reader', () => {
    const { autoUpdater, feeds } = fakeAutoUpdater(async () => null)
    adaptAutoUpdater(autoUpdater, () => {}, FEED)
    expect(feeds).toStrictEqual([{ provider: 'custom', updateProvider: BoundedFeedProvider, url: FEED }])
  })

  it('R4-2: downloads by itself but never installs on quit, and writes its log lines to the app log', () => {
    const lines: string[] = []
    const { autoUpdater } = fakeAutoUpdater(async () => null)
    autoUpdater.autoInstallOnAppQuit = true // electron-updater's default
    adaptAutoUpdater(autoUpdater, (line) => lines.push(line), FEED)
    expect(autoUpdater).toMatchObject({ autoDownload: true, autoInstallOnAppQuit: false })
    autoUpdater.logger?.info('Checking for update')
    expect(lines).toStrictEqual(['updates: Checking for update'])
  })

  it('answers up to date when the feed has nothing newer (or the updater is inactive)', async () => {
    for (const answer of [null, result('1.2.3', false)]) {
      const updater = adaptAutoUpdater(fakeAutoUpdater(async () => answer).autoUpdater, () => {}, FEED)
      await expect(updater.check()).resolves.toStrictEqual({ kind: 'up-to-date' })
    }
  })

  it('hands on the version found and its download, which settles as electron-updater’s does', async () => {
    let finish: (files: string[]) => void = () => {}
    const download = new Promise<string[]>((resolve) => (finish = resolve))
    const updater = adaptAutoUpdater(
      fakeAutoUpdater(async () => result('1.4.0', true, download)).autoUpdater,
      () => {},
      FEED,
    )
    const found = await updater.check()
    expect(found).toMatchObject({ kind: 'available', version: '1.4.0' })
    finish(['/tmp/Catalog-Browser-1.4.0.AppImage'])
    await expect(found.kind === 'available' ? found.download : null).resolves.toBeUndefined()
    const failed = adaptAutoUpdater(
      fakeAutoUpdater(async () => result('1.4.0', true, Promise.reject(new Error('net::ERR_TIMED_OUT'))))
        .autoUpdater,
      () => {},
      FEED,
    )
    const failing = await failed.check()
    await expect(failing.kind === 'available' ? failing.download : null).rejects.toThrow('ERR_TIMED_OUT')
  })

  it('passes a failed check on, and restarts into the update silently when asked', async () => {
    const { autoUpdater, installs } = fakeAutoUpdater(() =>
      Promise.reject(new Error('net::ERR_INTERNET_DISCONNECTED')),
    )
    const updater = adaptAutoUpdater(autoUpdater, () => {}, FEED)
    await expect(updater.check()).rejects.toThrow('ERR_INTERNET_DISCONNECTED')
    updater.quitAndInstall()
    expect(installs).toStrictEqual([[true, true]])
  })
})
