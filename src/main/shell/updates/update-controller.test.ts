import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeUpdater } from '../testing/fake-updater.test-support'
import { UPDATE_CHECK_INTERVAL_MS, UpdateController } from './update-controller'

function setup() {
  const fake = createFakeUpdater()
  const ready: string[] = []
  const failedDownloads: [string, string][] = []
  const lines: string[] = []
  const controller = new UpdateController({
    updater: fake.updater,
    currentVersion: '1.2.3',
    onReady: (version) => ready.push(version),
    onDownloadFailed: (version, reason) => failedDownloads.push([version, reason]),
    log: (line) => lines.push(line),
  })
  return { fake, controller, ready, failedDownloads, lines }
}

const OFFLINE = new Error('net::ERR_INTERNET_DISCONNECTED')

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('UpdateController', () => {
  it('says the app is up to date, naming the version, when the feed has nothing newer', async () => {
    const { controller, ready } = setup()
    await expect(controller.checkNow()).resolves.toStrictEqual({
      kind: 'up-to-date',
      currentVersion: '1.2.3',
    })
    expect(controller.readyVersion()).toBeNull()
    expect(ready).toStrictEqual([])
  })

  it('downloads a newer version in the background, then tells the window once it is ready', async () => {
    const { fake, controller, ready } = setup()
    const download = fake.available('1.4.0')
    await expect(controller.checkNow()).resolves.toStrictEqual({ kind: 'downloading', version: '1.4.0' })
    expect(controller.readyVersion()).toBeNull()
    // Asking again while it downloads does not start a second check or download.
    await expect(controller.checkNow()).resolves.toStrictEqual({ kind: 'downloading', version: '1.4.0' })
    expect(fake.checks).toBe(1)
    download.finish()
    await vi.waitFor(() => expect(ready).toStrictEqual(['1.4.0']))
    expect(controller.readyVersion()).toBe('1.4.0')
    await expect(controller.checkNow()).resolves.toStrictEqual({ kind: 'ready', version: '1.4.0' })
    expect(fake.checks).toBe(1)
  })

  it('never restarts by itself: only restartToUpdate installs, and only once an update is ready', async () => {
    const { fake, controller } = setup()
    expect(controller.restartToUpdate()).toBe(false)
    const download = fake.available('1.4.0')
    controller.start()
    await vi.waitFor(() => expect(fake.checks).toBe(1))
    expect(controller.restartToUpdate()).toBe(false)
    download.finish()
    await vi.waitFor(() => expect(controller.readyVersion()).toBe('1.4.0'))
    await vi.advanceTimersByTimeAsync(3 * UPDATE_CHECK_INTERVAL_MS)
    expect(fake.installs).toBe(0)
    expect(controller.restartToUpdate()).toBe(true)
    expect(fake.installs).toBe(1)
  })

  it('explains an offline check in plain words, and keeps working', async () => {
    const { fake, controller, lines } = setup()
    fake.failing(OFFLINE)
    const answer = await controller.checkNow()
    expect(answer).toMatchObject({
      kind: 'failed',
      reason: expect.stringMatching(/could not be reached.*offline/),
    })
    expect(lines.join('\n')).toContain('ERR_INTERNET_DISCONNECTED')
    fake.upToDate()
    await expect(controller.checkNow()).resolves.toMatchObject({ kind: 'up-to-date' })
  })

  it('reports a failed download the person asked for, and only logs one found by the schedule', async () => {
    const asked = setup()
    const first = asked.fake.available('1.4.0')
    await asked.controller.checkNow()
    first.fail(new Error('sha512 checksum mismatch, expected abc, got def'))
    await vi.waitFor(() => expect(asked.failedDownloads).toHaveLength(1))
    expect(asked.failedDownloads[0]).toStrictEqual([
      '1.4.0',
      expect.stringMatching(/did not match its checksum/),
    ])
    expect(asked.controller.readyVersion()).toBeNull()
    // Back to idle: the next check asks the feed again.
    asked.fake.upToDate()
    await expect(asked.controller.checkNow()).resolves.toMatchObject({ kind: 'up-to-date' })

    const background = setup()
    const second = background.fake.available('1.4.0')
    background.controller.start()
    await vi.waitFor(() => expect(background.fake.checks).toBe(1))
    second.fail(OFFLINE)
    await vi.waitFor(() => expect(background.lines.join('\n')).toMatch(/1\.4\.0 could not be downloaded/))
    expect(background.failedDownloads).toStrictEqual([])
  })

  it('checks at start and every four hours, shares a check already under way, and stops on quit', async () => {
    const { fake, controller } = setup()
    controller.start()
    controller.start()
    expect(fake.checks).toBe(1)
    const during = controller.checkNow()
    expect(fake.checks).toBe(1)
    await expect(during).resolves.toMatchObject({ kind: 'up-to-date' })
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS - 1)
    expect(fake.checks).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(fake.checks).toBe(2)
    expect(vi.getTimerCount()).toBe(1)
    controller.stop()
    expect(vi.getTimerCount()).toBe(0)
    await vi.advanceTimersByTimeAsync(2 * UPDATE_CHECK_INTERVAL_MS)
    expect(fake.checks).toBe(2)
    controller.start()
    expect(fake.checks).toBe(2)
  })

  it('does not tell a closing app about a download that finished after quit began', async () => {
    const { fake, controller, ready } = setup()
    const download = fake.available('1.4.0')
    controller.start()
    await vi.waitFor(() => expect(fake.checks).toBe(1))
    controller.stop()
    download.finish()
    await vi.waitFor(() => expect(controller.readyVersion()).toBe('1.4.0'))
    expect(ready).toStrictEqual([])
  })
})
