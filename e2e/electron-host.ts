import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { _electron, type ElectronApplication, type Page } from '@playwright/test'
import { DEFAULT_E2E_LOCALE } from './app-window'
import { e2eKeychainService } from './chromium-host'
import { appLanguageMenuItemId } from '../src/main/shell/app-menu'
import type { AppLaunch, LaunchedApp } from './launch-types'
import { e2eDemoNow } from './support/demo-clock'
import { POLICY_FILE_VARIABLE } from '../src/main/core/policy/policy-source'
import {
  QUICK_ANSWER_MENU_ITEM_ID,
  QUICK_ANSWER_SETTINGS_MENU_ITEM_ID,
} from '../src/shared/quick-answer/menu-item'
import { QUICK_ANSWER_FILE } from './quick-answer-host'

const ROOT = resolve(__dirname, '..')

/**
 * Electron mode: the built app itself (the project folder, whose package.json points at
 * out/main/index.js) under Playwright's Electron driver.
 *
 * The test only redirects what must stay private to the run (userData folder, keychain
 * service) through the shell's test environment variables, turns update checks off, and
 * records `shell.openExternal` instead of letting it start the system browser.
 */
export async function launchElectronApp(options: AppLaunch, executablePath: string): Promise<LaunchedApp> {
  if (options.pseudoLocale)
    throw new Error('pseudoLocale is for chromium mode: Electron serves the app files itself')
  const userDataDir = options.userDataDir ?? mkdtempSync(join(tmpdir(), 'catalog-e2e-'))
  // The project folder, as `electron .` and a packaged app do: Electron then reads package.json
  // (its "main" is out/main/index.js), so app.getName() is the product name, not "Electron".
  const args = [ROOT]
  if (options.baseUrl) args.push(`--base-url=${options.baseUrl}`)
  if (options.demo) args.push('--demo')
  // As Windows and Linux start the app for a link: the link is an argument.
  if (options.link) args.push(options.link)
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    CATALOG_BROWSER_USER_DATA_DIR: userDataDir,
    CATALOG_BROWSER_KEYCHAIN_SERVICE: e2eKeychainService(),
    // A test never asks an update feed, even from a packaged build (src/main/shell/updates).
    CATALOG_BROWSER_UPDATES: 'off',
  }
  // What Linux reports the OS's languages from (app.getPreferredSystemLanguages, getLocale).
  const posixLocale = (options.locale ?? DEFAULT_E2E_LOCALE).replace('-', '_')
  env.LANGUAGE = posixLocale
  env.LANG = `${posixLocale}.UTF-8`
  delete env.LC_ALL
  delete env.LC_MESSAGES
  const demoNow = e2eDemoNow()
  if (demoNow !== undefined) env.CATALOG_BROWSER_DEMO_NOW = String(demoNow)
  delete env.CATALOG_API_TOKEN
  if (options.token) env.CATALOG_API_TOKEN = options.token
  const saveDir = mkdtempSync(join(tmpdir(), 'catalog-e2e-saved-'))
  // The test's policy, or a file that is not there: never the test machine's own policy.
  env[POLICY_FILE_VARIABLE] = options.policyFile ?? join(saveDir, 'no-policy.json')
  // The harness's folders; a folder the test passed in is the test's to remove.
  const removeFolders = (): void => {
    rmSync(saveDir, { recursive: true, force: true })
    if (!options.userDataDir) rmSync(userDataDir, { recursive: true, force: true })
  }
  let app: ElectronApplication
  try {
    app = await _electron.launch({ executablePath, args, env })
  } catch (error) {
    // No app object reaches the test, so nothing else would remove these folders.
    removeFolders()
    throw error
  }
  let page: Page
  try {
    await prepareShell(app, saveDir)
    page = await app.firstWindow()
  } catch (error) {
    await app.close().catch(() => undefined)
    removeFolders()
    throw error
  }
  if (options.viewport) await page.setViewportSize(options.viewport)
  await page.emulateMedia({ colorScheme: options.colorScheme ?? 'light' })
  return {
    page,
    mode: 'electron',
    userDataDir,
    openedExternalUrls: () =>
      app.evaluate(() => [...((globalThis as { __openedExternal?: string[] }).__openedExternal ?? [])]),
    savedFiles: () =>
      app.evaluate(() => [...((globalThis as { __savedFiles?: string[] }).__savedFiles ?? [])]),
    readClipboard: () => app.evaluate(({ clipboard }) => clipboard.readText()),
    writeClipboard: (text) => app.evaluate(({ clipboard }, value) => clipboard.writeText(value), text),
    quickAnswer: () => openQuickAnswer(app),
    chooseQuickAnswerSettings: () => clickMenuItem(app, QUICK_ANSWER_SETTINGS_MENU_ITEM_ID),
    quickAnswerShown: () =>
      app.evaluate(
        ({ BrowserWindow }, file) =>
          BrowserWindow.getAllWindows().some(
            (window) =>
              !window.isDestroyed() &&
              window.isVisible() &&
              new URL(window.webContents.getURL()).pathname.endsWith(`/${file}`),
          ),
        QUICK_ANSWER_FILE,
      ),
    notifications: () =>
      app.evaluate(() =>
        ((globalThis as { __notifications?: { title: string; body: string }[] }).__notifications ?? []).map(
          ({ title, body }) => ({ title, body }),
        ),
      ),
    clickNotification: (index) =>
      app.evaluate((_electron, at) => {
        const shown =
          (globalThis as { __notifications?: { emit(event: string): void }[] }).__notifications ?? []
        shown[at]?.emit('click')
      }, index),
    openLink: (url) =>
      app.evaluate(({ app: electronApp }, link) => {
        // What Electron does when a second launch hands its command line to this instance.
        electronApp.emit('second-instance', {}, [process.execPath, link], process.cwd())
      }, url),
    chooseAppLanguage: (language) =>
      app.evaluate(({ Menu }, id) => {
        const item = Menu.getApplicationMenu()?.getMenuItemById(id)
        if (!item) throw new Error(`no menu item ${id}`)
        item.click()
      }, appLanguageMenuItemId(language)),
    // The app's clocks are its own process's: the time is waited out.
    passTime: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    emitEvent: () =>
      Promise.reject(
        new Error(
          'emitEvent needs the core in the test process (chromium mode); in Electron mode the core lives in the app',
        ),
      ),
    close: async () => {
      // The folders go even when closing fails (a loaded machine's timeout).
      try {
        await app.close()
      } finally {
        removeFolders()
      }
    },
  }
}

/** Answers the shell's dialogs and records what it opens, notifies and saves, as the OS would see it. */
async function prepareShell(app: ElectronApplication, saveDir: string): Promise<void> {
  await app.evaluate(({ shell, dialog }, folder) => {
    const opened: string[] = []
    const saved: string[] = []
    const state = globalThis as { __openedExternal?: string[]; __savedFiles?: string[] }
    state.__openedExternal = opened
    state.__savedFiles = saved
    shell.openExternal = async (url: string) => {
      opened.push(url)
    }
    // The shell's save dialog, answered with a fresh path in the harness's folder.
    dialog.showSaveDialog = (async (...args: unknown[]) => {
      const options = args[args.length - 1] as { defaultPath?: string }
      const name = (options.defaultPath ?? 'export').split(/[\\/]/).pop()
      const filePath = `${folder}/${saved.length + 1}-${name}`
      saved.push(filePath)
      return { canceled: false, filePath }
    }) as typeof dialog.showSaveDialog
  }, saveDir)
  // Observe the shell's Notification the way the OS would see it: record, do not show.
  await app.evaluate(({ Notification }) => {
    const shown: InstanceType<typeof Notification>[] = []
    ;(globalThis as { __notifications?: unknown[] }).__notifications = shown
    Notification.prototype.show = function show(this: InstanceType<typeof Notification>) {
      shown.push(this)
    }
  })
}

/** Clicks the app menu's item `id`, as a person choosing it does. */
async function clickMenuItem(app: ElectronApplication, id: string): Promise<void> {
  await app.evaluate(({ Menu }, itemId) => {
    const item = Menu.getApplicationMenu()?.getMenuItemById(itemId)
    if (!item) throw new Error(`no menu item ${itemId}`)
    item.click()
  }, id)
}

const isQuickAnswer = (window: Page) => new URL(window.url()).pathname.endsWith(`/${QUICK_ANSWER_FILE}`)

/**
 * Clicks the app menu's `Quick answer` item, which runs the global shortcut's own handler, and
 * resolves to the Quick answer window's page: the window it opens, or the one the shell kept
 * loaded from an earlier press, shown again with the new ticket.
 */
async function openQuickAnswer(app: ElectronApplication): Promise<Page> {
  const before = app.windows().find(isQuickAnswer)
  const opened = before ? null : app.waitForEvent('window')
  await clickMenuItem(app, QUICK_ANSWER_MENU_ITEM_ID)
  const page = before ?? (await opened!)
  await page.waitForURL((url) => url.pathname.endsWith(`/${QUICK_ANSWER_FILE}`))
  await page.waitForLoadState('domcontentloaded')
  return page
}
