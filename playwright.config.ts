import { randomUUID } from 'node:crypto'
import { defineConfig } from '@playwright/test'
import type { E2eMode } from './e2e/launch-types'
import { E2E_DEMO_NOW_VARIABLE } from './e2e/support/demo-clock'

/**
 * End-to-end tests: the same specs in two modes.
 *
 * `chromium`: the built renderer in Debian's Chromium (never a downloaded browser) with the
 * real main-process core hosted by the test runner. `electron`: the built app inside
 * Electron; its tests report themselves skipped, with the reason, where no Electron runtime
 * is installed. Run through `npm run test:e2e` so the keychain is a private throwaway one.
 */

// One keychain service name per run: private to it, yet the same across relaunches in it.
process.env.E2E_RUN_ID ??= randomUUID().slice(0, 8)
// One "now" per run for every demo catalog (test catalogs and the in-app demo), on a whole
// minute as the demo rounds it: item times then never move under a test.
process.env[E2E_DEMO_NOW_VARIABLE] ??= String(Math.floor(Date.now() / 60_000) * 60_000)

export default defineConfig<{ e2eMode: E2eMode }>({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // A subfolder: Playwright empties its outputDir at start, and test-results/ also holds
  // vitest's report for npm test's summary.
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  globalSetup: './e2e/global-setup.ts',
  use: {
    // A failed test keeps its trace (actions, console, network, sources) and a screenshot of
    // every page at the failure, beside Playwright's aria snapshot in error-context.md. The
    // trace's DOM snapshots and screencast are left out: recorded for every test, they were
    // a third of the run's CPU.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', use: { e2eMode: 'chromium' } },
    { name: 'electron', use: { e2eMode: 'electron' } },
  ],
})
