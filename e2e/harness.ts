import type { Browser } from '@playwright/test'
import { launchChromiumApp } from './chromium-host'
import { launchElectronApp } from './electron-host'
import { findElectronRuntime } from './electron-runtime'
import type { AppLaunch, E2eMode, LaunchedApp } from './launch-types'

export type { AppLaunch, E2eMode, LaunchedApp } from './launch-types'

/**
 * Launches Catalog Browser for an end-to-end test.
 *
 * Mode: `options.mode`, which each Playwright project sets (e2e/fixtures.ts: `--project=chromium`
 * or `--project=electron`). Both modes run the same renderer build against the same
 * main-process handler table; only the transport differs (Electron IPC vs CDP).
 * In chromium mode, `chromiumBrowser` gives a browser to open the app in (a context of its
 * own); without it the app has a browser of its own.
 */
export async function launchApp(
  options: AppLaunch & { readonly mode: E2eMode },
  chromiumBrowser?: () => Promise<Browser>,
): Promise<LaunchedApp> {
  if (options.mode === 'chromium') {
    return launchChromiumApp(options, chromiumBrowser ? { browser: await chromiumBrowser() } : {})
  }
  const runtime = findElectronRuntime()
  if (!runtime.found) throw new Error(`Electron mode (--project=electron), but ${runtime.reason}`)
  return launchElectronApp(options, runtime.executablePath)
}
