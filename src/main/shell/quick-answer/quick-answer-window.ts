import type * as Electron from 'electron'
import type { BrowserWindowConstructor, ShellScreen, ShellWindow } from '../electron-main'
import { createSecureWindow } from '../main-window'

/** Small enough to sit over a help desk's ticket, big enough for five items and a reply. */
export const QUICK_ANSWER_WINDOW_SIZE = Object.freeze({ width: 520, height: 560 })

/** Why the window closes: the core's (Enter copied the reply, Esc), or focus went elsewhere. */
export type CloseReason = 'done' | 'blur'

export interface QuickAnswerWindow<W> {
  /** Opens the window on the pointer's display, or brings the open one forward. */
  open(): void
  close(reason: CloseReason): void
  current(): W | null
}

/**
 * The centre of the work area (the display less its task bar, dock or menu bar) of the display
 * the pointer is on: where the agent is looking when they press the shortcut, whichever of
 * their displays the help desk is on.
 */
export function boundsOnPointerDisplay(screen: ShellScreen): Electron.Rectangle {
  const { workArea } = screen.getDisplayNearestPoint(screen.getCursorScreenPoint())
  const width = Math.min(QUICK_ANSWER_WINDOW_SIZE.width, workArea.width)
  const height = Math.min(QUICK_ANSWER_WINDOW_SIZE.height, workArea.height)
  return {
    x: Math.round(workArea.x + (workArea.width - width) / 2),
    y: Math.round(workArea.y + (workArea.height - height) / 2),
    width,
    height,
  }
}

/**
 * The Quick answer window: the app's hardened window (the main window's web preferences and
 * preload; the CSP, navigation and new-window refusals apply to every WebContents) showing
 * quick-answer.html, always on top, closed when it loses focus.
 *
 * It keeps the system's frame: the title bar names it to screen readers and window switchers,
 * and lets the agent move it off the ticket they are reading; Esc closes it either way.
 *
 * Giving focus back where it was, each system in its own way:
 * - Windows activates the next window in the z-order when the active one closes: the help
 *   desk the agent pressed the shortcut in, since this window was put on top of it.
 * - Linux window managers (GNOME's Mutter, KDE's KWin, most others) keep a focus history and
 *   focus the window that had focus before.
 * - macOS activates the closing app's next window instead (the main window, over the help
 *   desk): when the main window was not the focused one at the shortcut, `app.hide()` hands
 *   activation back to the app before. Not on a blur: the agent already chose where focus goes.
 */
export function createQuickAnswerWindow<W extends ShellWindow>(deps: {
  readonly BrowserWindow: BrowserWindowConstructor<W>
  readonly screen: ShellScreen
  readonly app: Pick<Electron.App, 'hide' | 'focus'>
  readonly isMac: boolean
  readonly preload: string
  readonly url: string
  /** The window's title (`Quick answer` in the app language). */
  readonly title: () => string
  readonly icon: string | undefined
  /** Whether the main window had focus when the shortcut was pressed. */
  readonly mainWindowFocused: () => boolean
  readonly log: (line: string) => void
}): QuickAnswerWindow<W> {
  let window: W | null = null
  let handBackFocus = false

  const open = (): void => {
    // Read before this app takes focus: whether the agent was in the main window or elsewhere.
    const mainWasFocused = deps.mainWindowFocused()
    // A shortcut pressed in another app does not make this one active on macOS by itself.
    if (deps.isMac) deps.app.focus({ steal: true })
    if (window !== null && !window.isDestroyed()) {
      window.show()
      window.focus()
      return
    }
    handBackFocus = deps.isMac && !mainWasFocused
    const created = createSecureWindow(deps.BrowserWindow, deps.preload, {
      ...boundsOnPointerDisplay(deps.screen),
      title: deps.title(),
      show: false,
      alwaysOnTop: true,
      skipTaskbar: true,
      minimizable: false,
      maximizable: false,
      fullscreenable: false,
      ...(deps.icon === undefined ? {} : { icon: deps.icon }),
    })
    window = created
    created.once('ready-to-show', () => {
      created.show()
      created.focus()
    })
    created.on('blur', () => close('blur'))
    created.on('closed', () => {
      if (window === created) window = null
    })
    created
      .loadURL(deps.url)
      .catch((error: unknown) => deps.log(`the Quick answer window could not load: ${String(error)}`))
  }

  const close = (reason: CloseReason): void => {
    const closing = window
    if (closing === null || closing.isDestroyed()) return
    window = null
    closing.close()
    if (reason === 'done' && handBackFocus) deps.app.hide()
  }

  return { open, close, current: () => window }
}
