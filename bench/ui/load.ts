import type { Page } from '@playwright/test'
import { MAX_LOOKUP_IDS } from '../../src/shared/catalog/limits'
import { MAX_WATCHED_ITEMS } from '../../src/shared/watch'
import type { DemoServerProcess } from '../demo-server-process'
import type { GroupOutcome, Series } from '../report'
import type { Plan } from '../sampling'
import { ratioOfMedians, summarize } from '../stats'
import { launchBenchApp, setPageSize, waitForDataRows } from './app-ui'
import { appStylesheet, openIdealPage } from './ideal-page'
import {
  agentInteractions,
  measureAgainstIdeal,
  PAGE_SIZE,
  type AppUnderTest,
  type Interaction,
} from './interactions'
import { mainThreadWork } from './main-thread-work'
import { distinctNames, freshRows, settledNextPage } from './render'
import { installProbe } from './page-probe'

const PLAN: Plan = { warmup: 2, runs: 9 }
/** Watched items are checked this often: 200 checks a second, a full list on a fast catalog. */
const WATCH_INTERVAL_MS = 1_000
/** IDs the lookup asks for: far from the rows the item opens click, so none is cached by it. */
const LOOKUP_FIRST_ID = 60_001

/**
 * The three interactions while the app works in the background, as on an agent's busy
 * afternoon: a 1,000-ID bulk lookup streams its answers (set aside with `Back to the list`,
 * started afresh before every run so it is still answering during the click) and 200 watched
 * items are checked every second. Each run's app work is divided by the ideal page doing the
 * same step with no background work at all: `load_<key>_ideal_ratio`. The catalog answers
 * each request after 20 ms (`latency`), so a lookup lasts seconds, not one.
 */
export async function benchLoad(server: DemoServerProcess): Promise<GroupOutcome> {
  const names = await distinctNames(server, PLAN.warmup + PLAN.runs)
  const launched = await launchBenchApp({
    baseUrl: server.url,
    token: server.token,
    watchIntervalMs: WATCH_INTERVAL_MS,
  })
  const { page } = launched
  const browser = page.context().browser()
  if (!browser) throw new Error('the app page has no browser')
  try {
    await waitForDataRows(page)
    await installProbe(page)
    await setPageSize(page, PAGE_SIZE)
    await watchItems(page, MAX_WATCHED_ITEMS)
    const app: AppUnderTest = { page, server, work: await mainThreadWork(page) }
    // The lookup's stylesheet is a lazily loaded chunk: read the app's rules once it is in, or
    // the ideal page lays out the lookup's strip unstyled and its rows elsewhere.
    await startLookupAside(page)
    const idealPage = await openIdealPage(browser, server.url, await appStylesheet(page))
    const ideal = { page: idealPage, work: await mainThreadWork(idealPage.page) }
    let rowIds: number[] = []
    const series: Series[] = []
    const figures: Record<string, number> = {}
    for (const plain of agentInteractions(app, names, () => rowIds)) {
      if (plain.key === 'item_open') rowIds = await freshRows(app, 0)
      if (plain.key === 'next_page') await settledNextPage(app)
      const interaction: Interaction = {
        ...plain,
        before: async (run) => {
          await plain.before(run)
          await startLookupAside(page)
        },
        check: (timing, run) => plain.check(timing, run),
      }
      const measured = await measureAgainstIdeal(app, ideal, interaction, PLAN, 0)
      const [appWork, idealWork] = [summarize(measured.app), summarize(measured.ideal)]
      series.push({
        key: `load_${plain.key}_work_ms`,
        label: `UI under load: ${plain.label}, app's work`,
        unit: 'ms',
        summary: appWork,
      })
      figures[`load_${plain.key}_ideal_ratio`] = ratioOfMedians(appWork, idealWork)
    }
    await idealPage.close()
    return {
      series,
      figures,
      notes: [
        `load: a ${MAX_LOOKUP_IDS}-ID lookup restarted before each run, ${MAX_WATCHED_ITEMS} watched items ` +
          `checked every ${WATCH_INTERVAL_MS} ms; ${PLAN.warmup} warm-up + ${PLAN.runs} runs per interaction`,
      ],
    }
  } finally {
    await launched.close()
  }
}

/** Watches `count` items through the window's own API, as `Watch all` on a lookup does. */
async function watchItems(page: Page, count: number): Promise<void> {
  await page.evaluate(async (n) => {
    const items = Array.from({ length: n }, (_, index) => ({ id: 1 + index * 97, name: null, status: null }))
    await (
      window as unknown as { catalog: { watchItems: (r: unknown) => Promise<unknown> } }
    ).catalog.watchItems({
      items,
    })
  }, count)
}

/**
 * A new 1,000-ID lookup, set aside: `Look up several`, the IDs, `Look up`, `Back to the list`.
 * Opening it replaces the one before (its panel is unmounted, and main told to stop it).
 */
async function startLookupAside(page: Page): Promise<void> {
  const ids = Array.from({ length: MAX_LOOKUP_IDS }, (_, index) => LOOKUP_FIRST_ID + index).join('\n')
  await page.getByRole('button', { name: 'Look up several' }).click()
  const lookup = page.getByRole('region', { name: 'Bulk lookup' })
  await lookup.getByRole('textbox', { name: 'Item IDs' }).fill(ids)
  await lookup.getByRole('button', { name: 'Look up', exact: true }).click()
  await lookup.getByRole('progressbar', { name: 'Lookup progress' }).waitFor()
  await lookup.getByRole('button', { name: 'Back to the list' }).click()
  await page.getByRole('button', { name: 'Show lookup' }).waitFor()
}
