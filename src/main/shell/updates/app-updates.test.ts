import { describe, expect, it, vi } from 'vitest'
import { createFakeElectron } from '../testing/fake-electron.test-support'
import { createFakeUpdater } from '../testing/fake-updater.test-support'
import { UPDATES_MANAGED_REASON, UPDATES_VARIABLE, createAppUpdates, updatesOffReason } from './app-updates'

function setup(options: { offReason?: string | null; withUpdater?: boolean } = {}) {
  const electron = createFakeElectron()
  const fake = createFakeUpdater()
  const announced: string[] = []
  let created = 0
  const updates = createAppUpdates({
    offReason: options.offReason ?? null,
    createUpdater:
      options.withUpdater === false
        ? undefined
        : () => {
            created += 1
            return fake.updater
          },
    currentVersion: '1.2.3',
    appName: 'Catalog Browser',
    dialog: electron.electron.dialog,
    getWindow: () => electron.windows[0] ?? null,
    announceReady: (version) => announced.push(version),
    log: () => {},
  })
  return { electron, fake, updates, announced, created: () => created }
}

describe('updatesOffReason', () => {
  it('is on only in an installed app outside e2e runs, and says why not otherwise', () => {
    expect(updatesOffReason(true, {})).toBeNull()
    expect(updatesOffReason(false, {})).toMatch(/development copy/)
    expect(updatesOffReason(true, { [UPDATES_VARIABLE]: 'off' })).toMatch(/turned off for this run/)
    // The organization's policy decides first, installed or not: the dialog says who manages updates.
    expect(updatesOffReason(true, {}, false)).toBe(UPDATES_MANAGED_REASON)
    expect(updatesOffReason(false, { [UPDATES_VARIABLE]: 'off' }, false)).toMatch(
      /managed by your organization/,
    )
    expect(updatesOffReason(true, {}, true)).toBeNull()
  })
})

describe('createAppUpdates', () => {
  it('answers Check for Updates… in a dialog for each outcome', async () => {
    const { electron, fake, updates } = setup()
    await updates.checkFromMenu()
    expect(electron.messageBoxes.at(-1)).toMatchObject({
      message: 'Catalog Browser is up to date',
      detail: 'Version 1.2.3 is the latest.',
    })
    fake.failing(new Error('getaddrinfo ENOTFOUND github.com'))
    await updates.checkFromMenu()
    expect(electron.messageBoxes.at(-1)).toMatchObject({
      type: 'warning',
      message: 'Could not check for updates',
      detail: expect.stringMatching(/offline/),
    })
    const download = fake.available('1.4.0')
    await updates.checkFromMenu()
    expect(electron.messageBoxes.at(-1)).toMatchObject({
      message: 'Version 1.4.0 is available',
      detail: expect.stringMatching(/downloading in the background.*Nothing restarts on its own/),
    })
    download.fail(new Error('HttpError: 502 Bad Gateway'))
    await vi.waitFor(() =>
      expect(electron.messageBoxes.at(-1)).toMatchObject({
        message: 'Version 1.4.0 could not be downloaded',
        detail: expect.stringMatching(/HTTP 502/),
      }),
    )
    expect(fake.installs).toBe(0)
  })

  it('tells the window when an update is ready, and restarts only when the person chooses to', async () => {
    const { electron, fake, updates, announced } = setup()
    const download = fake.available('1.4.0')
    updates.start()
    download.finish()
    await vi.waitFor(() => expect(announced).toStrictEqual(['1.4.0']))
    expect(updates.readyVersion()).toBe('1.4.0')
    electron.messageBoxAnswer.response = 1 // Later
    await updates.checkFromMenu()
    expect(electron.messageBoxes.at(-1)).toMatchObject({
      message: 'Version 1.4.0 is ready',
      detail:
        'Restart Catalog Browser now to install it, or later: it is installed only when you choose Restart to Update.',
      buttons: ['Restart to Update', 'Later'],
    })
    expect(fake.installs).toBe(0)
    electron.messageBoxAnswer.response = 0
    await updates.checkFromMenu()
    expect(fake.installs).toBe(1)
    updates.stop()
  })

  it('never loads the updater when off, and says why when asked', async () => {
    for (const off of [setup({ offReason: 'This is a development copy.' }), setup({ withUpdater: false })]) {
      await off.updates.checkFromMenu()
      expect(off.created()).toBe(0)
      expect(off.electron.messageBoxes.at(-1)).toMatchObject({ message: 'Updates are off' })
      expect(off.updates.readyVersion()).toBeNull()
      expect(off.updates.restartToUpdate()).toBe(false)
      off.updates.start()
      expect(off.fake.checks).toBe(0)
    }
  })

  it('turns updates off, with the reason, when the updater cannot be created', async () => {
    const electron = createFakeElectron()
    const updates = createAppUpdates({
      offReason: null,
      createUpdater: () => {
        throw new Error('unsupported package format')
      },
      currentVersion: '1.2.3',
      appName: 'Catalog Browser',
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
