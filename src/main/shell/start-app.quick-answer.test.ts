import type { MenuItemConstructorOptions } from 'electron'
import { describe, expect, it } from 'vitest'
import { DEFAULT_QUICK_ANSWER_SHORTCUT } from '../../shared/quick-answer/default-shortcut'
import { QUICK_ANSWER_MENU_ITEM_ID } from '../../shared/quick-answer/menu-item'
import type { SenderEvent } from './ipc-bridge'
import { createFakeElectron, fakeEvent, type FakeMenu } from './testing/fake-electron.test-support'
import { start } from './testing/start-app.test-support'

const QUICK_URL = 'app://catalog-browser/quick-answer.html'
type Item = MenuItemConstructorOptions

const itemsOf = (menu: FakeMenu | undefined): Item[] =>
  (menu?.template ?? []).flatMap((item) => [
    item,
    ...(Array.isArray(item.submenu) ? (item.submenu as Item[]) : []),
  ])
const quickItem = (menu: FakeMenu | undefined) =>
  itemsOf(menu).find((item) => item.id === QUICK_ANSWER_MENU_ITEM_ID)
const trayLabels = (menu: FakeMenu | null | undefined) =>
  (menu?.template ?? []).filter((item) => item.type !== 'separator').map((item) => item.label)

describe('startApp: the Quick answer', () => {
  it('reads the clipboard only on the shortcut, once, hands the text to the core and opens the window', async () => {
    const fake = createFakeElectron()
    fake.clipboardText.text = 'Ticket 4711: items 12, 13'
    const { core } = await start({ fake })
    expect(fake.clipboardText.reads).toBe(0)
    fake.globalShortcut.press(DEFAULT_QUICK_ANSWER_SHORTCUT)
    await expect.poll(() => fake.windows.length).toBe(2)
    expect(fake.clipboardText.reads).toBe(1)
    expect(core.quick.opened).toStrictEqual(['Ticket 4711: items 12, 13'])
    expect(fake.windows[1]?.loadedUrl).toBe(QUICK_URL)
    expect(fake.windows[1]?.options.alwaysOnTop).toBe(true)
  })

  it("runs the same handler from the app menu's Quick answer, which shows the shortcut without binding it", async () => {
    const fake = createFakeElectron()
    fake.clipboardText.text = '42'
    const { core } = await start({ fake })
    const item = quickItem(fake.menus.at(-1))
    expect(item).toMatchObject({ accelerator: DEFAULT_QUICK_ANSWER_SHORTCUT, registerAccelerator: false })
    item?.click?.({} as never, undefined, {} as never)
    await expect.poll(() => core.quick.opened).toStrictEqual(['42'])
    expect(fake.windows[1]?.loadedUrl).toBe(QUICK_URL)
  })

  it('starts with a shortcut another program holds: the core hears it, the menu shows none, the app works', async () => {
    const fake = createFakeElectron()
    fake.globalShortcut.heldElsewhere.add(DEFAULT_QUICK_ANSWER_SHORTCUT)
    const { core, window } = await start({ fake })
    expect(core.quick.registrations).toStrictEqual([
      { accelerator: DEFAULT_QUICK_ANSWER_SHORTCUT, bound: false },
    ])
    expect(quickItem(fake.menus.at(-1))?.accelerator).toBeUndefined()
    expect(window?.loadedUrl).toBe('app://catalog-browser/index.html')
  })

  it('binds the new shortcut when the setting changes, and shows it in the menu and the tray', async () => {
    const fake = createFakeElectron()
    const { core } = await start({ fake })
    const menusBefore = fake.menus.length
    expect(core.quick.chooseShortcut('Control+Shift+K')).toBe(true)
    expect([...fake.globalShortcut.bound.keys()]).toStrictEqual(['Control+Shift+K'])
    expect(fake.menus.length).toBe(menusBefore + 1)
    expect(quickItem(fake.menus.at(-1))?.accelerator).toBe('Control+Shift+K')
    expect(fake.trays[0]?.menu?.template[0]?.accelerator).toBe('Control+Shift+K')
    fake.globalShortcut.heldElsewhere.add('Alt+F9')
    expect(core.quick.chooseShortcut('Alt+F9')).toBe(false)
    expect([...fake.globalShortcut.bound.keys()]).toStrictEqual(['Control+Shift+K'])
  })

  it('gives the shortcut back and removes the tray icon when the app quits', async () => {
    const { fake } = await start()
    fake.app.emit('will-quit', fakeEvent({}))
    await expect.poll(() => fake.app.quitCalls).toBe(1)
    expect(fake.globalShortcut.bound.size).toBe(0)
    expect(fake.trays[0]?.destroyed).toBe(true)
  })

  it('quits when the last window closes on Linux, unless the app is kept in the tray; never on macOS', async () => {
    const plain = await start({ platform: 'linux' })
    plain.fake.app.emit('window-all-closed')
    expect(plain.fake.app.quitCalls).toBe(1)
    const kept = await start({ platform: 'linux' })
    kept.core.quick.settings.keepRunningInTray = true
    kept.fake.app.emit('window-all-closed')
    expect(kept.fake.app.quitCalls).toBe(0)
    const mac = await start({ platform: 'darwin' })
    mac.fake.app.emit('window-all-closed')
    expect(mac.fake.app.quitCalls).toBe(0)
  })

  it('lets the core hide the window, discard it, and show the main window, opening one when the app lives in the tray', async () => {
    const { fake, core, window } = await start()
    fake.globalShortcut.press(DEFAULT_QUICK_ANSWER_SHORTCUT)
    await expect.poll(() => fake.windows.length).toBe(2)
    const quick = fake.windows[1]
    quick?.emit('ready-to-show')
    core.quick.host()?.close()
    expect([quick?.shown, quick?.destroyed]).toStrictEqual([false, false])
    core.quick.host()?.discard()
    expect(quick?.destroyed).toBe(true)
    window?.close()
    core.quick.host()?.showMainWindow()
    expect(fake.windows).toHaveLength(3)
    expect(fake.windows[2]?.loadedUrl).toBe('app://catalog-browser/index.html')
  })

  it("accepts IPC from the Quick answer window's own page, and not its page from elsewhere", async () => {
    const { fake } = await start()
    fake.globalShortcut.press(DEFAULT_QUICK_ANSWER_SHORTCUT)
    await expect.poll(() => fake.windows.length).toBe(2)
    const quick = fake.windows[1]
    const invoke = fake.handlers.get('app:info')
    const from = (contents: unknown, frame: SenderEvent['senderFrame']): SenderEvent => ({
      sender: contents,
      senderFrame: frame,
    })
    const answer = await invoke?.(from(quick?.webContents, quick?.webContents.mainFrame ?? null), {})
    expect(answer).toMatchObject({ ok: true })
    const main = fake.windows[0]
    if (main) main.webContents.mainFrame.url = QUICK_URL
    const refused = await invoke?.(from(main?.webContents, main?.webContents.mainFrame ?? null), {})
    expect(refused).toMatchObject({ ok: false, error: { kind: 'refused' } })
  })

  it('keeps the tray in the app language and its watched count current', async () => {
    const { fake, core } = await start()
    const tray = fake.trays[0]
    expect(trayLabels(tray?.menu)).toStrictEqual([
      'Quick answer',
      'Show Catalog Browser',
      'No catalog connected',
      'Quit',
    ])
    core.quick.setWatchedCount(2)
    expect(trayLabels(tray?.menu)[2]).toBe('2 watched items')
    await core.core.chooseAppLanguage('de')
    core.emit('app:languageChanged', { language: 'de' })
    expect(trayLabels(tray?.menu)).toStrictEqual([
      'Schnellantwort',
      'Catalog Browser anzeigen',
      '2 beobachtete Gegenstände',
      'Beenden',
    ])
  })

  it('opens Quick answer settings in the main window from the app menu, bringing the window forward', async () => {
    const { fake, core, window } = await start()
    if (window) {
      window.minimized = true
      window.focused = false
    }
    itemsOf(fake.menus.at(-1))
      .find((item) => item.label === 'Quick answer settings…')
      ?.click?.({} as never, undefined, {} as never)
    expect(window?.minimized).toBe(false)
    expect(window?.focused).toBe(true)
    expect(core.emitted).toContainEqual(['desktop:openQuickAnswerSettings', {}])
  })
})
