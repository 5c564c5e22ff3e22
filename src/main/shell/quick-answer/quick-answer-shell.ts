import { wordsIn } from '../../core/app-language/app-messages'
import type { CorePort } from '../core-port'
import type { ElectronMain, ShellImage, ShellWindow } from '../electron-main'
import { buildTrayMenuTemplate, createAppTray } from './app-tray'
import { createQuickAnswerWindow } from './quick-answer-window'
import { QUICK_ANSWER_WORDS } from './quick-answer-words'
import { createShortcutBinding } from './shortcut-binding'

export interface QuickAnswerShell<W> {
  /** What the shortcut, the app menu's and the tray's `Quick answer` do. */
  quickAnswer(): Promise<void>
  /** The Quick answer window, shown or kept hidden for the next press (the IPC sender check accepts its page). */
  window(): W | null
  /** The shortcut bound now, for the menus to show beside `Quick answer`; undefined while none is. */
  accelerator(): string | undefined
  /** Gives the shortcut back and takes the tray icon away (on quit). */
  dispose(): void
}

/**
 * The Quick answer's shell: the global shortcut, its window, and the tray, wired to the core.
 *
 * The shortcut's handler is the one place the clipboard is read: once per press (or menu
 * click), its text handed to the core, which keeps only the IDs it finds. The core decides the
 * shortcut (the policy's, the agent's, the default) and calls the registrar here with it, at
 * once and on each change; whether the desktop gave the keys is the core's to tell the agent.
 */
export function installQuickAnswer<W extends ShellWindow, M, I extends ShellImage>(deps: {
  readonly electron: Pick<
    ElectronMain<W, M, I>,
    'app' | 'BrowserWindow' | 'clipboard' | 'globalShortcut' | 'Tray' | 'Menu' | 'nativeImage' | 'screen'
  >
  readonly core: CorePort
  readonly appName: string
  readonly isMac: boolean
  readonly preload: string
  readonly pageUrl: string
  readonly trayIcon: string
  readonly windowIcon: string | undefined
  readonly getMainWindow: () => W | null
  readonly showMainWindow: () => void
  /** The shortcut changed: the app menu shows it beside `Quick answer`. */
  readonly onShortcutChange: () => void
  readonly log: (line: string) => void
}): QuickAnswerShell<W> {
  const { electron, core, log } = deps
  const words = () => wordsIn(core.appLanguage())
  const window = createQuickAnswerWindow({
    BrowserWindow: electron.BrowserWindow,
    screen: electron.screen,
    app: electron.app,
    isMac: deps.isMac,
    preload: deps.preload,
    url: deps.pageUrl,
    title: () => words()(QUICK_ANSWER_WORDS.quickAnswer),
    icon: deps.windowIcon,
    mainWindowFocused: () => {
      const main = deps.getMainWindow()
      return main !== null && !main.isDestroyed() && main.isFocused()
    },
    log,
  })

  const quickAnswer = async (): Promise<void> => {
    let text = ''
    try {
      text = await electron.clipboard.readText()
    } catch (error) {
      // The window still opens and says the clipboard held no text.
      log(`quick answer: could not read the clipboard: ${String(error)}`)
    }
    core.openQuickAnswer(text)
    window.open()
  }
  const press = () => void quickAnswer()

  // The tray reads the binding: created first, so a refresh never meets it missing.
  const binding = createShortcutBinding(electron.globalShortcut, press, log)
  const tray = createAppTray({
    Tray: electron.Tray,
    Menu: electron.Menu,
    nativeImage: electron.nativeImage,
    iconPath: deps.trayIcon,
    isMac: deps.isMac,
    toolTip: () => deps.appName,
    template: () =>
      buildTrayMenuTemplate({
        appName: deps.appName,
        words: words(),
        accelerator: binding.bound() ?? undefined,
        watchedCount: core.watchedCount(),
        quickAnswer: press,
        showApp: deps.showMainWindow,
        quit: () => electron.app.quit(),
      }),
    log,
  })

  let installed = false
  const undo = [
    core.setQuickAnswerHost({
      close: () => window.close('done'),
      discard: () => window.discard(),
      showMainWindow: deps.showMainWindow,
    }),
    core.onWatchedCountChange(() => tray.refresh()),
    core.addEventSink((event) => {
      if (event === 'app:languageChanged') tray.refresh()
    }),
    core.setShortcutRegistrar((accelerator) => {
      const before = binding.bound()
      const bound = binding.bind(accelerator)
      if (binding.bound() !== before) {
        tray.refresh()
        // The first binding is shown by the menu installed after this.
        if (installed) deps.onShortcutChange()
      }
      return bound
    }),
  ]
  installed = true

  return {
    quickAnswer,
    window: () => window.current(),
    accelerator: () => binding.bound() ?? undefined,
    dispose() {
      for (const step of undo) step()
      binding.unbind()
      window.discard()
      tray.destroy()
    },
  }
}
