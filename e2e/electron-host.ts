import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { _electron, type ElectronApplication } from '@playwright/test'
import { e2eKeychainService } from './chromium-host'
import type { AppLaunch, LaunchedApp } from './launch-types'

const ROOT = resolve(__dirname, '..')

/**
 * Electron mode: the built app itself (out/main/index.js) under Playwright's Electron driver.
 *
 * The test only redirects what must stay private to the run (userData folder, keychain
 * service) through the shell's test environment variables, and records `shell.openExternal`
 * instead of letting it start the system browser.
 */
export async function launchElectronApp(options: AppLaunch, executablePath: string): Promise<LaunchedApp> {
  const userDataDir = options.userDataDir ?? mkdtempSync(join(tmpdir(), 'catalog-e2e-'))
  const args = [join(ROOT, 'out/main/index.js')]
  if (options.baseUrl) args.push(`--base-url=${options.baseUrl}`)
  if (options.demo) args.push('--demo')
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    CATALOG_BROWSER_USER_DATA_DIR: userDataDir,
    CATALOG_BROWSER_KEYCHAIN_SERVICE: e2eKeychainService(),
  }
  delete env.CATALOG_API_TOKEN
  if (options.token) env.CATALOG_API_TOKEN = options.token
  const saveDir = mkdtempSync(join(tmpdir(), 'catalog-e2e-saved-'))
  const app: ElectronApplication = await _electron.launch({ executablePath, args, env })
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
  const page = await app.firstWindow()
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
    emitEvent: () =>
      Promise.reject(
        new Error(
          'emitEvent needs the core in the test process (chromium mode); in Electron mode the core lives in the app',
        ),
      ),
    close: async () => {
      await app.close()
      rmSync(saveDir, { recursive: true, force: true })
    },
  }
}
