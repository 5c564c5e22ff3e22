import { Readable } from 'node:stream'
import type * as Electron from 'electron'
import type { ManualRequestOptions } from '../net-fetch'
import type { ElectronMain } from '../electron-main'
import type { SenderEvent } from '../ipc-bridge'
import { FakeGlobalShortcut, FakeImage, FakeTray, createFakeScreen } from './fake-desktop.test-support'

/**
 * A stand-in for the parts of the `electron` module the shell uses, for unit tests.
 *
 * The Electron runtime cannot run here, so the shell's wiring is tested against this fake:
 * it records what the shell asked for (window options, IPC handlers, permission handlers)
 * and lets tests fire the events Electron would fire. It is an `ElectronMain` without a cast
 * (see electron-main.ts), so it cannot drift from the Electron API the shell is typed by.
 */
type Listener = (...args: never[]) => unknown

export class FakeEmitter {
  private readonly listeners = new Map<string, Listener[]>()

  on(event: string, listener: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener])
    return this
  }

  once(event: string, listener: Listener): this {
    const wrapper = ((...args: never[]) => {
      this.off(event, wrapper)
      return listener(...args)
    }) as Listener
    return this.on(event, wrapper)
  }

  off(event: string, listener: Listener): this {
    this.listeners.set(
      event,
      (this.listeners.get(event) ?? []).filter((l) => l !== listener),
    )
    return this
  }

  listenerCount(event: string): number {
    return this.listeners.get(event)?.length ?? 0
  }

  emit(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])])
      (listener as (...a: unknown[]) => unknown)(...args)
  }
}

/** An Electron-style event: records whether the handler cancelled it. */
export function fakeEvent<T extends object>(
  params: T,
): T & { defaultPrevented: boolean; preventDefault(): void } {
  const event = {
    ...params,
    defaultPrevented: false,
    preventDefault() {
      event.defaultPrevented = true
    },
  }
  return event
}

let nextId = 1

export interface FakeFrame {
  url: string
  parent: FakeFrame | null
  readonly processId: number
  readonly routingId: number
}

export function fakeFrame(url: string, parent: FakeFrame | null = null): FakeFrame {
  return { url, parent, processId: 7, routingId: nextId++ }
}

type WindowOpenHandler = (details: Electron.HandlerDetails) => Electron.WindowOpenHandlerResponse

export class FakeWebContents extends FakeEmitter {
  private windowOpenHandler: WindowOpenHandler | null = null
  readonly mainFrame: FakeFrame
  /** Every `send(channel, payload)` main made to this page, in order. */
  readonly sent: [string, unknown][] = []

  constructor(url = 'about:blank') {
    super()
    this.mainFrame = fakeFrame(url)
  }

  /** Whether the page's renderer process has gone (set by a test). */
  crashed = false
  isCrashed(): boolean {
    return this.crashed
  }

  send(channel: string, payload: unknown): void {
    this.sent.push([channel, payload])
  }

  setWindowOpenHandler(handler: WindowOpenHandler): void {
    this.windowOpenHandler = handler
  }

  /** What the page's `window.open(url)` would get from the handler; null when none is set. */
  openWindow(url: string): Electron.WindowOpenHandlerResponse | null {
    return (
      this.windowOpenHandler?.({
        url,
        frameName: '',
        features: '',
        disposition: 'new-window',
        referrer: { url: '', policy: 'default' },
      }) ?? null
    )
  }
}

export class FakeBrowserWindow extends FakeEmitter {
  static readonly instances: FakeBrowserWindow[] = []
  readonly webContents = new FakeWebContents()
  destroyed = false
  minimized = false
  maximized = false
  fullScreen = false
  shown = false
  focused = false
  normalBounds = { x: 10, y: 20, width: 1000, height: 700 }
  loadedFile: string | null = null
  loadedUrl: string | null = null

  constructor(readonly options: Electron.BrowserWindowConstructorOptions) {
    super()
    FakeBrowserWindow.instances.push(this)
  }

  isDestroyed() {
    return this.destroyed
  }
  isMinimized() {
    return this.minimized
  }
  isMaximized() {
    return this.maximized
  }
  isFullScreen() {
    return this.fullScreen
  }
  getNormalBounds() {
    return { ...this.normalBounds }
  }
  maximize() {
    this.maximized = true
    // As in Electron: maximize() also shows a hidden window (the white flash before paint).
    this.shownBeforeReady ||= !this.readyToShow
    this.shown = true
  }
  override emit(event: string, ...args: unknown[]): void {
    if (event === 'ready-to-show') this.readyToShow = true
    super.emit(event, ...args)
  }
  /** Whether the window became visible before its page could paint. */
  shownBeforeReady = false
  readyToShow = false
  restore() {
    this.minimized = false
  }
  show() {
    this.shown = true
  }
  hide() {
    this.shown = false
    this.focused = false
  }
  isVisible() {
    return this.shown
  }
  bounds: Electron.Rectangle | null = null
  setBounds(bounds: Electron.Rectangle) {
    this.bounds = { ...bounds }
  }
  focus() {
    this.focused = true
  }
  isFocused() {
    return this.focused
  }
  /** As Electron's: the window goes, and says so ('closed'). */
  close() {
    if (this.destroyed) return
    this.destroyed = true
    this.emit('closed')
  }
  async loadFile(path: string) {
    this.loadedFile = path
    this.webContents.mainFrame.url = new URL(`file://${path}`).href
  }
  async loadURL(url: string) {
    this.loadedUrl = url
    this.webContents.mainFrame.url = url
  }
}

type PermissionRequestHandler = (
  contents: unknown,
  permission: string,
  callback: (granted: boolean) => void,
) => void
type HeadersListener = (
  details: { responseHeaders?: Record<string, string[]> },
  callback: (response: { responseHeaders?: Record<string, string | string[]> }) => void,
) => void

export class FakeApp extends FakeEmitter {
  isPackaged = false
  lockAvailable = true
  quitCalls = 0
  exitCodes: number[] = []
  sandboxEnabled = false
  readonly paths = new Map<string, string>([
    ['userData', '/home/user/.config/Catalog Browser'],
    ['documents', '/home/user/Documents'],
  ])
  aboutPanel: Record<string, unknown> | null = null
  /** The OS's languages as Electron reports them; a test sets them. */
  preferredSystemLanguages: string[] = ['en-US']
  locale = 'en-US'

  getPreferredSystemLanguages() {
    return [...this.preferredSystemLanguages]
  }
  getLocale() {
    return this.locale
  }
  requestSingleInstanceLock() {
    return this.lockAvailable
  }
  /** Schemes this app asked the OS to hand it (setAsDefaultProtocolClient). */
  readonly protocolClients: string[] = []
  setAsDefaultProtocolClient(scheme: string) {
    this.protocolClients.push(scheme)
    return true
  }
  quit() {
    this.quitCalls += 1
  }
  exit(code = 0) {
    this.exitCodes.push(code)
  }
  enableSandbox() {
    this.sandboxEnabled = true
  }
  /** macOS's app.hide(): how many times the app handed activation back to the one before. */
  hideCalls = 0
  hide() {
    this.hideCalls += 1
  }
  /** app.focus() calls, with their options (macOS's steal). */
  readonly focusCalls: (Electron.FocusOptions | undefined)[] = []
  focus(options?: Electron.FocusOptions) {
    this.focusCalls.push(options)
  }
  /** Set once whenReady() resolves, as Electron's app.isReady(). */
  ready = false
  whenReady() {
    this.ready = true
    return Promise.resolve()
  }
  getPath(name: string) {
    const path = this.paths.get(name)
    if (path === undefined) throw new Error(`no path ${name}`)
    return path
  }
  setPath(name: string, path: string) {
    this.paths.set(name, path)
  }
  getName() {
    return 'Catalog Browser'
  }
  getVersion() {
    return '1.2.3'
  }
  setAboutPanelOptions(options: Record<string, unknown>) {
    this.aboutPanel = options
  }
}

/** Electron's Notification: records what was shown; tests emit 'click'. */
export class FakeNotification extends FakeEmitter {
  static readonly instances: FakeNotification[] = []
  static supported = true
  static isSupported(): boolean {
    return FakeNotification.supported
  }
  static reset(supported: boolean): void {
    FakeNotification.instances.length = 0
    FakeNotification.supported = supported
  }
  shown = false
  closed = false
  constructor(readonly options: { title: string; body: string }) {
    super()
    FakeNotification.instances.push(this)
  }
  show(): void {
    this.shown = true
  }
  /** Dismisses it; Electron may then emit 'close', as here. */
  close(): void {
    this.closed = true
    this.emit('close')
  }
}

/** What the fake Menu.buildFromTemplate builds: the template, for tests to read. */
/** Electron's ClientRequest as far as a manual request goes: answers 200 `{}` once ended. */
export class FakeClientRequest extends FakeEmitter {
  readonly headers: Record<string, string> = {}
  constructor(readonly options: ManualRequestOptions) {
    super()
  }
  setHeader(name: string, value: string): void {
    this.headers[name.toLowerCase()] = value
  }
  end(): void {
    const body = Readable.from([Buffer.from('{}')])
    queueMicrotask(() =>
      this.emit('response', Object.assign(body, { statusCode: 200, statusMessage: 'OK', headers: {} })),
    )
  }
  abort(): void {}
}

/** An Electron utility process that records what it is sent and whether it was killed. */
export class FakeUtilityChild extends FakeEmitter {
  readonly sent: unknown[] = []
  killed = false
  constructor(
    readonly modulePath: string,
    readonly options: Electron.ForkOptions | undefined,
  ) {
    super()
  }
  postMessage(message: unknown): void {
    this.sent.push(message)
  }
  kill(): boolean {
    this.killed = true
    return true
  }
}

export interface FakeMenu {
  readonly template: Electron.MenuItemConstructorOptions[]
}

export function createFakeElectron() {
  FakeBrowserWindow.instances.length = 0
  FakeTray.instances.length = 0
  const globalShortcut = new FakeGlobalShortcut()
  const desktop = createFakeScreen()
  /** What the clipboard holds for the next readText, and how many times it was read. */
  const clipboardText = { text: '', reads: 0 }
  const app = new FakeApp()
  const handlers = new Map<string, (event: SenderEvent, payload: unknown) => unknown>()
  const permission = {
    request: null as PermissionRequestHandler | null,
    check: null as ((...args: unknown[]) => boolean) | null,
    device: null as ((...args: unknown[]) => boolean) | null,
  }
  const headerListeners: HeadersListener[] = []
  const opened: string[] = []
  const clipboardWrites: string[] = []
  const errorBoxes: { title: string; content: string }[] = []
  const messageBoxes: Electron.MessageBoxOptions[] = []
  const saveDialogs: { window: FakeBrowserWindow; options: Electron.SaveDialogOptions }[] = []
  const saveAnswer: Electron.SaveDialogReturnValue = {
    canceled: false,
    filePath: '/home/user/Documents/out.csv',
  }
  const menus: FakeMenu[] = []
  const messageBoxAnswer = { response: 0 }

  FakeNotification.reset(true)
  const netRequests: { input: unknown; init: RequestInit | undefined }[] = []
  const manualRequests: FakeClientRequest[] = []
  const utilityChildren: FakeUtilityChild[] = []
  const privilegedSchemes: { scheme: string; privileges: Record<string, boolean> }[][] = []
  const protocolHandlers = new Map<string, (request: Request) => Promise<Response>>()
  const electron: ElectronMain<FakeBrowserWindow, FakeMenu, FakeImage> = {
    globalShortcut,
    Tray: FakeTray,
    nativeImage: { createFromPath: (path: string) => new FakeImage(path) },
    protocol: {
      registerSchemesAsPrivileged(schemes: { scheme: string; privileges: Record<string, boolean> }[]) {
        if (app.ready) throw new Error('registerSchemesAsPrivileged after ready has no effect')
        privilegedSchemes.push(schemes)
      },
      handle(scheme: string, handler: (request: Request) => Promise<Response>) {
        if (!app.ready) throw new Error('protocol.handle before ready')
        protocolHandlers.set(scheme, handler)
      },
    },
    net: {
      async fetch(input: unknown, init?: RequestInit) {
        netRequests.push({ input, init })
        return new Response('{}', { status: 200 })
      },
      request(options: ManualRequestOptions) {
        const request = new FakeClientRequest(options)
        manualRequests.push(request)
        return request
      },
    },
    utilityProcess: {
      fork(modulePath: string, _args?: string[], options?: Electron.ForkOptions) {
        const child = new FakeUtilityChild(modulePath, options)
        utilityChildren.push(child)
        return child
      },
    },
    app,
    BrowserWindow: FakeBrowserWindow,
    Notification: FakeNotification,
    ipcMain: {
      handle(channel: string, handler: (event: SenderEvent, payload: unknown) => unknown) {
        if (handlers.has(channel)) throw new Error(`second handler for ${channel}`)
        handlers.set(channel, handler)
      },
    },
    session: {
      defaultSession: {
        setPermissionRequestHandler(handler: PermissionRequestHandler) {
          permission.request = handler
        },
        setPermissionCheckHandler(handler: (...args: unknown[]) => boolean) {
          permission.check = handler
        },
        setDevicePermissionHandler(handler: (...args: unknown[]) => boolean) {
          permission.device = handler
        },
        webRequest: {
          onHeadersReceived(listener: HeadersListener) {
            headerListeners.push(listener)
          },
        },
      },
    },
    shell: {
      async openExternal(url: string) {
        opened.push(url)
      },
    },
    clipboard: {
      // Electron 45's clipboard is asynchronous, after the W3C navigator.clipboard.
      async writeText(text: string) {
        clipboardWrites.push(text)
      },
      async readText() {
        clipboardText.reads += 1
        return clipboardText.text
      },
    },
    dialog: {
      showErrorBox(title: string, content: string) {
        errorBoxes.push({ title, content })
      },
      async showSaveDialog(window: FakeBrowserWindow, options: Electron.SaveDialogOptions) {
        saveDialogs.push({ window, options })
        return { ...saveAnswer }
      },
      async showMessageBox(
        ...args: [FakeBrowserWindow, Electron.MessageBoxOptions] | [Electron.MessageBoxOptions]
      ) {
        messageBoxes.push(args.length === 1 ? args[0] : args[1])
        return { response: messageBoxAnswer.response, checkboxChecked: false }
      },
    },
    Menu: {
      buildFromTemplate(template: Electron.MenuItemConstructorOptions[]) {
        return { template }
      },
      setApplicationMenu(menu: FakeMenu | null) {
        if (menu !== null) menus.push(menu)
      },
    },
    screen: desktop.screen,
  }

  return {
    electron,
    app,
    handlers,
    netRequests,
    manualRequests,
    utilityChildren,
    privilegedSchemes,
    protocolHandlers,
    permission,
    headerListeners,
    opened,
    clipboardWrites,
    errorBoxes,
    messageBoxes,
    saveDialogs,
    /** What the next save dialog answers; tests change it in place. */
    saveAnswer,
    /** The button the next message boxes answer with (its index); tests change it in place. */
    messageBoxAnswer,
    menus,
    windows: FakeBrowserWindow.instances,
    globalShortcut,
    clipboardText,
    /** The displays (their work areas) and the pointer, which tests move. */
    desktop,
    trays: FakeTray.instances,
  }
}
