import type { Browser, Locator, Page } from '@playwright/test'
import { launchChromiumApp, type ChromiumExtras } from '../../e2e/chromium-host'
import type { AppLaunch } from '../../e2e/launch-types'
import { EMPTY_FILTERS } from '../../src/shared/catalog'
import { bareListPage, listUrl } from '../bare-fetch'
import type { DemoServerProcess } from '../demo-server-process'
import { ratioOfLowerHalves, summarize } from '../stats'
import { clearFilters, currentPage, ITEMS_TABLE, setPageSize, turnPage, waitForDataRows } from './app-ui'
import { appStylesheet, openIdealPage, snapshotApp, type IdealFetch, type IdealPage } from './ideal-page'
import { LostFrameTask, mainThreadWork, type MainThreadWork } from './main-thread-work'
import { centreOf, clickAt, installProbe, settle, waitIdle, type Shown } from './page-probe'
import { measuredRounds, rateOfRun } from './rate-order'

export const PAGE_SIZE = 25
export const PLAN = { warmup: 2, runs: 9 }
/** Each run of a round needs a row and a name of its own. */
export const ROUND_RUNS = PLAN.warmup + PLAN.runs

/** Names for `rounds` measured rounds after the untimed one `measureRounds` runs first. */
export const namesForRounds = (rounds: number) => (1 + rounds) * ROUND_RUNS

export interface Interaction {
  readonly key: 'next_page' | 'filter_apply' | 'item_open'
  /** Untimed, before each round: rows and names no earlier round used. */
  readonly prepare: (round: number) => Promise<void>
  /** Untimed, before each run: the state the click starts from. */
  readonly before?: (run: number) => Promise<void>
  readonly click: (run: number) => Promise<{ readonly locator: Locator; readonly shows: Shown }>
  /** Where the app must ask the catalog after the click (Next must not: it is prefetched), the ideal page's same request. */
  readonly idealFetch?: (run: number) => IdealFetch
}

/** Next once prefetched (no request); Apply filters with a new name and a click on a new row (both fetch). */
function agentInteractions(page: Page, server: DemoServerProcess, names: readonly string[]): Interaction[] {
  const filters = page.getByRole('search', { name: 'Item filters' })
  const applyFilters = filters.getByRole('button', { name: 'Apply filters' })
  const pagination = page.getByRole('navigation', { name: 'Pagination' })
  const firstPage = { page: 1, limit: PAGE_SIZE }
  let firstName = 0
  let rows: readonly number[] = []
  const name = (run: number) => names[firstName + run]!
  const row = (run: number) => rows[run]!
  const rowLocator = (id: number) => page.locator(`${ITEMS_TABLE} tr[data-item-id="${id}"]`)
  return [
    {
      key: 'next_page',
      prepare: () => turnPage(page, PAGE_SIZE),
      click: async () => ({
        locator: pagination.getByRole('button', { name: 'Next page', exact: true }),
        shows: { page: (await currentPage(page)) + 1, limit: PAGE_SIZE },
      }),
    },
    {
      key: 'filter_apply',
      prepare: async (round) => void (firstName = round * ROUND_RUNS),
      before: async (run) => {
        await clearFilters(page)
        await filters.getByRole('textbox', { name: 'Name', exact: true }).fill(name(run))
      },
      click: async () => ({ locator: applyFilters, shows: firstPage }),
      idealFetch: (run) => ({
        url: listUrl(server.url, { ...firstPage, filters: { ...EMPTY_FILTERS, name: [name(run)] } }),
        token: server.token,
      }),
    },
    {
      key: 'item_open',
      prepare: async (round) => void (rows = await freshRows(page, round)),
      click: async (run) => ({ locator: rowLocator(row(run)), shows: { item: row(run) } }),
      idealFetch: (run) => ({ url: `${server.url}/v1/items/${row(run)}`, token: server.token }),
    },
  ]
}

/** Page 1 for the first round, a page further for each next one: rows the Next walk showed but nobody opened. */
async function freshRows(page: Page, round: number): Promise<number[]> {
  await clearFilters(page)
  while ((await currentPage(page)) < round + 1) await turnPage(page, PAGE_SIZE)
  const shown = page.locator(`${ITEMS_TABLE} tbody tr[data-item-id]`)
  const ids = await shown.evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-item-id'))))
  if (ids.length < ROUND_RUNS + 1) throw new Error(`the page shows only ${ids.length} rows`)
  return ids
}

/** Names the first item's lacks (the filter matches substrings): a filter's first row is not page 1's. */
export async function distinctNames(server: DemoServerProcess, count = 1): Promise<string[]> {
  const page = await bareListPage(server, { filters: EMPTY_FILTERS, limit: 250, page: 1 })
  const [first, ...rest] = page.map((item) => item.name)
  const names = [...new Set(rest)].filter((name) => !first?.toLowerCase().includes(name.toLowerCase()))
  if (names.length < count) throw new Error(`found only ${names.length} usable names, ${count} needed`)
  return names
}

type AppBesideIdeal = {
  browser: Browser
  app: { page: Page; work: MainThreadWork }
  ideal: { page: IdealPage; work: MainThreadWork }
  interactions: Interaction[]
}

export async function withAppBesideIdeal<T>(
  server: DemoServerProcess,
  names: readonly string[],
  options: { launch?: Partial<AppLaunch>; extras?: ChromiumExtras; prepare?: (page: Page) => Promise<void> },
  use: (setup: AppBesideIdeal) => Promise<T>,
): Promise<T> {
  const launch = { baseUrl: server.url, token: server.token, ...options.launch }
  const launched = await launchChromiumApp(launch, options.extras)
  const { page } = launched
  const browser = page.context().browser()
  if (!browser) throw new Error('the app page has no browser')
  try {
    await waitForDataRows(page)
    await installProbe(page)
    await setPageSize(page, PAGE_SIZE)
    await options.prepare?.(page)
    const app = { page, work: await mainThreadWork(page) }
    const idealPage = await openIdealPage(browser, server.url, await appStylesheet(page))
    const ideal = { page: idealPage, work: await mainThreadWork(idealPage.page) }
    return await use({ browser, app, ideal, interactions: agentInteractions(page, server, names) })
  } finally {
    await launched.close()
  }
}

export async function runInApp(app: AppBesideIdeal['app'], interaction: Interaction, run: number) {
  await waitIdle(app.page)
  const click = await interaction.click(run)
  const point = await centreOf(click.locator)
  await settle(app.page)
  const { work, timing } = await clickAt(app.page, app.work, point, click.shows)
  const [fetched, fetches] = [timing.fetched, interaction.idealFetch !== undefined]
  const must = fetches ? 'must' : 'must not'
  if (fetched > 0 !== fetches)
    throw new Error(`${interaction.key} run ${run} fetched ${fetched} times what it shows; it ${must}`)
  return { work, timing, point, shows: click.shows }
}

/**
 * CDP CPU throttling on `work`'s page for `measure` only. Chromium's throttler interrupts the
 * main thread every 200 µs and spins for the time it ran, busy or idle, so a throttled page
 * left idle beside the measured one would take a core's half from it: each page is throttled
 * only while it is measured.
 */
async function throttledWhile<T>(work: MainThreadWork, rate: number, measure: () => Promise<T>): Promise<T> {
  if (rate === 1) return measure()
  await work.session.send('Emulation.setCPUThrottlingRate', { rate })
  try {
    return await measure()
  } finally {
    await work.session.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  }
}

type RoundOptions = {
  /** Run before each of the app's runs, after the interaction's own `before`. */
  alsoBefore?: () => Promise<void>
  /** Run after the app's run and before the ideal page's: the floor's machine is made quiet here. */
  beforeIdeal?: () => Promise<void>
}

/**
 * The measured rounds, after a whole round of every interaction left untimed: the first round
 * after launch runs the pane's and the rows' code cold, and its ratios came out far above the
 * later rounds' (item open 2.0 against 1.4), so whichever rate went first paid for it.
 */
export async function measureRounds(
  setup: AppBesideIdeal,
  rates: readonly number[],
  options: RoundOptions = {},
) {
  await compareToIdeal(setup, 0, () => 1, options)
  const rounds: Awaited<ReturnType<typeof compareToIdeal>>[] = []
  for (let round = 1; round <= measuredRounds(rates); round += 1) {
    const rateOf = (run: number) => rateOfRun(rates, (round - 1) * PLAN.runs + run - PLAN.warmup)
    rounds.push(await compareToIdeal(setup, round, rateOf, options))
  }
  return rates.map((rate) => {
    const compared = setup.interactions.map((interaction, index) => {
      const runs = rounds.flatMap((byInteraction) => byInteraction[index]!).filter((run) => run.rate === rate)
      const [appRuns, idealRuns] = [runs.map((run) => run.app), runs.map((run) => run.ideal)]
      const [app, ideal] = [summarize(appRuns), summarize(idealRuns)]
      const paintMs = runs.map((run) => run.paintMs)
      return { interaction, app, ideal, ratio: ratioOfLowerHalves(appRuns, idealRuns), paintMs }
    })
    return { rate, compared }
  })
}

/**
 * Each interaction run by run: the app's click, then the ideal page doing the same step on the
 * same markup, both at CPU throttling `rateOf(run)` (1: none); per interaction, its measured runs.
 */
async function compareToIdeal(
  setup: AppBesideIdeal,
  round: number,
  rateOf: (run: number) => number,
  { alsoBefore, beforeIdeal }: RoundOptions = {},
) {
  const { app, ideal } = setup
  const measured = []
  for (const interaction of setup.interactions) {
    await interaction.prepare(round)
    const runs: { rate: number; app: number; ideal: number; paintMs: number }[] = []
    for (let run = 0; run < ROUND_RUNS; run += 1) {
      const rate = run < PLAN.warmup ? 1 : rateOf(run)
      await interaction.before?.(run)
      await alsoBefore?.()
      await waitIdle(app.page)
      const before = await snapshotApp(app.page)
      // A run whose trace lost its frame's task (a slice Chromium dropped) is left out with its pair, and said so.
      const lost = (error: unknown) => {
        if (!(error instanceof LostFrameTask)) throw error
        console.warn(`\nbench: ${interaction.key} run ${run} left out: ${error.message}`)
      }
      const inApp = await throttledWhile(app.work, rate, () => runInApp(app, interaction, run)).catch(lost)
      if (!inApp) continue
      const after = await snapshotApp(app.page)
      await beforeIdeal?.()
      await ideal.page.prepare(before, after, interaction.idealFetch?.(run))
      await settle(ideal.page.page)
      const onIdeal = await throttledWhile(ideal.work, rate, () =>
        clickAt(ideal.page.page, ideal.work, inApp.point, inApp.shows),
      ).catch(lost)
      if (run < PLAN.warmup || !onIdeal) continue
      runs.push({ rate, app: inApp.work, ideal: onIdeal.work, paintMs: inApp.timing.ms })
    }
    measured.push(runs)
  }
  return measured
}
