import type * as Electron from 'electron'
import type { HeadersReceivedHook } from './content-security-policy'
import type { InvokeHandlers, SenderFrame } from './ipc-bridge'
import type { NotificationClass } from './desktop-notifications'
import type { PermissionSession } from './permissions'
import type { ManualRequest, ManualRequestOptions } from './net-fetch'
import type { UtilityProcesses } from './team-file-reader'

/**
 * The parts of the `electron` module the shell uses, each a structural subset of Electron's
 * own types: src/main/index.ts hands the real module in unchanged, and the unit tests' fake
 * (testing/fake-electron.ts) must match the same signatures, with no cast in between. So a
 * method Electron renames or drops fails `tsc -b` at the real module, and a method the shell
 * starts calling fails it at the fake until the fake has it too.
 *
 * Methods are picked from Electron's types. Event subscriptions are written out, one `on`
 * per event the shell listens to, because Electron's `on` returns `this` (the whole App or
 * BrowserWindow, which no fake can be); each is still checked against Electron's own
 * overload for that event where the real module is handed in. The window and menu types are
 * parameters, so a fake window reaches the fake dialog as itself.
 */

/** The app events the shell listens to (Electron's App overloads, return value unused). */
export interface ShellAppEvents {
  on(event: 'open-url', listener: (event: Electron.Event, url: string) => void): unknown
  on(event: 'second-instance', listener: (event: Electron.Event, argv: string[]) => void): unknown
  on(
    event: 'web-contents-created',
    listener: (event: Electron.Event, contents: Electron.WebContents) => void,
  ): unknown
  on(event: 'will-quit', listener: (event: Electron.Event) => void): unknown
  on(event: 'window-all-closed', listener: () => void): unknown
  on(event: 'activate', listener: (event: Electron.Event, hasVisibleWindows: boolean) => void): unknown
}

export type ShellApp = ShellAppEvents &
  Pick<
    Electron.App,
    | 'isPackaged'
    | 'getPath'
    | 'setPath'
    | 'enableSandbox'
    | 'requestSingleInstanceLock'
    | 'quit'
    | 'exit'
    | 'whenReady'
    | 'getName'
    | 'getVersion'
    | 'setAboutPanelOptions'
    | 'setAsDefaultProtocolClient'
    | 'getPreferredSystemLanguages'
    | 'getLocale'
    | 'hide'
    | 'focus'
  >

/** The page's WebContents as the shell uses it: events go out, the sender check reads the top frame. */
export interface ShellWebContents extends Pick<Electron.WebContents, 'send' | 'isCrashed'> {
  readonly mainFrame: SenderFrame
}

/** The main window (Electron's BrowserWindow, narrowed to what the shell calls). */
export interface ShellWindow extends Pick<
  Electron.BrowserWindow,
  | 'isDestroyed'
  | 'isMinimized'
  | 'isMaximized'
  | 'isFullScreen'
  | 'getNormalBounds'
  | 'maximize'
  | 'restore'
  | 'show'
  | 'hide'
  | 'isVisible'
  | 'setBounds'
  | 'focus'
  | 'isFocused'
  | 'close'
  | 'loadURL'
> {
  readonly webContents: ShellWebContents
  on(event: 'closed' | 'resize' | 'move' | 'maximize' | 'unmaximize', listener: () => void): unknown
  on(event: 'blur', listener: (event: Electron.Event) => void): unknown
  on(event: 'close', listener: (event: Electron.Event) => void): unknown
  once(event: 'ready-to-show', listener: () => void): unknown
}

export type BrowserWindowConstructor<W extends ShellWindow> = new (
  options: Electron.BrowserWindowConstructorOptions,
) => W

/** Dialogs; the ones that belong to a window take the shell's window type. */
export interface ShellDialog<W> extends Pick<Electron.Dialog, 'showErrorBox'> {
  showMessageBox(window: W, options: Electron.MessageBoxOptions): Promise<Electron.MessageBoxReturnValue>
  showMessageBox(options: Electron.MessageBoxOptions): Promise<Electron.MessageBoxReturnValue>
  showSaveDialog(window: W, options: Electron.SaveDialogOptions): Promise<Electron.SaveDialogReturnValue>
}

/** Electron's Menu class: builds a menu from a template and installs it. */
export interface ShellMenu<M> {
  buildFromTemplate(template: Electron.MenuItemConstructorOptions[]): M
  setApplicationMenu(menu: M | null): void
}

/** The tray icon (the menu bar's on macOS), with the shell's menu type. */
export interface ShellTray<M> extends Pick<Electron.Tray, 'setToolTip' | 'destroy'> {
  setContextMenu(menu: M | null): void
}

/** An image as the tray takes it: macOS draws a template image in the menu bar's own colour. */
export type ShellImage = Pick<Electron.NativeImage, 'setTemplateImage' | 'isEmpty'>

/** Where the pointer is, and the display (its work area) nearest a point. */
export interface ShellScreen {
  getAllDisplays(): readonly { readonly workArea: Electron.Rectangle }[]
  getCursorScreenPoint(): Electron.Point
  getDisplayNearestPoint(point: Electron.Point): { readonly workArea: Electron.Rectangle }
}

export interface ElectronMain<
  W extends ShellWindow = Electron.BrowserWindow,
  M = Electron.Menu,
  I extends ShellImage = Electron.NativeImage,
> {
  readonly app: ShellApp
  readonly BrowserWindow: BrowserWindowConstructor<W>
  readonly ipcMain: InvokeHandlers
  readonly session: {
    readonly defaultSession: PermissionSession & { readonly webRequest: HeadersReceivedHook }
  }
  readonly shell: Pick<Electron.Shell, 'openExternal'>
  /** `readText` only in the Quick answer shortcut's handler: nothing else reads the clipboard. */
  readonly clipboard: Pick<Electron.Clipboard, 'writeText' | 'readText'>
  readonly globalShortcut: Pick<Electron.GlobalShortcut, 'register' | 'unregister'>
  readonly Tray: new (image: I) => ShellTray<M>
  readonly nativeImage: { createFromPath(path: string): I }
  readonly dialog: ShellDialog<W>
  readonly Menu: ShellMenu<M>
  readonly screen: ShellScreen
  readonly Notification: NotificationClass
  /** `request` only as net-fetch.ts opens a manual request (checked against Electron's own). */
  readonly net: Pick<Electron.Net, 'fetch'> & { request(options: ManualRequestOptions): ManualRequest }
  readonly utilityProcess: UtilityProcesses
  readonly protocol: Pick<Electron.Protocol, 'registerSchemesAsPrivileged' | 'handle'>
}
