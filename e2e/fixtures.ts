import { rmSync } from 'node:fs'
import { test as base } from '@playwright/test'
import { launchApp } from './harness'
import { findElectronRuntime } from './electron-runtime'
import type { AppLaunch, E2eMode, LaunchedApp } from './launch-types'

interface Fixtures {
  /** Set per Playwright project: which mode this project's tests run in. */
  readonly e2eMode: E2eMode
  /** Launches the app in this project's mode; every launched app is closed after the test. */
  readonly launch: (options?: Omit<AppLaunch, 'mode'>) => Promise<LaunchedApp>
}

export const test = base.extend<Fixtures>({
  e2eMode: ['chromium', { option: true }],
  launch: async ({ e2eMode }, use) => {
    if (e2eMode === 'electron') {
      const runtime = findElectronRuntime()
      // Reported as skipped, with the reason, rather than silently left out.
      base.skip(!runtime.found, runtime.found ? '' : `Electron mode: ${runtime.reason}`)
    }
    const apps: LaunchedApp[] = []
    await use(async (options = {}) => {
      const app = await launchApp({ ...options, mode: e2eMode })
      apps.push(app)
      return app
    })
    for (const app of apps) await app.close()
    // Every userData folder this test used, once no app has it open: relaunch stories reuse a
    // folder within one test, so it can only go after the last app is closed.
    for (const dir of new Set(apps.map((app) => app.userDataDir)))
      rmSync(dir, { recursive: true, force: true })
  },
})

export { expect } from '@playwright/test'
