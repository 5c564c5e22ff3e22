import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test as base, type Browser } from '@playwright/test'
import { launchChromium } from './app-window'
import { launchApp } from './harness'
import { createWindowPool, type WindowPool } from './window-pool'
import { findElectronRuntime } from './electron-runtime'
import type { AppLaunch, E2eMode, LaunchedApp } from './launch-types'

interface WorkerFixtures {
  /** Set per Playwright project: which mode this project's tests run in. */
  readonly e2eMode: E2eMode
  /**
   * Chromium mode: one browser per worker, started at its first use, that each launch opens
   * the app in with a context of its own (its own storage, permissions and clipboard). A
   * browser start is most of a launch on a slow machine; the app never sees the browser.
   */
  readonly workerBrowser: () => Promise<Browser>
  /** Chromium mode: the worker's windows, lent to the launches of specs that reuse windows. */
  readonly windowPool: WindowPool
}

interface Fixtures {
  /**
   * Whether this spec's launches may run in a window an earlier app of this worker had
   * (e2e/window-pool.ts): `test.use({ reuseWindows: true })`. Each launch still gets its own
   * core, userData folder and fresh document; what outlives the document is the browser
   * context's state (permissions, storage the app does not use) and the renderer process.
   * `E2E_FRESH_WINDOWS=1` gives every launch a window of its own all the same: to tell whether
   * a failure comes from the window's earlier app, and to time what reuse saves.
   */
  readonly reuseWindows: boolean
  /**
   * A userData folder of this test's own, for relaunch stories (pass it to every launch); removed
   * after the test, once every app that had it open is closed. A launch without one gets a
   * fresh folder that its own `close()` removes.
   */
  readonly userDataDir: string
  /** Launches the app in this project's mode; every launched app is closed after the test. */
  readonly launch: (options?: Omit<AppLaunch, 'mode'>) => Promise<LaunchedApp>
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  e2eMode: ['chromium', { option: true, scope: 'worker' }],
  reuseWindows: [false, { option: true }],
  workerBrowser: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern; it has none
    async ({}, use) => {
      let started: Promise<Browser> | undefined
      await use(() => (started ??= launchChromium()))
      if (started) await (await started).close()
    },
    { scope: 'worker' },
  ],
  windowPool: [
    async ({ workerBrowser }, use) => {
      const pool = createWindowPool(workerBrowser)
      await use(pool)
      await pool.close()
    },
    { scope: 'worker' },
  ],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern; it has none
  userDataDir: async ({}, use) => {
    const dir = mkdtempSync(join(tmpdir(), 'catalog-e2e-'))
    await use(dir)
    rmSync(dir, { recursive: true, force: true })
  },
  // Depends on userDataDir so that folder outlives every app launched with it (teardown runs
  // in reverse order of setup).
  launch: async (
    { e2eMode, workerBrowser, windowPool, reuseWindows, userDataDir: _folderOutlivesApps },
    use,
  ) => {
    if (e2eMode === 'electron') {
      const runtime = findElectronRuntime()
      // Reported as skipped, with the reason, rather than silently left out.
      base.skip(!runtime.found, runtime.found ? '' : `Electron mode: ${runtime.reason}`)
    }
    const apps: LaunchedApp[] = []
    await use(async (options = {}) => {
      const app = await launchApp(
        { ...options, mode: e2eMode },
        reuseWindows && process.env.E2E_FRESH_WINDOWS !== '1'
          ? { windows: windowPool }
          : { browser: workerBrowser },
      )
      apps.push(app)
      return app
    })
    // Every app is closed even when one fails to close, so none keeps its folders.
    const failures: unknown[] = []
    for (const app of apps) await app.close().catch((error: unknown) => failures.push(error))
    if (failures.length > 0) throw failures[0]
  },
})

export { expect } from '@playwright/test'
