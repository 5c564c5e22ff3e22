import { dirname, isAbsolute } from 'node:path'
import { epochMsFrom } from '../../shared/epoch-ms'
import type * as Electron from 'electron'
import type { ElectronMain, ShellImage, ShellWindow } from './electron-main'
import { setAboutPanel, showAboutDialog, type AboutInfo } from './about'
import { createMenuInstaller } from './install-app-menu'
import { textIn } from '../core/app-language/app-messages'
import { DEFAULT_APP_LANGUAGE } from '../../shared/i18n/app-languages'
import { systemLanguagesOf } from './system-languages'
import { resolveAppFiles } from './app-files'
import { APP_ENTRY_URL, APP_SCHEME, serveAppRequest } from './app-protocol'
import { createAppUrl, devServerUrlFrom } from './app-url'
import { DEV_SERVER_CSP, PRODUCTION_CSP, installCspHeader } from './content-security-policy'
import { installFatalErrorHandlers, type ErrorSource } from './fatal-errors'
import { createDesktopNotifier } from './desktop-notifications'
import { installLinkDelivery, registerLinkScheme } from './link-delivery'
import { adaptNetFetch } from './net-fetch'
import { utilityPathReader } from './team-file-reader'
import { createSenderCheck, forwardEventsToWindow, registerIpcHandlers } from './ipc-bridge'
import { createSafeOpenExternal } from './open-external'
import { denyAllPermissions } from './permissions'
import { installQuitCleanup } from './quit-cleanup'
import {
  cleanForWindow,
  createRedactingLog,
  createSecretRedactor,
  type SecretRedactor,
} from '../core/redaction/secret-redactor'
import { createChooseSavePath } from './save-dialog'
import { createMainWindow } from './main-window'
import type { CreateCore, ParseLaunchOptions, CorePort } from './core-port'
import { acquireSingleInstance, focusWindow } from './single-instance'
import { hardenAllWebContents } from './web-contents-hardening'
import { restoreWindowBounds, trackWindowState } from './window-state'
import { createAppUpdates, updatesOffReason, type LoadedUpdater } from './updates/app-updates'
import { loadPolicy } from '../core/policy/load-policy'
import { policySourcesFor } from '../core/policy/policy-source'
import { installQuickAnswer, type QuickAnswerShell } from './quick-answer/quick-answer-shell'
import { quitsWhenAllWindowsClose } from './quick-answer/keep-in-tray'

export type { ElectronMain } from './electron-main'

/** The parts of `process` the shell reads. */
export interface ShellProcess extends ErrorSource {
  readonly argv: readonly string[]
  readonly env: Record<string, string | undefined>
  readonly platform: NodeJS.Platform
  readonly versions: Readonly<Record<string, string | undefined>>
}

/** `W`, `M` and `I` are Electron's BrowserWindow, Menu and NativeImage, or the unit tests' fakes of them. */
export interface StartAppDeps<
  W extends ShellWindow = Electron.BrowserWindow,
  M = Electron.Menu,
  I extends ShellImage = Electron.NativeImage,
> {
  readonly electron: ElectronMain<W, M, I>
  readonly createCore: CreateCore
  readonly parseLaunchOptions: ParseLaunchOptions
  /** The folder of the running main bundle (out/main). */
  readonly mainDir: string
  readonly process: ShellProcess
  /** Where log lines go (already redacted); stderr by default. */
  readonly writeLog?: (line: string) => void
  /**
   * Loads the updater (electron-updater's `autoUpdater` in the app) and its feed address, only
   * when this copy updates itself: an installed app outside e2e runs.
   */
  readonly loadUpdater: () => LoadedUpdater
}

export interface StartedApp<W extends ShellWindow = Electron.BrowserWindow> {
  readonly core: CorePort
  readonly mainWindow: () => W | null
  readonly quickAnswer: QuickAnswerShell<W>
}

const WINDOW_STATE_DELAY_MS = 500
const QUIT_CLEANUP_TIMEOUT_MS = 5_000
/** Added to the userData folder's name for runs that are not a packaged app. */
export const DEV_PROFILE_SUFFIX = ' (development)'

/** Overrides the userData folder (absolute path). */
export const USER_DATA_DIR_VARIABLE = 'CATALOG_BROWSER_USER_DATA_DIR'
/** Overrides the keychain service name, so e2e runs never touch the real app's entries. */
export const KEYCHAIN_SERVICE_VARIABLE = 'CATALOG_BROWSER_KEYCHAIN_SERVICE'
/** Fixes the in-app demo's "now" (ms since the epoch), so e2e runs read times that never move. */
export const DEMO_NOW_VARIABLE = 'CATALOG_BROWSER_DEMO_NOW'

/**
 * Starts the Electron shell: security first, then the core, the IPC bridge and the window.
 *
 * Everything that can be decided before the app is ready (sandbox for every renderer,
 * hardening of every future WebContents, the single-instance lock) is done before it, so no
 * window or WebContents ever exists unguarded. Resolves to null when another instance was
 * already running (this one is quitting) or when the start failed (after telling the user).
 */
export async function startApp<W extends ShellWindow, M, I extends ShellImage>(
  deps: StartAppDeps<W, M, I>,
): Promise<StartedApp<W> | null> {
  const { app, dialog } = deps.electron
  const redactor = createSecretRedactor()
  const log = createRedactingLog(
    deps.writeLog ?? ((line) => console.error(`[catalog-browser] ${line}`)),
    redactor,
  )
  installFatalErrorHandlers({
    process: deps.process,
    showErrorBox: (title, content) => dialog.showErrorBox(title, content),
    log,
    redactor,
  })
  try {
    return await boot(deps, log, redactor)
  } catch (error) {
    // A failed start gets a readable dialog and an exit, not a window that never appears.
    const message = cleanForWindow(redactor.redact(error instanceof Error ? error.message : String(error)))
    log(`could not start: ${error instanceof Error ? (error.stack ?? message) : message}`)
    dialog.showErrorBox(
      'Catalog Browser could not start',
      `${message}\n\nIf this keeps happening, check that your user folder is writable, then start the app again.`,
    )
    app.exit(1)
    return null
  }
}

async function boot<W extends ShellWindow, M, I extends ShellImage>(
  deps: StartAppDeps<W, M, I>,
  log: (line: string) => void,
  redactor: SecretRedactor,
): Promise<StartedApp<W> | null> {
  const { app, BrowserWindow, ipcMain, session, shell, clipboard, dialog, Menu, screen, protocol } =
    deps.electron
  const { process } = deps
  const isMac = process.platform === 'darwin'

  const launch = deps.parseLaunchOptions(process.argv, process.env)
  if (launch.options.token !== undefined) redactor.remember(launch.options.token)
  // The token is for this run only: no child process or crash report may inherit it.
  delete process.env.CATALOG_API_TOKEN

  // A private profile folder (e2e tests, or a second profile). Set before the single-instance
  // lock, which Electron keys on the userData folder, so runs with their own folders coexist.
  const userDataDir = process.env[USER_DATA_DIR_VARIABLE]
  const overridden = userDataDir !== undefined && userDataDir !== '' && isAbsolute(userDataDir)
  if (overridden) app.setPath('userData', userDataDir)
  else if (userDataDir) log(`${USER_DATA_DIR_VARIABLE} ignored: it must be an absolute path`)
  // A development run (npm start, electron-vite dev) keeps its own settings and lock: sharing
  // an installed copy's would make the single-instance lock focus that copy and quit this one.
  if (!overridden && !app.isPackaged)
    app.setPath('userData', `${app.getPath('userData')}${DEV_PROFILE_SUFFIX}`)

  app.enableSandbox()
  let mainWindow: W | null = null
  // Before the lock and before ready: macOS may send the link that starts the app that early.
  const links = installLinkDelivery(app, () => focusWindow(mainWindow))
  if (!acquireSingleInstance(app, (argv) => links.fromSecondInstance(argv))) return null

  const devServerUrl = devServerUrlFrom(process.env.ELECTRON_RENDERER_URL, app.isPackaged)
  const files = resolveAppFiles(deps.mainDir)
  const appUrl = createAppUrl({ devServerUrl })
  // Before ready, or Chromium will not treat app:// as a standard, secure origin. codeCache
  // (standard schemes only) lets V8 keep the bundle compiled between starts, as it does for
  // http(s): without it, every start compiles the whole renderer bundle again.
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, codeCache: true } },
  ])
  // Only to the app's own page: the window reloading itself (its crash screen's Reload window,
  // the dev server's reloads). A renderer-initiated reload is a navigation to that page.
  hardenAllWebContents(app, { isAllowedNavigation: (url) => appUrl.isAppUrl(url), log })

  await app.whenReady()
  const rendererDir = dirname(files.rendererHtml)
  protocol.handle(APP_SCHEME, (request) => serveAppRequest(rendererDir, request.url))
  denyAllPermissions(session.defaultSession, log)
  installCspHeader(session.defaultSession.webRequest, devServerUrl === null ? PRODUCTION_CSP : DEV_SERVER_CSP)

  const about: AboutInfo = {
    name: app.getName(),
    version: app.getVersion(),
    electron: process.versions.electron ?? null,
    chrome: process.versions.chrome ?? null,
    node: process.versions.node ?? null,
  }
  // Read once, before the updater and the core: both follow it. Only a copy that is not
  // installed (e2e, development) may point at another file than the machine's policy.
  const policy = await loadPolicy(
    policySourcesFor({ platform: process.platform, env: process.env, allowOverride: !app.isPackaged, log }),
  )
  // Created before the core, which answers the window's update requests through it.
  let eventsTo: CorePort | null = null
  const updates = createAppUpdates({
    offReason: updatesOffReason(app.isPackaged, process.env, policy.policy?.updateChecks !== false),
    loadUpdater: deps.loadUpdater,
    currentVersion: about.version,
    appName: about.name,
    say: () => textIn(eventsTo?.appLanguage() ?? DEFAULT_APP_LANGUAGE),
    dialog,
    getWindow: () => mainWindow,
    announceReady: (version) => void eventsTo?.emit('update:ready', { version }),
    log,
  })
  const keychainService = process.env[KEYCHAIN_SERVICE_VARIABLE]?.trim()
  const demoNow = epochMsFrom(process.env[DEMO_NOW_VARIABLE])
  const core = await deps.createCore({
    userDataDir: app.getPath('userData'),
    ...(keychainService ? { secretServiceName: keychainService } : {}),
    ...(demoNow !== undefined ? { demoNow } : {}),
    appInfo: {
      name: about.name,
      version: about.version,
      electron: about.electron,
      chrome: about.chrome,
      platform: process.platform,
    },
    launch: launch.options,
    launchWarnings: launch.warnings,
    systemLanguages: systemLanguagesOf(app),
    policy,
    openExternal: createSafeOpenExternal(
      (url) => shell.openExternal(url), // eng-disable OPEN_EXTERNAL_JS_CHECK: wrapped: https URLs only
    ),
    writeClipboard: async (text) => clipboard.writeText(text),
    fetch: adaptNetFetch({
      fetch: (input, init) => deps.electron.net.fetch(input instanceof URL ? input.href : input, init),
      request: (options) => deps.electron.net.request(options),
    }),
    spawnTeamFileReader: utilityPathReader(deps.electron.utilityProcess, files.teamFileReader),
    notify: createDesktopNotifier(deps.electron.Notification, () => showMainWindow(), log),
    updates,
    chooseSavePath: createChooseSavePath(
      dialog,
      () => mainWindow,
      () => app.getPath('documents'),
    ),
    log,
  })
  eventsTo = core
  links.connect((link) => core.receiveLink(link))
  registerLinkScheme(app, log)
  let quick: QuickAnswerShell<W> | null = null
  const quickWindow = () => quick?.window() ?? null
  registerIpcHandlers(
    ipcMain,
    core,
    createSenderCheck(() => [
      { window: mainWindow, isOwnUrl: (url) => appUrl.isAppUrl(url, 'index.html') },
      { window: quickWindow(), isOwnUrl: (url) => appUrl.isAppUrl(url, 'quick-answer.html') },
    ]),
    log,
  )
  forwardEventsToWindow(core, () => [mainWindow, quickWindow()])

  setAboutPanel(app, about)
  const showAbout = () =>
    void showAboutDialog(dialog, mainWindow, about, textIn(core.appLanguage())).catch((error: unknown) =>
      log(`about dialog failed: ${String(error)}`),
    )
  const installMenu = createMenuInstaller({
    Menu,
    core,
    appName: about.name,
    isMac,
    isDev: devServerUrl !== null,
    showAbout,
    checkForUpdates: () =>
      void updates.checkFromMenu().catch((error: unknown) => log(`updates: ${String(error)}`)),
    quickAnswer: () => void quick?.quickAnswer(),
    quickAnswerAccelerator: () => quick?.accelerator(),
    // Defined below; only clicked once the app runs.
    showMainWindow: () => showMainWindow(),
    log,
  })
  const showMainWindow = () => {
    if (mainWindow === null) return openMainWindow()
    if (mainWindow.isMinimized()) mainWindow.restore()
    mainWindow.show()
    mainWindow.focus()
  }
  quick = installQuickAnswer({
    electron: deps.electron,
    core,
    appName: about.name,
    isMac,
    preload: files.preload,
    pageUrl: appUrl.pageUrl('quick-answer.html'),
    trayIcon: isMac ? files.trayTemplateIcon : files.trayIcon,
    windowIcon: isMac ? undefined : files.icon,
    getMainWindow: () => mainWindow,
    showMainWindow,
    onShortcutChange: installMenu,
    log,
  })
  installMenu()

  let flushWindowState: () => Promise<void> = () => Promise.resolve()
  installQuitCleanup(
    app,
    async () => {
      quick?.dispose()
      updates.stop()
      await flushWindowState()
      await core.dispose()
    },
    { log, timeoutMs: QUIT_CLEANUP_TIMEOUT_MS },
  )

  const openMainWindow = () => {
    const bounds = restoreWindowBounds(core.getWindowState(), screen.getAllDisplays())
    const window = createMainWindow(BrowserWindow, {
      preload: files.preload,
      bounds,
      icon: isMac ? undefined : files.icon,
      title: about.name,
    })
    mainWindow = window
    // Not before ready-to-show: maximize() also shows the window, before its page has painted.
    window.once('ready-to-show', () => {
      if (bounds.maximized) window.maximize()
      window.show()
    })
    window.on('closed', () => {
      if (mainWindow === window) mainWindow = null
    })
    flushWindowState = trackWindowState(window, (state) => core.saveWindowState(state), {
      delayMs: WINDOW_STATE_DELAY_MS,
      log,
    }).flush
    const loaded = window.loadURL(devServerUrl ?? APP_ENTRY_URL)
    loaded.catch((error: unknown) => log(`the window could not load the app: ${String(error)}`))
  }

  app.on('window-all-closed', () => {
    if (quitsWhenAllWindowsClose(process.platform, core.quickAnswerSettings().keepRunningInTray)) app.quit()
  })
  app.on('activate', () => {
    if (mainWindow === null) openMainWindow()
  })
  openMainWindow()
  updates.start()
  return { core, mainWindow: () => mainWindow, quickAnswer: quick }
}
