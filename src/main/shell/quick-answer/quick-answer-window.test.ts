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

  it('brings the open window forward on a second press instead of opening another', () => {
    const { quick, fake } = setup()
    quick.open()
    const first = quick.current()
    if (first) first.focused = false
    quick.open()
    expect(quick.current()).toBe(first)
    expect(first?.focused).toBe(true)
    expect(fake.windows).toHaveLength(2)
  })

  it('closes when it loses focus, and a press then opens a fresh one', () => {
    const { quick } = setup()
    quick.open()
    const first = quick.current()
    first?.emit('blur')
    expect(first?.destroyed).toBe(true)
    expect(quick.current()).toBeNull()
    quick.open()
    expect(quick.current()).not.toBe(first)
  })

  it('on macOS, hands activation back (app.hide) when the core closes it and the agent came from another app', () => {
    const { quick, fake } = setup({ isMac: true, mainFocused: false })
    quick.open()
    expect(fake.app.focusCalls).toStrictEqual([{ steal: true }])
    quick.close('done')
    expect(fake.app.hideCalls).toBe(1)
  })

  it('on macOS, stays active when the agent came from the main window, and never hides on a blur', () => {
    const fromMain = setup({ isMac: true, mainFocused: true })
    fromMain.quick.open()
    fromMain.quick.close('done')
    expect(fromMain.fake.app.hideCalls).toBe(0)
    const elsewhere = setup({ isMac: true, mainFocused: false })
    elsewhere.quick.open()
    elsewhere.quick.current()?.emit('blur')
    expect(elsewhere.fake.app.hideCalls).toBe(0)
  })

  it('on Windows and Linux, only closes: the system gives focus back to the window before', () => {
    const { quick, fake } = setup({ isMac: false, mainFocused: false })
    quick.open()
    const window = quick.current()
    quick.close('done')
    expect(window?.destroyed).toBe(true)
    expect(fake.app.hideCalls).toBe(0)
    expect(fake.app.focusCalls).toStrictEqual([])
  })

  it('closes once: a close after the window is gone does nothing', () => {
    const { quick } = setup()
    quick.close('done')
    quick.open()
    quick.close('done')
    quick.close('blur')
    expect(quick.current()).toBeNull()
  })
})
