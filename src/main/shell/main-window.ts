import type * as Electron from 'electron'
import type { BrowserWindowConstructor, ShellWindow } from './electron-main'

/** Where and how big the window opens (see window-state.ts). */
export interface WindowBounds {
  readonly x?: number
  readonly y?: number
  readonly width: number
  readonly height: number
}

export const MIN_WINDOW_SIZE = Object.freeze({ width: 720, height: 480 })

/**
 * Creates the main window (see createSecureWindow).
 */
export function createMainWindow<W extends ShellWindow>(
  BrowserWindow: BrowserWindowConstructor<W>,
  options: {
    readonly preload: string
    readonly bounds: WindowBounds
    /** Only where the OS takes the icon from the window (Linux, Windows); undefined on macOS. */
    readonly icon: string | undefined
    readonly title: string
  },
): W {
  return createSecureWindow(BrowserWindow, options.preload, {
    ...options.bounds,
    minWidth: MIN_WINDOW_SIZE.width,
    minHeight: MIN_WINDOW_SIZE.height,
    title: options.title,
    // Shown on `ready-to-show`, so the window never flashes empty.
    show: false,
    ...(options.icon === undefined ? {} : { icon: options.icon }),
  })
}

/**
 * Creates one of the app's windows (the main window, the Quick answer window), with every
 * security-relevant web preference set explicitly: both load the app's own pages with the
 * same preload, and this is the one `new BrowserWindow` of the app.
 *
 * Most of these are Electron's defaults today; spelling them out keeps a changed default
 * from changing the app, and keeps them in one literal at the `new BrowserWindow` call,
 * where a reader and Electronegativity's static checks can see them. The renderer runs
 * sandboxed and isolated, with no Node, and reaches main only through the preload's
 * `window.catalog`. Auxclick (middle-click) is off as Electronegativity recommends: it is
 * another way for a link to ask for a new window.
 */
export function createSecureWindow<W extends ShellWindow>(
  BrowserWindow: BrowserWindowConstructor<W>,
  preload: string,
  options: Omit<Electron.BrowserWindowConstructorOptions, 'webPreferences'>,
): W {
  return new BrowserWindow({
    ...options,
    webPreferences: {
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      safeDialogs: true,
      disableBlinkFeatures: 'Auxclick',
      // Reviewed: the preload only exposes window.catalog, one method per IPC channel.
      preload, // eng-disable PRELOAD_JS_CHECK: reviewed; it exposes only window.catalog
    },
  })
}
