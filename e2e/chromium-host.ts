import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Browser } from '@playwright/test'
import { createAppCore, type AppCore, type DesktopNotification } from '../src/main/core/app-core'
import { loadPolicy } from '../src/main/core/policy/load-policy'
import { developmentPolicyFile } from '../src/main/core/policy/policy-source'
import { createSkippableClock } from '../src/main/core/timers/skippable-clock.test-support'
import {
  DEFAULT_COLOR_SCHEME,
  DEFAULT_E2E_LOCALE,
  DEFAULT_VIEWPORT,
  openAppWindow,
  type AppWindow,
  type WindowOptions,
} from './app-window'
import { e2eDemoNow } from './support/demo-clock'
import { quickAnswerPages } from './quick-answer-host'
import { PSEUDO_CARRIER } from './support/pseudo-locale'
import type { AppLaunch, LaunchedApp } from './launch-types'

const ROOT = resolve(__dirname, '..')

/** The keychain service of this test run: private to it, stable across relaunches within it. */
export function e2eKeychainService(): string {
  return `Catalog Browser e2e ${process.env.E2E_RUN_ID ?? 'local'}`
}

/** The window settings a launch needs: the browser context's, fixed for the window's life. */
export function windowOptionsOf(options: AppLaunch): WindowOptions {
  return {
    locale: options.pseudoLocale ? PSEUDO_CARRIER : (options.locale ?? DEFAULT_E2E_LOCALE),
    skippableTime: options.skippableTime,
    pseudoLocale: options.pseudoLocale,
  }
}

/**
 * Where a launch runs. `browser`: a browser already running to open its own window in (else it
 * starts one). `window`: a window of e2e/window-pool.ts to run in, blank and opened with this
 * launch's `windowOptionsOf`; on close the app leaves it blank for the next and calls `release`
 * (with false when the window could not be made blank, so it is not handed out again).
 * `initScript` (bench only): a script for the page's start.
 */
export interface ChromiumExtras {
  readonly browser?: Browser
  readonly initScript?: string
  readonly window?: { readonly window: AppWindow; readonly release: (reusable: boolean) => Promise<void> }
}

/**
 * Chromium mode: the built renderer in a real Chromium, with the real main-process core
 * (the same handler table the Electron shell registers) hosted here in the test runner.
 *
 * The page gets `window.catalog` from the very `buildCatalogApi` the preload uses; its invoke
 * reaches `core.handle` over CDP (cdp-transport.ts) instead of Electron IPC. Each launch has a
 * core of its own and a fresh document, in a window of its own or in one it is lent.
 */
export async function launchChromiumApp(
  options: AppLaunch,
  extras: ChromiumExtras = {},
): Promise<LaunchedApp> {
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
  const lent = extras.window
  let window: AppWindow | undefined = lent?.window
  let core: AppCore | undefined
  try {
    window ??= await openAppWindow(extras.browser, {
      ...windowOptionsOf(options),
      initScript: extras.initScript,
    })
    const { page } = window
    await fitWindow(window, options)
    const lookupClock = window.options.skippableTime ? createSkippableClock() : undefined
    core = await createAppCore({
      userDataDir,
      secretServiceName: e2eKeychainService(),
      appInfo: {
        name: 'Catalog Browser',
        version: appVersion(),
        electron: null,
        chrome: window.browser.version(),
        platform: process.platform,
      },
      launch: { baseUrl: options.baseUrl, token: options.token, demo: options.demo, link: options.link },
      systemLanguages: [window.options.locale],
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
    const hostedWindow = window
    hostedWindow.serve((channel, payload) => hostedCore.handle(channel, payload))
    // Events go the other way: the core's validated events, each its own message into the
    // page's transport, where the preload's own subscribe methods pick them up.
    const removeSink = hostedCore.addEventSink((event, payload) =>
      hostedWindow.sendEvent(event, payload ?? null),
    )
    await page.goto(hostedWindow.url)
    const delivered = () => hostedWindow.delivered()
    const quick = quickAnswerPages(hostedWindow, hostedCore)
    let closing: Promise<void> | undefined
    return {
      page,
      mode: 'chromium',
      userDataDir,
      openedExternalUrls: async () => [...opened],
      savedFiles: async () => [...saved],
      readClipboard: () => page.evaluate(() => navigator.clipboard.readText()),
      writeClipboard: (text) => page.evaluate((value) => navigator.clipboard.writeText(value), text),
      quickAnswer: () => quick.open(),
      quickAnswerShown: async () => quick.shown(),
      chooseQuickAnswerSettings: async () => hostedCore.requestQuickAnswerSettings(),
      notifications: async () => notifications.map(({ title, body }) => ({ title, body })),
      clickNotification: async (index) => {
        const notification = notifications[index]
        if (!notification) throw new Error(`no notification at ${index}; ${notifications.length} shown`)
        await page.bringToFront()
        notification.onClick()
        await delivered()
      },
      openLink: async (url) => {
        await page.bringToFront()
        hostedCore.receiveLink(url)
        await delivered()
      },
      chooseAppLanguage: async (language) => {
        await hostedCore.chooseAppLanguage(language)
        await delivered()
      },
      passTime: async (ms) => {
        if (!lookupClock) throw new Error('passTime needs a launch with skippableTime: true')
        // The window first: answers the core sends once its pause ends find the window's time past it.
        await page.clock.runFor(ms)
        lookupClock.skip(ms)
      },
      emitEvent: async (event, payload) => {
        const sent = hostedCore.emit(event, payload)
        await delivered()
        return sent
      },
      // Once: the launch fixture closes every app again after the test, and a lent window
      // must not be given back twice.
      close: () =>
        (closing ??= (async () => {
          removeSink()
          await quick.close()
          // The folders go even when a step fails (a browser that timed out closing on a loaded
          // machine): a test's failure must not leave its files behind.
          try {
            // The browser has one clipboard for all its windows: leave it empty, as a browser
            // of the app's own would be for the next app.
            await page.evaluate(() => navigator.clipboard.writeText('')).catch(() => undefined)
            await closeApp(hostedWindow, hostedCore, lent)
          } finally {
            removeFolders()
          }
        })()),
    }
  } catch (error) {
    if (window) await closeApp(window, core, lent)
    else await core?.dispose()
    // No app object reaches the test, so nothing else would remove these folders.
    removeFolders()
    throw error
  }
}

/**
 * Ends the app: its window closed, or, when lent, made blank and given back once the core
 * has stopped.
 */
async function closeApp(window: AppWindow, core: AppCore | undefined, lent: ChromiumExtras['window']) {
  const blank = lent ? await blankLentWindow(window) : false
  try {
    if (!lent) await window.close()
    await core?.dispose()
  } finally {
    await lent?.release(blank)
  }
}

/** The page's size and the system's theme this launch asks for (a lent window had others). */
async function fitWindow(window: AppWindow, options: AppLaunch): Promise<void> {
  await window.page.setViewportSize(options.viewport ?? DEFAULT_VIEWPORT)
  await window.page.emulateMedia({ colorScheme: options.colorScheme ?? DEFAULT_COLOR_SCHEME })
}

/**
 * Ends the app's document and everything it had running, and what a test left on the page:
 * a blank page that answers nothing, no routes, no button or key held down, the pointer out
 * of the window. False when that failed (the page crashed or was closed), or when the test
 * opened pages of its own beside the app's: such a window is not lent again.
 */
async function blankLentWindow(window: AppWindow): Promise<boolean> {
  const { page } = window
  try {
    await page.goto('about:blank')
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    await page.mouse.up()
    for (const key of ['Shift', 'Control', 'Alt', 'Meta']) await page.keyboard.up(key)
    await page.mouse.move(-1, -1)
    return window.context.pages().length === 1
  } catch {
    return false
  } finally {
    // Only now: until its document was gone, the app's requests still reached its own core.
    window.serve(null)
  }
}

function appVersion(): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require(join(ROOT, 'package.json')) as { version: string }).version
}
