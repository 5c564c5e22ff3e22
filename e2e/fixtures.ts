import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test as base, type Browser } from '@playwright/test'
import { launchChromium } from './chromium-host'
import { launchApp } from './harness'
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
}

interface Fixtures {
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
  workerBrowser: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern; it has none
    async ({}, use) => {
      let started: Promise<Browser> | undefined
      await use(() => (started ??= launchChromium()))
      if (started) await (await started).close()
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
  launch: async ({ e2eMode, workerBrowser, userDataDir: _folderOutlivesApps }, use) => {
    if (e2eMode === 'electron') {
      const runtime = findElectronRuntime()
      // Reported as skipped, with the reason, rather than silently left out.
      base.skip(!runtime.found, runtime.found ? '' : `Electron mode: ${runtime.reason}`)
    }
    const apps: LaunchedApp[] = []
    await use(async (options = {}) => {
      const app = await launchApp({ ...options, mode: e2eMode }, workerBrowser)
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
