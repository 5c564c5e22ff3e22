import type { Page } from '@playwright/test'
import { EMPTY_FILTERS } from '../../src/shared/catalog'
import { listUrl } from '../bare-fetch'
import type { DemoServerProcess } from '../demo-server-process'
import { checkpoint } from '../group-runner'
import type { Plan } from '../sampling'
import { currentPage, ITEMS_TABLE } from './app-ui'
import { snapshotApp, type IdealFetch, type IdealPage } from './ideal-page'
import { workOf, type MainThreadWork } from './main-thread-work'
import {
  armPaintTimer,
  paintTiming,
  settle,
  waitIdle,
  type PaintTiming,
  type PaintTrigger,
} from './page-probe'

export const PAGE_SIZE = 25

/**
 * One of the interactions an agent repeats, as the render and load groups drive it: what
 * comes before the click (untimed), where the click lands, what then shows, and the request
 * the ideal page makes where the app has to ask the catalog.
 */
export interface Interaction {
  readonly key: 'next_page' | 'filter_apply' | 'item_open'
  readonly label: string
  readonly trigger: (run: number) => PaintTrigger
  readonly shows: 'rows' | 'detail'
  /** Untimed: brings the app to the state the click starts from. */
  readonly before: (run: number) => Promise<void>
  readonly clickTarget: (run: number) => ReturnType<Page['locator']>
  readonly expected: (run: number) => Parameters<typeof paintTiming>[1]
  /** Throws when the run did not do what it is meant to measure. */
  readonly check: (timing: PaintTiming, run: number) => void
  readonly idealFetch?: (run: number) => IdealFetch
}

export interface AppUnderTest {
  readonly page: Page
  readonly work: MainThreadWork
  readonly server: DemoServerProcess
}

/**
 * The three interactions, on an app showing 25 rows a page: Next once the next page is
 * prefetched (no request), Apply filters with a name no earlier run used (page 1 of it is
 * fetched), a click on a row not opened before (its item is fetched).
 */
export function agentInteractions(
  app: AppUnderTest,
  names: readonly string[],
  ids: () => readonly number[],
): Interaction[] {
  const { page, server } = app
  const filters = page.getByRole('search', { name: 'Item filters' })
  let nextPage = 0
  return [
    {
      key: 'next_page',
      label: 'Next, prefetched',
      trigger: () => ({ button: 'Next page' }),
      shows: 'rows',
      before: async () => {
        nextPage = (await currentPage(page)) + 1
      },
      clickTarget: () =>
        page
          .getByRole('navigation', { name: 'Pagination' })
          .getByRole('button', { name: 'Next page', exact: true }),
      expected: () => ({ page: nextPage, limit: PAGE_SIZE }),
      check: (timing) => {
        if (timing.fetched > 0)
          throw new Error(`page ${nextPage} was fetched after the click: not prefetched`)
      },
    },
    {
      key: 'filter_apply',
      label: 'Apply filters, a new name',
      trigger: () => ({ button: 'Apply filters' }),
      shows: 'rows',
      before: async (run) => {
        await clearFilters(page)
        await filters.getByRole('textbox', { name: 'Name', exact: true }).fill(names[run] as string)
      },
      clickTarget: () => filters.getByRole('button', { name: 'Apply filters' }),
      expected: () => ({ page: 1, limit: PAGE_SIZE }),
      check: (timing, run) => {
        if (timing.fetched < 1)
          throw new Error(`Apply filters for ${JSON.stringify(names[run])} made no request`)
      },
      idealFetch: (run) => ({
        url: listUrl(server.url, {
          filters: { ...EMPTY_FILTERS, name: [names[run] as string] },
          limit: PAGE_SIZE,
          page: 1,
        }),
        token: server.token,
      }),
    },
    {
      key: 'item_open',
      label: 'click on a row, not opened before',
      trigger: (run) => ({ row: ids()[run] as number }),
      shows: 'detail',
      before: async () => {},
      clickTarget: (run) => page.locator(`${ITEMS_TABLE} tr[data-item-id="${ids()[run]}"]`),
      expected: (run) => ({ item: ids()[run] as number }),
      check: (timing, run) => {
        const id = ids()[run]
        if (timing.firstId !== id)
          throw new Error(`clicked the row of item ${id}, the details show ${timing.firstId}`)
        if (timing.fetched < 1)
          throw new Error(`opening item ${id} made no items:get request: not a first open`)
      },
      idealFetch: (run) => ({ url: `${server.url}/v1/items/${ids()[run]}`, token: server.token }),
    },
  ]
}

/** Clear filters, and the app idle again (back on page 1 of the whole catalog). */
export async function clearFilters(page: Page): Promise<void> {
  await page
    .getByRole('search', { name: 'Item filters' })
    .getByRole('button', { name: 'Clear filters' })
    .click()
  await waitIdle(page)
}

/** One run in the app: the click at `point` until what it shows is painted. */
export async function runInApp(
  app: AppUnderTest,
  interaction: Interaction,
  run: number,
): Promise<{ work: number; timing: PaintTiming; point: { x: number; y: number } }> {
  await interaction.before(run)
  await waitIdle(app.page)
  const box = await interaction.clickTarget(run).boundingBox()
  if (!box) throw new Error(`${interaction.key}: nothing to click in run ${run}`)
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  await settle(app.page)
  await armPaintTimer(app.page, interaction.trigger(run), interaction.shows)
  let timing: PaintTiming | undefined
  // A mouse click over CDP, not a locator's: Playwright's actionability checks run script in
  // the page, which would count as the app's work.
  const work = await workOf(app.work, async () => {
    await app.page.mouse.click(point.x, point.y)
    timing = await paintTiming(app.page, interaction.expected(run))
  })
  interaction.check(timing as PaintTiming, run)
  return { work, timing: timing as PaintTiming, point }
}

export interface Measured {
  readonly app: number[]
  readonly ideal: number[]
  /** Click → painted in the app, for the record. */
  readonly paintMs: number[]
}

/**
 * Each run: the app's click (its work and paint time), then the ideal page doing the same
 * step from the same markup to the same markup, right after it.
 */
export async function measureAgainstIdeal(
  app: AppUnderTest,
  ideal: { readonly page: IdealPage; readonly work: MainThreadWork },
  interaction: Interaction,
  plan: Plan,
  firstRun: number,
): Promise<Measured> {
  const measured: Measured = { app: [], ideal: [], paintMs: [] }
  for (let index = 0; index < plan.warmup + plan.runs; index += 1) {
    checkpoint()
    const run = firstRun + index
    await interaction.before(run)
    await waitIdle(app.page)
    const before = await snapshotApp(app.page)
    const { work, timing, point } = await runInApp(app, { ...interaction, before: async () => {} }, run)
    const after = await snapshotApp(app.page)
    await ideal.page.prepare(before, after, interaction.idealFetch?.(run))
    await settle(ideal.page.page)
    await armPaintTimer(ideal.page.page, interaction.trigger(run), interaction.shows)
    const idealWork = await workOf(ideal.work, async () => {
      await ideal.page.page.mouse.click(point.x, point.y)
      await paintTiming(ideal.page.page, interaction.expected(run))
    })
    if (process.env.BENCH_TRACE)
      console.error(interaction.key, run, work.toFixed(1), idealWork.toFixed(1), timing.ms.toFixed(1))
    if (index < plan.warmup) continue
    measured.app.push(work)
    measured.ideal.push(idealWork)
    measured.paintMs.push(timing.ms)
  }
  return measured
}
