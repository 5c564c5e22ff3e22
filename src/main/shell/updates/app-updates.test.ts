import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeElectron } from '../testing/fake-electron.test-support'
import { FAKE_FEED, createFakeUpdater } from '../testing/fake-updater.test-support'
import { UPDATES_VARIABLE, UPDATE_CHECK_INTERVAL_MS, createAppUpdates, updatesOffReason } from './app-updates'
import { inEnglish } from '../../../shared/i18n/english.test-support'
import type { Words } from '../../../shared/i18n/words'

type Dialog = Parameters<typeof createAppUpdates>[0]['dialog']

function setup(options: { offReason?: Words | null; dialog?: Dialog } = {}) {
  const electron = createFakeElectron()
  const fake = createFakeUpdater()
  const announced: string[] = []
  const lines: string[] = []
  let loads = 0
  const updates = createAppUpdates({
    offReason: options.offReason ?? null,
    loadUpdater: () => {
      loads += 1
      return fake.loaded
    },
    currentVersion: '1.2.3',
    appName: 'Catalog Browser',
    say: () => inEnglish,
    dialog: options.dialog ?? electron.electron.dialog,
    getWindow: () => electron.windows[0] ?? null,
    announceReady: (version) => announced.push(version),
    log: (line) => lines.push(line),
  })
  const lastBox = () => electron.messageBoxes.at(-1)
  return { electron, fake, updates, announced, lines, lastBox, loads: () => loads }
}

const OFFLINE = new Error('net::ERR_INTERNET_DISCONNECTED')

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('updatesOffReason', () => {
  it('is on only in an installed app outside e2e runs, and says why not otherwise', () => {
    expect(updatesOffReason(true, {})).toBeNull()
    expect(inEnglish(updatesOffReason(false, {}))).toMatch(/development copy/)
    expect(inEnglish(updatesOffReason(true, { [UPDATES_VARIABLE]: 'off' }))).toMatch(
      /turned off for this run/,
    )
    // The organization's policy decides first, installed or not: the dialog says who manages updates.
    expect(inEnglish(updatesOffReason(true, {}, false))).toBe(
      'Updates are managed by your organization: its policy turns update checks off in this app. Ask IT when a new version comes.',
    )
    expect(inEnglish(updatesOffReason(false, { [UPDATES_VARIABLE]: 'off' }, false))).toMatch(
      /managed by your organization/,
    )
    expect(updatesOffReason(true, {}, true)).toBeNull()
  })
})

describe('createAppUpdates: electron-updater set up', () => {
  it('R4-6: reads the feed it was given, only a bounded one (boundedFeed), and nothing else', () => {
    const { fake } = setup()
    expect(fake.autoUpdater.feeds).toStrictEqual([FAKE_FEED])
  })

  it('R4-2: downloads by itself but never installs on quit, and writes its log lines to the app log', () => {
    const { fake, lines } = setup()
    expect(fake.autoUpdater.autoInstallOnAppQuit).toBe(false)
    // Every other safety stays electron-updater's: no downgrade, no dev config, its signature check.
    for (const left of [
      'allowDowngrade',
      'forceDevUpdateConfig',
      'verifyUpdateCodeSignature',
      'autoDownload',
    ])
      expect(fake.autoUpdater).not.toHaveProperty(left)
    fake.autoUpdater.logger?.info('Checking for update')
    expect(lines).toStrictEqual(['updates: Checking for update'])
  })
})

describe('createAppUpdates: Check for Updates…', () => {
  it('answers in a dialog for each outcome', async () => {
    const { fake, updates, lastBox } = setup()
    await updates.checkFromMenu()
    expect(lastBox()).toMatchObject({
      message: 'Catalog Browser is up to date',
      detail: 'Version 1.2.3 is the latest.',
    })
    fake.failing(new Error('getaddrinfo ENOTFOUND github.com'))
    await updates.checkFromMenu()
    expect(lastBox()).toMatchObject({
      type: 'warning',
      message: 'Could not check for updates',
      detail: expect.stringMatching(/offline/),
    })
    const download = fake.available('1.4.0')
    await updates.checkFromMenu()
    expect(lastBox()).toMatchObject({
      message: 'Version 1.4.0 is available',
      detail: expect.stringMatching(/downloading in the background.*Nothing restarts on its own/),
    })
    download.fail(new Error('HttpError: 502 Bad Gateway'))
    await vi.waitFor(() =>
      expect(lastBox()).toMatchObject({
        message: 'Version 1.4.0 could not be downloaded',
        detail: expect.stringMatching(/HTTP 502/),
      }),
    )
    expect(fake.installs).toBe(0)
  })

  it('says up to date when electron-updater is inactive', async () => {
    const { fake, updates, lastBox } = setup()
    fake.inactive()
    await updates.checkFromMenu()
    expect(lastBox()?.message).toBe('Catalog Browser is up to date')
  })

  it('explains an offline check in plain words, logs the raw error, and keeps working', async () => {
    const { fake, updates, lines, lastBox } = setup()
    fake.failing(OFFLINE)
    await updates.checkFromMenu()
    expect(lastBox()?.detail).toMatch(/could not be reached.*offline/)
    expect(lines.join('\n')).toContain('ERR_INTERNET_DISCONNECTED')
    fake.upToDate()
    await updates.checkFromMenu()
    expect(lastBox()?.message).toBe('Catalog Browser is up to date')
  })

  it('shares the download under way when asked again, and offers the restart once it is ready', async () => {
    const { electron, fake, updates, announced, lastBox } = setup()
    const download = fake.available('1.4.0')
    await updates.checkFromMenu()
    expect(updates.readyVersion()).toBeNull()
    // Asking again while it downloads asks the feed again and joins the same download.
    await updates.checkFromMenu()
    expect(lastBox()?.message).toBe('Version 1.4.0 is available')
    expect(fake.checks).toBe(2)
    download.finish()
    await vi.waitFor(() => expect(announced).toStrictEqual(['1.4.0']))
    expect(updates.readyVersion()).toBe('1.4.0')
    electron.messageBoxAnswer.response = 1 // Later
    await updates.checkFromMenu()
    expect(lastBox()).toMatchObject({
      message: 'Version 1.4.0 is ready',
      detail:
        'Restart Catalog Browser now to install it, or later: it is installed only when you choose Restart to Update.',
      buttons: ['Restart to Update', 'Later'],
      defaultId: 1,
      cancelId: 1,
    })
    // Once a version is ready the feed is not asked again (electron-updater would clear its cache
    // for a newer one, and the version waiting with it).
    expect(fake.checks).toBe(2)
    expect(announced).toStrictEqual(['1.4.0'])
    expect(fake.installs).toBe(0)
    electron.messageBoxAnswer.response = 0
    await updates.checkFromMenu()
    // Silent where the installer allows it, then the new version starts again.
    expect(fake.autoUpdater.installs).toStrictEqual([[true, true]])
  })

  it('installs only from Restart to Update: not from OK on a dialog the download finished behind', async () => {
    let answer: ((response: number) => void) | null = null
    const dialog: Dialog = {
      showMessageBox: () =>
        new Promise((resolve) => (answer = (response) => resolve({ response, checkboxChecked: false }))),
    }
    const { fake, updates } = setup({ dialog })
    const download = fake.available('1.4.0')
    const asked = updates.checkFromMenu() // "Version 1.4.0 is available", with OK as button 0
    await vi.waitFor(() => expect(answer).not.toBeNull())
    download.finish()
    await vi.waitFor(() => expect(updates.readyVersion()).toBe('1.4.0'))
    answer!(0)
    await asked
    expect(fake.installs).toBe(0)
  })

  it('announces a version once, however often electron-updater reports it downloaded', async () => {
    const { fake, updates, announced } = setup()
    const download = fake.available('1.4.0')
    updates.start()
    await updates.checkFromMenu()
    download.finish()
    await vi.waitFor(() => expect(updates.readyVersion()).toBe('1.4.0'))
    fake.autoUpdater.emit('update-downloaded', {
      version: '1.4.0',
      files: [],
      path: '',
      sha512: '',
      releaseDate: '',
      downloadedFile: '',
    })
    expect(announced).toStrictEqual(['1.4.0'])
  })

  it('never loads the updater when off, and says why when asked', async () => {
    for (const off of [
      setup({ offReason: updatesOffReason(false, {}) }),
      setup({ offReason: updatesOffReason(true, { [UPDATES_VARIABLE]: 'off' }) }),
    ]) {
      await off.updates.checkFromMenu()
      expect(off.loads()).toBe(0)
      expect(off.lastBox()).toMatchObject({ message: 'Updates are off' })
      expect(off.updates.readyVersion()).toBeNull()
      expect(off.updates.restartToUpdate()).toBe(false)
      off.updates.start()
      expect(off.fake.checks).toBe(0)
    }
  })

  it('turns updates off, with the reason, when the updater cannot be loaded', async () => {
    const electron = createFakeElectron()
    const updates = createAppUpdates({
      offReason: null,
      loadUpdater: () => {
        throw new Error('unsupported package format')
      },
      currentVersion: '1.2.3',
      appName: 'Catalog Browser',
      say: () => inEnglish,
      dialog: electron.electron.dialog,
      getWindow: () => null,
      announceReady: () => {},
      log: () => {},
    })
    await updates.checkFromMenu()
    expect(electron.messageBoxes.at(-1)?.detail).toMatch(
      /could not start \(Error: unsupported package format\)/,
    )
  })
})

describe('createAppUpdates: in the background', () => {
  it('never restarts by itself: only restartToUpdate installs, and only once an update is ready', async () => {
    const { fake, updates } = setup()
    expect(updates.restartToUpdate()).toBe(false)
    const download = fake.available('1.4.0')
    updates.start()
    await vi.waitFor(() => expect(fake.checks).toBe(1))
    expect(updates.restartToUpdate()).toBe(false)
    download.finish()
    await vi.waitFor(() => expect(updates.readyVersion()).toBe('1.4.0'))
    await vi.advanceTimersByTimeAsync(3 * UPDATE_CHECK_INTERVAL_MS)
    expect(fake.checks).toBe(1)
    expect(fake.installs).toBe(0)
    expect(updates.restartToUpdate()).toBe(true)
    expect(fake.installs).toBe(1)
  })

  it('reports a failed download the person asked for, and only logs one found by the schedule', async () => {
    const asked = setup()
    const first = asked.fake.available('1.4.0')
    await asked.updates.checkFromMenu()
    first.fail(new Error('sha512 checksum mismatch, expected abc, got def'))
    await vi.waitFor(() => expect(asked.lastBox()?.message).toBe('Version 1.4.0 could not be downloaded'))
    expect(asked.lastBox()?.detail).toMatch(/did not match its checksum/)
    expect(asked.updates.readyVersion()).toBeNull()
    // Back to idle: the next check asks the feed again.
    asked.fake.upToDate()
    await asked.updates.checkFromMenu()
    expect(asked.lastBox()?.message).toBe('Catalog Browser is up to date')
    expect(asked.fake.checks).toBe(2)

    const background = setup()
    const second = background.fake.available('1.4.0')
    background.updates.start()
    await vi.waitFor(() => expect(background.fake.checks).toBe(1))
    second.fail(OFFLINE)
    await vi.waitFor(() => expect(background.lines.join('\n')).toContain('ERR_INTERNET_DISCONNECTED'))
    expect(background.electron.messageBoxes).toStrictEqual([])
  })

  it('reports the failed download of a background check the person joined', async () => {
    const { fake, updates, lastBox } = setup()
    const download = fake.available('1.4.0')
    updates.start()
    await updates.checkFromMenu()
    expect(fake.checks).toBe(1)
    download.fail(OFFLINE)
    await vi.waitFor(() => expect(lastBox()?.message).toBe('Version 1.4.0 could not be downloaded'))
  })

  it('still reports the failed download of the person’s check when the schedule joins it', async () => {
    const { fake, updates, lastBox } = setup()
    const download = fake.available('1.4.0')
    const asked = updates.checkFromMenu()
    updates.start()
    await asked
    expect(fake.checks).toBe(1)
    download.fail(OFFLINE)
    await vi.waitFor(() => expect(lastBox()?.message).toBe('Version 1.4.0 could not be downloaded'))
  })

  it('checks at start and every four hours, shares a check already under way, and stops on quit', async () => {
    const { fake, updates, lastBox } = setup()
    updates.start()
    updates.start()
    expect(fake.checks).toBe(1)
    const during = updates.checkFromMenu()
    expect(fake.checks).toBe(1)
    await during
    expect(lastBox()?.message).toBe('Catalog Browser is up to date')
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS - 1)
    expect(fake.checks).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(fake.checks).toBe(2)
    expect(vi.getTimerCount()).toBe(1)
    updates.stop()
    expect(vi.getTimerCount()).toBe(0)
    await vi.advanceTimersByTimeAsync(2 * UPDATE_CHECK_INTERVAL_MS)
    expect(fake.checks).toBe(2)
    updates.start()
    expect(fake.checks).toBe(2)
  })

  it('does not tell a closing app about a download that finished after quit began', async () => {
    const { fake, updates, announced } = setup()
    const download = fake.available('1.4.0')
    updates.start()
    await vi.waitFor(() => expect(fake.checks).toBe(1))
    updates.stop()
    download.finish()
    await vi.waitFor(() => expect(updates.readyVersion()).toBe('1.4.0'))
    expect(announced).toStrictEqual([])
  })
})
