import type { Browser } from '@playwright/test'
import { launchChromiumApp, windowOptionsOf } from './chromium-host'
import { launchElectronApp } from './electron-host'
import { findElectronRuntime } from './electron-runtime'
import type { AppLaunch, E2eMode, LaunchedApp } from './launch-types'
import type { WindowPool } from './window-pool'

export type { AppLaunch, E2eMode, LaunchedApp } from './launch-types'

/**
 * Launches Catalog Browser for an end-to-end test.
 *
 * Mode: `options.mode`, which each Playwright project sets (e2e/fixtures.ts: `--project=chromium`
 * or `--project=electron`). Both modes run the same renderer build against the same
 * main-process handler table; only the transport differs (Electron IPC vs CDP).
 * In chromium mode, `chromium.browser` gives a browser to open the app's window in (a context
 * of its own), or `chromium.windows` lends it a window another app may have had
 * (e2e/window-pool.ts); with neither the app has a browser of its own.
 */
export async function launchApp(
  options: AppLaunch & { readonly mode: E2eMode },
  chromium: { readonly browser?: () => Promise<Browser>; readonly windows?: WindowPool } = {},
): Promise<LaunchedApp> {
  if (options.mode === 'chromium') {
    if (chromium.windows) {
      return launchChromiumApp(options, { window: await chromium.windows.lend(windowOptionsOf(options)) })
    }
    return launchChromiumApp(options, chromium.browser ? { browser: await chromium.browser() } : {})
  }
  const runtime = findElectronRuntime()
  if (!runtime.found) throw new Error(`Electron mode (--project=electron), but ${runtime.reason}`)
  return launchElectronApp(options, runtime.executablePath)
}
