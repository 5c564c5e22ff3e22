import { EMPTY_FILTERS } from '../../src/shared/catalog'
import { bareFetchJson, listData, listUrl } from '../bare-fetch'
import type { DemoServerProcess } from '../demo-server-process'
import type { GroupOutcome, Series } from '../report'
import type { Plan } from '../sampling'
import { ratioOfMedians, summarize } from '../stats'
import {
  clickAndTime,
  currentPage,
  ITEMS_TABLE,
  launchBenchApp,
  setPageSize,
  waitForDataRows,
} from './app-ui'
import { appStylesheet, openIdealPage } from './ideal-page'
import {
  agentInteractions,
  clearFilters,
  measureAgainstIdeal,
  PAGE_SIZE,
  runInApp,
  type AppUnderTest,
  type Interaction,
} from './interactions'
import { mainThreadWork } from './main-thread-work'
import { frameFloorMs, installProbe } from './page-probe'
import { countRenders, RENDER_CENSUS_SCRIPT } from './render-census'

const PLAN: Plan = { warmup: 2, runs: 9 }
/** CDP CPU throttling rates: a ratio that measures the app, not the host, holds across them. */
export const THROTTLE_RATES = [1, 2] as const
const RUNS_PER_RATE = PLAN.warmup + PLAN.runs

/**
 * The interactions an agent repeats (interactions.ts), each as the renderer's main-thread work
 * from the click to the frame that shows the result, over an ideal page doing only that step
 * (ideal-page.ts), measured run by run beside it: `<key>_ideal_ratio`. The whole walk runs at
 * each of THROTTLE_RATES (`<key>_ideal_ratio_2x`); `ideal_ratio_throttle_move` is the largest
 * relative move of the three between them.
 *
 * For the record, without budget: the click → paint milliseconds, the same in frames (over
 * a click → second animation frame on inert text), and after the timed runs each interaction
 * once more under the render census (`<key>_renders`, `<key>_components_rendered`).
 */
export async function benchRender(
  server: DemoServerProcess,
): Promise<GroupOutcome & { chromiumVersion: string }> {
  const names = await distinctNames(server, THROTTLE_RATES.length * RUNS_PER_RATE + 1)
  const launched = await launchBenchApp(
    { baseUrl: server.url, token: server.token },
    { initScript: RENDER_CENSUS_SCRIPT },
  )
  const { page } = launched
  const browser = page.context().browser()
  if (!browser) throw new Error('the app page has no browser')
  try {
    await waitForDataRows(page)
    await installProbe(page)
    await setPageSize(page, PAGE_SIZE)
    const app: AppUnderTest = { page, server, work: await mainThreadWork(page) }
    const idealPage = await openIdealPage(browser, server.url, await appStylesheet(page))
    const ideal = { page: idealPage, work: await mainThreadWork(idealPage.page) }
    let rowIds: number[] = []
    const interactions = agentInteractions(app, names, () => rowIds)
    const series: Series[] = []
    const figures: Record<string, number> = {}
    const floor: number[] = []
    for (let run = 0; run < 5; run += 1) floor.push(await frameFloorMs(page))
    const frames = summarize(floor)
    let largestMove = 0

    for (const [rateIndex, rate] of THROTTLE_RATES.entries()) {
      await app.work.throttle(rate)
      await ideal.work.throttle(rate)
      const suffix = rate === 1 ? '' : `_${rate}x`
      for (const interaction of interactions) {
        if (interaction.key === 'item_open') rowIds = await freshRows(app, rateIndex)
        if (interaction.key === 'next_page') await settledNextPage(app)
        const firstRun = interaction.key === 'filter_apply' ? rateIndex * RUNS_PER_RATE : 0
        const measured = await measureAgainstIdeal(app, ideal, interaction, PLAN, firstRun)
        const [appWork, idealWork] = [summarize(measured.app), summarize(measured.ideal)]
        const ratio = ratioOfMedians(appWork, idealWork)
        const label = `UI${suffix ? ` at ${rate}× CPU` : ''}: ${interaction.label}`
        series.push(
          {
            key: `${interaction.key}_work_ms${suffix}`,
            label: `${label}, app's work`,
            unit: 'ms',
            summary: appWork,
          },
          {
            key: `${interaction.key}_ideal_work_ms${suffix}`,
            label: `${label}, ideal page's work`,
            unit: 'ms',
            summary: idealWork,
          },
        )
        figures[`${interaction.key}_ideal_ratio${suffix}`] = ratio
        if (rate === 1) {
          const paint = summarize(measured.paintMs)
          series.push({
            key: `${interaction.key}_ms`,
            label: `${label}, click → painted`,
            unit: 'ms',
            summary: paint,
          })
          figures[`${interaction.key}_ms`] = paint.median
          figures[`${interaction.key}_frames`] = ratioOfMedians(paint, frames)
        } else {
          const atOne = figures[`${interaction.key}_ideal_ratio`] as number
          largestMove = Math.max(largestMove, Math.abs(ratio / atOne - 1))
        }
      }
    }
    await app.work.throttle(1)
    await ideal.work.throttle(1)
    await idealPage.close()

    // The census, untimed: each interaction once more, with a name and a row not used yet.
    const census = {
      item_open: RUNS_PER_RATE,
      filter_apply: THROTTLE_RATES.length * RUNS_PER_RATE,
      next_page: 0,
    }
    for (const [key, run] of Object.entries(census)) {
      const interaction = interactions.find((candidate) => candidate.key === key) as Interaction
      if (key === 'next_page') {
        await clearFilters(page)
        await settledNextPage(app)
      }
      const count = await countRenders(page, () => runInApp(app, interaction, run))
      figures[`${key}_renders`] = count.renders
      figures[`${key}_components_rendered`] = count.components
    }
    series.push({
      key: 'frame_floor_ms',
      label: 'UI: click → two frames, inert text',
      unit: 'ms',
      summary: frames,
    })
    return {
      chromiumVersion: browser.version(),
      series,
      figures: { ...figures, frame_floor_ms: frames.median, ideal_ratio_throttle_move: largestMove },
      notes: [
        `render: ${PAGE_SIZE} rows per page, viewport 1280×800, ${PLAN.warmup} warm-up + ${PLAN.runs} runs ` +
          `per interaction and CPU rate (${THROTTLE_RATES.join('×, ')}×), each app run followed by its ideal page's`,
      ],
    }
  } finally {
    await launched.close()
  }
}

/**
 * One Next, untimed: a page the app has just settled on prefetches the one after it (a page
 * left for a while may hold a stale next page, which Next would fetch again).
 */
export async function settledNextPage(app: AppUnderTest): Promise<void> {
  await clickAndTime(app.page, 'Next page', { page: (await currentPage(app.page)) + 1, limit: PAGE_SIZE })
}

/**
 * Rows no earlier run opened: page 1 for the first rate, then a page further for each next
 * one (pages the Next walk showed, but whose items nobody opened).
 */
export async function freshRows(app: AppUnderTest, rateIndex: number): Promise<number[]> {
  const { page } = app
  await clearFilters(page)
  for (let page1 = await currentPage(page); page1 < rateIndex + 1; page1 += 1)
    await clickAndTime(page, 'Next page', { page: page1 + 1, limit: PAGE_SIZE })
  const ids = await page
    .locator(`${ITEMS_TABLE} tbody tr[data-item-id]`)
    .evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-item-id'))))
  if (ids.length < RUNS_PER_RATE + 1) throw new Error(`the page shows only ${ids.length} rows`)
  return ids
}

/**
 * Display names from the catalog, each a filter whose first result differs from the
 * unfiltered first row (which stays on screen after Clear filters, so a filter starting with
 * it would change nothing the probe can see).
 */
export async function distinctNames(server: DemoServerProcess, count: number): Promise<string[]> {
  const pageOf = async (page: number, name?: string) =>
    listData(
      await bareFetchJson(
        listUrl(server.url, {
          filters: { ...EMPTY_FILTERS, name: name === undefined ? [] : [name] },
          limit: 25,
          page,
        }),
        server.token,
      ),
    )
  const firstId = (await pageOf(1))[0]?.id
  const names = new Set<string>()
  for (let page = 2; names.size < count && page <= 40; page += 1) {
    for (const item of await pageOf(page)) {
      if (names.size < count && !names.has(item.name) && (await pageOf(1, item.name))[0]?.id !== firstId)
        names.add(item.name)
    }
  }
  if (names.size < count) throw new Error(`found only ${names.size} usable names, ${count} needed`)
  return [...names]
}
