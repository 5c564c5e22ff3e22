import type { Browser, Page } from '@playwright/test'
import { launchChromiumApp, type ChromiumExtras } from '../../e2e/chromium-host'
import type { AppLaunch } from '../../e2e/launch-types'
import type { DemoServerProcess } from '../demo-server-process'
import { checkpoint } from '../group-runner'
import { ratioOfMedians, summarize, type Summary } from '../stats'
import { setPageSize, waitForDataRows } from './app-ui'
import { appStylesheet, openIdealPage, snapshotApp, type IdealPage } from './ideal-page'
import {
  agentInteractions,
  PAGE_SIZE,
  PLAN,
  ROUND_RUNS,
  runInApp,
  type AppUnderTest,
  type Interaction,
} from './interactions'
import { mainThreadWork, type MainThreadWork } from './main-thread-work'
import { clickAt, installProbe, settle, waitIdle } from './page-probe'

export interface AppBesideIdeal {
  readonly browser: Browser
  readonly app: AppUnderTest
  readonly ideal: { readonly page: IdealPage; readonly work: MainThreadWork }
  readonly interactions: readonly Interaction[]
}

export interface LaunchOptions {
  readonly launch?: Partial<AppLaunch>
  readonly extras?: ChromiumExtras
  /** Untimed, once the app shows PAGE_SIZE rows, before anything is measured. */
  readonly prepare?: (page: Page) => Promise<void>
}

/**
 * The app on `server` showing PAGE_SIZE rows, an ideal page in its browser with the app's
 * stylesheet, and the agent's interactions on `names`, for `use`; then the app is closed.
 */
export async function withAppBesideIdeal<T>(
  server: DemoServerProcess,
  names: readonly string[],
  options: LaunchOptions,
  use: (setup: AppBesideIdeal) => Promise<T>,
): Promise<T> {
  const launched = await launchChromiumApp(
    { baseUrl: server.url, token: server.token, ...options.launch },
    options.extras,
  )
  const { page } = launched
  const browser = page.context().browser()
  if (!browser) throw new Error('the app page has no browser')
  try {
    await waitForDataRows(page)
    await installProbe(page)
    await setPageSize(page, PAGE_SIZE)
    await options.prepare?.(page)
    const app = { page, server, work: await mainThreadWork(page) }
    const idealPage = await openIdealPage(browser, server.url, await appStylesheet(page))
    const ideal = { page: idealPage, work: await mainThreadWork(idealPage.page) }
    return await use({ browser, app, ideal, interactions: agentInteractions(app, names) })
  } finally {
    await launched.close()
  }
}

export interface Compared {
  readonly interaction: Interaction
  readonly app: Summary
  readonly ideal: Summary
  /** The app's median work over the ideal page's. */
  readonly ratio: number
  /** Click → painted in the app, for the record. */
  readonly paintMs: readonly number[]
}

/**
 * Each interaction, prepared for `round`, run by run: the app's click, then the ideal page doing
 * the same step from the same markup to the same markup. `alsoBefore` follows each run's `before`.
 */
export async function compareToIdeal(
  { app, ideal, interactions }: AppBesideIdeal,
  round: number,
  alsoBefore?: () => Promise<void>,
): Promise<Compared[]> {
  const compared: Compared[] = []
  for (const interaction of interactions) {
    await interaction.prepare(round)
    const runs = { app: [] as number[], ideal: [] as number[], paintMs: [] as number[] }
    for (let run = 0; run < ROUND_RUNS; run += 1) {
      checkpoint()
      await interaction.before(run)
      await alsoBefore?.()
      await waitIdle(app.page)
      const before = await snapshotApp(app.page)
      const inApp = await runInApp(app, interaction, run)
      const after = await snapshotApp(app.page)
      await ideal.page.prepare(before, after, interaction.idealFetch?.(run))
      await settle(ideal.page.page)
      const onIdeal = await clickAt(ideal.page.page, ideal.work, inApp.point, inApp.click)
      if (run < PLAN.warmup) continue
      runs.app.push(inApp.work)
      runs.ideal.push(onIdeal.work)
      runs.paintMs.push(inApp.timing.ms)
    }
    const [appWork, idealWork] = [summarize(runs.app), summarize(runs.ideal)]
    const ratio = ratioOfMedians(appWork, idealWork)
    compared.push({ interaction, app: appWork, ideal: idealWork, ratio, paintMs: runs.paintMs })
  }
  return compared
}
