import type * as Electron from 'electron'
import type { BrowserWindowConstructor, ShellScreen, ShellWindow } from '../electron-main'
import { createSecureWindow } from '../main-window'

/** Small enough to sit over a help desk's ticket, big enough for five items and a reply. */
export const QUICK_ANSWER_WINDOW_SIZE = Object.freeze({ width: 520, height: 560 })

/** Why the window closes: the core's (Enter copied the reply, Esc), or focus went elsewhere. */
export type CloseReason = 'done' | 'blur'

export interface QuickAnswerWindow<W> {
  /** Shows the window on the pointer's display: the loaded one kept from the last press, else a new one. */
  open(): void
  /** Hides the window, its page kept loaded for the next press (the page drops the ticket it showed). */
  close(reason: CloseReason): void
  /** Closes the window for good, its page with it: the session whose answers it showed ended. */
  discard(): void
  /** The window, shown or kept hidden, while it exists. */
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
 * Closing hides it rather than destroying it: the next press shows the page already loaded, so
 * the answer waits for the lookup alone, not for a new renderer to compile the page's code again.
 * The page drops the ticket it showed when it is hidden (quick-answer-requests.ts); a session's
 * end destroys the window with everything its page held (`discard`), as does a crashed page.
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
  // Shown by its own ready-to-show the first time: showing it earlier flashes an empty frame.
  let painted = false

  const live = (): W | null => (window !== null && !window.isDestroyed() ? window : null)

  const create = (): W => {
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
    painted = false
    created.once('ready-to-show', () => {
      painted = true
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
    return created
  }

  const open = (): void => {
    // Read before this app takes focus: whether the agent was in the main window or elsewhere.
    const mainWasFocused = deps.mainWindowFocused()
    // A shortcut pressed in another app does not make this one active on macOS by itself.
    if (deps.isMac) deps.app.focus({ steal: true })
    const kept = live()
    if (kept !== null && kept.webContents.isCrashed()) discard()
    const shown = live()
    if (shown !== null && shown.isVisible()) {
      shown.focus()
      return
    }
    handBackFocus = deps.isMac && !mainWasFocused
    if (shown === null) {
      window = create()
      return
    }
    if (!painted) return
    // Where the agent looks now, which may be another display than at the last press.
    shown.setBounds(boundsOnPointerDisplay(deps.screen))
    shown.show()
    shown.focus()
  }

  const close = (reason: CloseReason): void => {
    const closing = live()
    if (closing === null || !closing.isVisible()) return
    closing.hide()
    if (reason === 'done' && handBackFocus) deps.app.hide()
  }

  const discard = (): void => {
    const closing = live()
    window = null
    closing?.close()
  }

  return { open, close, discard, current: live }
}
