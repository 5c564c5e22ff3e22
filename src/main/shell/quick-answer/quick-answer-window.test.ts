import { describe, expect, it } from 'vitest'
import { EXPECTED_WEB_PREFERENCES } from '../testing/secure-web-preferences.test-support'
import { FakeBrowserWindow, createFakeElectron } from '../testing/fake-electron.test-support'
import {
  QUICK_ANSWER_WINDOW_SIZE,
  boundsOnPointerDisplay,
  createQuickAnswerWindow,
} from './quick-answer-window'

const URL = 'app://catalog-browser/quick-answer.html'

function setup(options: { isMac?: boolean; mainFocused?: boolean } = {}) {
  const fake = createFakeElectron()
  const main = new FakeBrowserWindow({})
  main.focused = options.mainFocused ?? false
  const log: string[] = []
  const quick = createQuickAnswerWindow({
    BrowserWindow: FakeBrowserWindow,
    screen: fake.electron.screen,
    app: fake.app,
    isMac: options.isMac ?? false,
    preload: '/app/out/preload/index.cjs',
    url: URL,
    title: () => 'Schnellantwort',
    icon: undefined,
    mainWindowFocused: () => main.isFocused(),
    log: (line) => log.push(line),
  })
  return { fake, main, quick, log }
}

describe('boundsOnPointerDisplay', () => {
  it('centres the window in the work area of the display the pointer is on', () => {
    const fake = createFakeElectron()
    fake.desktop.pointer.x = 2500
    fake.desktop.pointer.y = 300
    expect(boundsOnPointerDisplay(fake.electron.screen)).toStrictEqual({
      x: 1920 + (2560 - 520) / 2,
      y: (1400 - 560) / 2,
      width: 520,
      height: 560,
    })
  })

  it('fits a work area smaller than the window', () => {
    const fake = createFakeElectron()
    const first = fake.desktop.displays[0]
    if (first) first.workArea = { x: 0, y: 0, width: 400, height: 300 }
    expect(boundsOnPointerDisplay(fake.electron.screen)).toStrictEqual({
      x: 0,
      y: 0,
      width: 400,
      height: 300,
    })
  })
})

describe('createQuickAnswerWindow', () => {
  it("opens a small, always-on-top window with the main window's secure preferences, shown when ready", () => {
    const { quick, fake } = setup()
    quick.open()
    const window = quick.current()
    expect(window?.options).toMatchObject({
      ...QUICK_ANSWER_WINDOW_SIZE,
      title: 'Schnellantwort',
      alwaysOnTop: true,
      show: false,
      webPreferences: { ...EXPECTED_WEB_PREFERENCES, preload: '/app/out/preload/index.cjs' },
    })
    expect(window?.loadedUrl).toBe(URL)
    expect(window?.shown).toBe(false)
    window?.emit('ready-to-show')
    expect(window?.shown && window.focused).toBe(true)
    expect(fake.windows).toHaveLength(2)
  })

  it('brings the shown window forward on a second press instead of opening another', () => {
    const { quick, fake } = setup()
    const first = openPainted(quick)
    first.focused = false
    quick.open()
    expect(quick.current()).toBe(first)
    expect(first.focused).toBe(true)
    expect(fake.windows).toHaveLength(2)
  })

  it('never shows a window before its page painted, however often pressed', () => {
    const { quick } = setup()
    quick.open()
    quick.open()
    const window = quick.current()
    expect(window?.shown).toBe(false)
    window?.emit('ready-to-show')
    expect(window?.shownBeforeReady).toBe(false)
    expect(window?.shown).toBe(true)
  })

  it("hides when it loses focus, and the next press shows the same page again, on the pointer's display", () => {
    const { quick, fake } = setup()
    const first = openPainted(quick)
    first.emit('blur')
    expect(first.shown).toBe(false)
    expect(first.destroyed).toBe(false)
    fake.desktop.pointer.x = 2500
    quick.open()
    expect(quick.current()).toBe(first)
    expect(first.shown && first.focused).toBe(true)
    expect(first.bounds).toStrictEqual(boundsOnPointerDisplay(fake.electron.screen))
    expect(first.bounds?.x).toBeGreaterThanOrEqual(1920)
    expect(fake.windows).toHaveLength(2)
  })

  it("opens a new window when the kept one's page has crashed", () => {
    const { quick } = setup()
    const first = openPainted(quick)
    quick.close('done')
    first.webContents.crashed = true
    quick.open()
    expect(first.destroyed).toBe(true)
    expect(quick.current()).not.toBe(first)
    expect(quick.current()?.loadedUrl).toBe(URL)
  })

  it('discards the window with its page, shown or hidden; the next press loads a new one', () => {
    const { quick } = setup()
    const first = openPainted(quick)
    quick.close('blur')
    quick.discard()
    expect(first.destroyed).toBe(true)
    expect(quick.current()).toBeNull()
    quick.open()
    expect(quick.current()).not.toBe(first)
  })

  it('on macOS, hands activation back (app.hide) when the core closes it and the agent came from another app', () => {
    const { quick, fake } = setup({ isMac: true, mainFocused: false })
    openPainted(quick)
    expect(fake.app.focusCalls).toStrictEqual([{ steal: true }])
    quick.close('done')
    expect(fake.app.hideCalls).toBe(1)
  })

  it('on macOS, decides the hand-back at each press, not only at the first', () => {
    const { quick, fake, main } = setup({ isMac: true, mainFocused: false })
    openPainted(quick)
    quick.close('done')
    main.focused = true
    quick.open()
    quick.close('done')
    expect(fake.app.hideCalls).toBe(1)
  })

  it('on macOS, stays active when the agent came from the main window, and never hides on a blur', () => {
    const fromMain = setup({ isMac: true, mainFocused: true })
    openPainted(fromMain.quick)
    fromMain.quick.close('done')
    expect(fromMain.fake.app.hideCalls).toBe(0)
    const elsewhere = setup({ isMac: true, mainFocused: false })
    openPainted(elsewhere.quick).emit('blur')
    expect(elsewhere.fake.app.hideCalls).toBe(0)
  })

  it('on Windows and Linux, only hides: the system gives focus back to the window before', () => {
    const { quick, fake } = setup({ isMac: false, mainFocused: false })
    const window = openPainted(quick)
    quick.close('done')
    expect(window.shown).toBe(false)
    expect(fake.app.hideCalls).toBe(0)
    expect(fake.app.focusCalls).toStrictEqual([])
  })

  it('closes once: a close of a hidden or missing window does nothing', () => {
    const { quick, fake } = setup({ isMac: true, mainFocused: false })
    quick.close('done')
    expect(quick.current()).toBeNull()
    const window = openPainted(quick)
    quick.close('done')
    quick.close('done')
    quick.close('blur')
    expect(fake.app.hideCalls).toBe(1)
    expect(quick.current()).toBe(window)
  })
})

/** Presses the shortcut and lets the new window's page paint, as Electron's ready-to-show says. */
function openPainted(quick: ReturnType<typeof setup>['quick']): FakeBrowserWindow {
  quick.open()
  const window = quick.current()
  if (!window) throw new Error('no Quick answer window')
  if (!window.readyToShow) window.emit('ready-to-show')
  return window
}
