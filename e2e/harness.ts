import type { Browser } from '@playwright/test'
import { launchChromiumApp } from './chromium-host'
import { launchElectronApp } from './electron-host'
import { findElectronRuntime } from './electron-runtime'
import type { AppLaunch, E2eMode, LaunchedApp } from './launch-types'

export type { AppLaunch, E2eMode, LaunchedApp } from './launch-types'

/**
 * Launches Catalog Browser for an end-to-end test.
 *
 * Mode: `options.mode`, else `E2E_MODE`, else `electron` where an Electron runtime is
 * installed and `chromium` otherwise. Both modes run the same renderer build against the same
 * main-process handler table; only the transport differs (Electron IPC vs CDP).
 * In chromium mode, `chromiumBrowser` gives a browser to open the app in (a context of its
 * own); without it the app has a browser of its own.
 */
export async function launchApp(
  options: AppLaunch = {},
  chromiumBrowser?: () => Promise<Browser>,
): Promise<LaunchedApp> {
  const runtime = findElectronRuntime()
  const mode: E2eMode = options.mode ?? envMode() ?? (runtime.found ? 'electron' : 'chromium')
  if (mode === 'chromium') {
    return launchChromiumApp(options, chromiumBrowser ? { browser: await chromiumBrowser() } : {})
  }
  if (!runtime.found) throw new Error(`E2E_MODE=electron, but ${runtime.reason}`)
  return launchElectronApp(options, runtime.executablePath)
}

function envMode(): E2eMode | undefined {
  const value = process.env.E2E_MODE
  if (value === undefined || value === '') return undefined
  if (value === 'electron' || value === 'chromium') return value
  throw new Error(`E2E_MODE must be "electron" or "chromium", not "${value}"`)
}
