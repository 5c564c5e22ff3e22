import type { UpdateCheckResult, UpdateInfo } from 'electron-updater'
import { describe, expect, it } from 'vitest'
import { adaptAutoUpdater, type AutoUpdater } from './electron-updater-adapter'

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
  const autoUpdater: AutoUpdater = {
    autoDownload: false,
    autoInstallOnAppQuit: false,
    logger: null,
    checkForUpdates: answer,
    quitAndInstall: (isSilent, isForceRunAfter) => void installs.push([isSilent, isForceRunAfter]),
  }
  return { autoUpdater, installs }
}

const result = (version: string, available: boolean, download?: Promise<string[]>): UpdateCheckResult => ({
  isUpdateAvailable: available,
  updateInfo: info(version),
  versionInfo: info(version),
  ...(download ? { downloadPromise: download } : {}),
})

describe('adaptAutoUpdater', () => {
  it('downloads by itself, installs on quit, and writes its log lines to the app log', () => {
    const lines: string[] = []
    const { autoUpdater } = fakeAutoUpdater(async () => null)
    adaptAutoUpdater(autoUpdater, (line) => lines.push(line))
    expect(autoUpdater).toMatchObject({ autoDownload: true, autoInstallOnAppQuit: true })
    autoUpdater.logger?.info('Checking for update')
    expect(lines).toStrictEqual(['updates: Checking for update'])
  })

  it('answers up to date when the feed has nothing newer (or the updater is inactive)', async () => {
    for (const answer of [null, result('1.2.3', false)]) {
      const updater = adaptAutoUpdater(fakeAutoUpdater(async () => answer).autoUpdater, () => {})
      await expect(updater.check()).resolves.toStrictEqual({ kind: 'up-to-date' })
    }
  })

  it('hands on the version found and its download, which settles as electron-updater’s does', async () => {
    let finish: (files: string[]) => void = () => {}
    const download = new Promise<string[]>((resolve) => (finish = resolve))
    const updater = adaptAutoUpdater(
      fakeAutoUpdater(async () => result('1.4.0', true, download)).autoUpdater,
      () => {},
    )
    const found = await updater.check()
    expect(found).toMatchObject({ kind: 'available', version: '1.4.0' })
    finish(['/tmp/Catalog-Browser-1.4.0.AppImage'])
    await expect(found.kind === 'available' ? found.download : null).resolves.toBeUndefined()
    const failed = adaptAutoUpdater(
      fakeAutoUpdater(async () => result('1.4.0', true, Promise.reject(new Error('net::ERR_TIMED_OUT'))))
        .autoUpdater,
      () => {},
    )
    const failing = await failed.check()
    await expect(failing.kind === 'available' ? failing.download : null).rejects.toThrow('ERR_TIMED_OUT')
  })

  it('passes a failed check on, and restarts into the update silently when asked', async () => {
    const { autoUpdater, installs } = fakeAutoUpdater(() =>
      Promise.reject(new Error('net::ERR_INTERNET_DISCONNECTED')),
    )
    const updater = adaptAutoUpdater(autoUpdater, () => {})
    await expect(updater.check()).rejects.toThrow('ERR_INTERNET_DISCONNECTED')
    updater.quitAndInstall()
    expect(installs).toStrictEqual([[true, true]])
  })
})
