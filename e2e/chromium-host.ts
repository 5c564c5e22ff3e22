import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { createAppCore, type AppCore, type DesktopNotification } from '../src/main/core/app-core'
import { loadPolicy } from '../src/main/core/policy/load-policy'
import { developmentPolicyFile } from '../src/main/core/policy/policy-source'
import { buildCatalogApi } from '../src/preload/catalog-api'
import { API_METHODS, EVENT_METHODS } from '../src/shared/ipc'
import { connectPageToCore, PAGE_TRANSPORT_SCRIPT } from './cdp-transport'
import { startStaticServer, type StaticServer } from './static-server'
import { e2eDemoNow } from './support/demo-clock'
import { pseudoCatalogModule, PSEUDO_CARRIER } from './support/pseudo-locale'
import { MESSAGE_CHUNK_DIR } from '../src/shared/i18n/compile-catalog'
import { createSkippableClock } from '../src/main/core/timers/skippable-clock.test-support'
import type { AppLaunch, LaunchedApp } from './launch-types'

const ROOT = resolve(__dirname, '..')

/** The OS language of every run that names none: English, whatever the test machine speaks. */
export const DEFAULT_E2E_LOCALE = 'en-US'

/** Debian's Chromium, never a downloaded browser; flags keep it off this closed network. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** Debian's Chromium with the flags above: every browser the tests and the bench start. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
}

/** The keychain service of this test run: private to it, stable across relaunches within it. */
export function e2eKeychainService(): string {
  return `Catalog Browser e2e ${process.env.E2E_RUN_ID ?? 'local'}`
}

/** Bench only: a browser already running to open the app in, and a script for the page's start. */
export interface ChromiumExtras {
  readonly browser?: Browser
  readonly initScript?: string
}

/**
 * Chromium mode: the built renderer in a real Chromium, with the real main-process core
 * (the same handler table the Electron shell registers) hosted here in the test runner.
 *
 * The page gets `window.catalog` from the very `buildCatalogApi` the preload uses; its invoke
 * reaches `core.handle` over CDP (cdp-transport.ts) instead of Electron IPC.
 */
export async function launchChromiumApp(
  options: AppLaunch,
  extras: ChromiumExtras = {},
): Promise<LaunchedApp> {
  const shared = extras.browser
  const userDataDir = options.userDataDir ?? mkdtempSync(join(tmpdir(), 'catalog-e2e-'))
  const opened: string[] = []
  const notifications: DesktopNotification[] = []
  const saved: string[] = []
  const saveDir = mkdtempSync(join(tmpdir(), 'catalog-e2e-saved-'))
  // The harness's folders; a folder the test passed in is the test's to remove.
  const removeFolders = (): void => {
    rmSync(saveDir, { recursive: true, force: true })
    if (!options.userDataDir) rmSync(userDataDir, { recursive: true, force: true })
  }
  let browser: Browser | undefined
  let context: BrowserContext | undefined
  let core: AppCore | undefined
  let server: StaticServer | undefined
  try {
    browser = shared ?? (await launchChromium())
    const locale = options.pseudoLocale ? PSEUDO_CARRIER : (options.locale ?? DEFAULT_E2E_LOCALE)
    context = await browser.newContext({
      locale,
      colorScheme: options.colorScheme ?? 'light',
      viewport: options.viewport ?? { width: 1280, height: 800 },
    })
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const page: Page = await context.newPage()
    // Installed before the app's code runs, so every timer the window sets is one it can move on.
    if (options.skippableTime) await context.clock.install()
    const lookupClock = options.skippableTime ? createSkippableClock() : undefined
    core = await createAppCore({
      userDataDir,
      secretServiceName: e2eKeychainService(),
      appInfo: {
        name: 'Catalog Browser',
        version: appVersion(),
        electron: null,
        chrome: browser.version(),
        platform: process.platform,
      },
      launch: { baseUrl: options.baseUrl, token: options.token, demo: options.demo, link: options.link },
      systemLanguages: [locale],
      // Read as the shell reads the override: once, before the core starts.
      ...(options.policyFile ? { policy: await loadPolicy(developmentPolicyFile(options.policyFile)) } : {}),
      openExternal: async (url) => {
        opened.push(url)
      },
      writeClipboard: async (text) => {
        await page.evaluate((value) => navigator.clipboard.writeText(value), text)
      },
      notify: (notification) => notifications.push(notification),
      watchIntervalMsOverride: options.watchIntervalMs,
      demoNow: e2eDemoNow(),
      lookupClock,
      // The save dialog, answered as a person who accepts the suggested name would.
      chooseSavePath: async ({ fileName }) => {
        const path = join(saveDir, `${saved.length + 1}-${fileName}`)
        saved.push(path)
        return path
      },
    })
    const hostedCore = core
    const hostedBrowser = browser
    const hostedContext = context
    const transport = await connectPageToCore(page, (channel, payload) => hostedCore.handle(channel, payload))
    // Injected as script text (not eval'd), so the page's strict CSP stays fully in force.
    await page.addInitScript({ content: catalogApiScript() })
    if (extras.initScript) await page.addInitScript({ content: extras.initScript })
    // Events go the other way: the core's validated events, each its own message into the
    // page's transport, where the preload's own subscribe methods pick them up.
    const removeSink = hostedCore.addEventSink((event, payload) =>
      transport.sendEvent(event, payload ?? null),
    )
    if (options.pseudoLocale) {
      await context.route(`**/assets/${MESSAGE_CHUNK_DIR}/${PSEUDO_CARRIER}-*.js`, (route) =>
        route.fulfill({ contentType: 'text/javascript', body: pseudoCatalogModule() }),
      )
    }
    server = await startStaticServer(join(ROOT, 'out/renderer'))
    await page.goto(`${server.url}/index.html`)
    // A shared browser (the bench's startup from navigation) outlives this app: close only ours.
    const owned = {
      closeBrowser: shared ? () => hostedContext.close() : () => hostedBrowser.close(),
      core,
      server,
      removeSink,
    }
    return {
      page,
      mode: 'chromium',
      userDataDir,
      openedExternalUrls: async () => [...opened],
      savedFiles: async () => [...saved],
      readClipboard: () => page.evaluate(() => navigator.clipboard.readText()),
      notifications: async () => notifications.map(({ title, body }) => ({ title, body })),
      clickNotification: async (index) => {
        const notification = notifications[index]
        if (!notification) throw new Error(`no notification at ${index}; ${notifications.length} shown`)
        await page.bringToFront()
        notification.onClick()
        await transport.delivered()
      },
      openLink: async (url) => {
        await page.bringToFront()
        owned.core.receiveLink(url)
        await transport.delivered()
      },
      chooseAppLanguage: async (language) => {
        await owned.core.chooseAppLanguage(language)
        await transport.delivered()
      },
      passTime: async (ms) => {
        if (!lookupClock) throw new Error('passTime needs a launch with skippableTime: true')
        // The window first: answers the core sends once its pause ends find the window's time past it.
        await page.clock.runFor(ms)
        lookupClock.skip(ms)
      },
      emitEvent: async (event, payload) => {
        const sent = owned.core.emit(event, payload)
        await transport.delivered()
        return sent
      },
      close: async () => {
        owned.removeSink()
        // The folders go even when a step fails (a browser that timed out closing on a loaded
        // machine): a test's failure must not leave its files behind.
        try {
          // A shared browser has one clipboard for all its contexts: leave it empty, as a
          // browser of the app's own would be for the next app.
          if (shared) await page.evaluate(() => navigator.clipboard.writeText('')).catch(() => undefined)
          await owned.closeBrowser()
          await owned.core.dispose()
          await owned.server.close()
        } finally {
          removeFolders()
        }
      },
    }
  } catch (error) {
    await (shared ? context?.close() : browser?.close())
    await core?.dispose()
    await server?.close()
    // No app object reaches the test, so nothing else would remove these folders.
    removeFolders()
    throw error
  }
}

/** The page's `window.catalog`: the preload's own builder over the harness's transport. */
function catalogApiScript(): string {
  return `window.catalog = (${buildCatalogApi.toString()})(${PAGE_TRANSPORT_SCRIPT}, ${JSON.stringify(API_METHODS)}, ${JSON.stringify(EVENT_METHODS)});`
}

function appVersion(): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require(join(ROOT, 'package.json')) as { version: string }).version
}
