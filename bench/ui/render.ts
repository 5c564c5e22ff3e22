import { EMPTY_FILTERS } from '../../src/shared/catalog'
import { bareFetchJson, listData, listUrl } from '../bare-fetch'
import type { DemoServerProcess } from '../demo-server-process'
import type { GroupOutcome, Series } from '../report'
import { sample, type Plan } from '../sampling'
import { ratioOfMedians, summarize } from '../stats'
import {
  clickAndTime,
  currentPage,
  ITEMS_TABLE,
  launchBenchApp,
  setPageSize,
  waitForDataRows,
} from './app-ui'
import {
  armPaintTimer,
  frameFloorMs,
  installProbe,
  paintTiming,
  waitIdle,
  type PaintTiming,
} from './page-probe'
import { countRenders, RENDER_CENSUS_SCRIPT, type CensusCount } from './render-census'

const PAGE_SIZE = 25
const NEXT_PAGE_PLAN: Plan = { warmup: 3, runs: 15 }
const FILTER_PLAN: Plan = { warmup: 2, runs: 12 }
/** Item opens come from the rows of page 1: every run a row not opened before. */
const ITEM_OPEN_PLAN: Plan = { warmup: 3, runs: 15 }

/**
 * The interactions an agent repeats, each click → the new rows (or the item's details)
 * presented on screen (page-probe.ts), in the built renderer in Chromium (the e2e harness's
 * chromium mode) against a demo catalog in its own process, 25 rows per page:
 *
 * - next_page: Next once the app is idle (the next page's prefetch has landed); every run is
 *   checked to have made no request.
 * - filter_apply: Apply filters with a name no earlier run used (the server and the app cache
 *   filters); every run is checked to have fetched page 1 of its filter.
 * - item_open: a click on a row of page 1, the pane left open between runs; every run is
 *   checked to have fetched its item.
 *
 * Each is divided by the frame floor (frameFloorMs): one floor click starts every run, so the
 * floor sees the same machine, page and moment as the figure.
 *
 * After the timed runs, each interaction once more under the render census (render-census.ts):
 * how many component renders it took (`<key>_renders`, `<key>_components_rendered`), the count
 * the bench README's "what each interaction re-renders" reads.
 */
export async function benchRender(
  server: DemoServerProcess,
): Promise<GroupOutcome & { chromiumVersion: string }> {
  // One name more than the runs use, and one row more: the census pass needs fresh ones too.
  const names = await distinctNames(server, FILTER_PLAN.warmup + FILTER_PLAN.runs + 1)
  const app = await launchBenchApp(
    { baseUrl: server.url, token: server.token },
    { initScript: RENDER_CENSUS_SCRIPT },
  )
  try {
    const { page } = app
    await waitForDataRows(page)
    await installProbe(page)
    await setPageSize(page, PAGE_SIZE)
    const floor: number[] = []
    const series: Series[] = []
    const figures: Record<string, number> = {}
    /** Runs `plan` of one interaction, each run a floor click and then the timed one. */
    const walk = async (
      key: string,
      label: string,
      plan: Plan,
      timedClick: (run: number) => Promise<PaintTiming>,
    ) => {
      const kept = await sample(plan, async (run) => {
        floor.push(await frameFloorMs(page))
        return (await timedClick(run)).ms
      })
      const summary = summarize(kept)
      series.push({ key: `${key}_ms`, label: `UI: ${label}`, unit: 'ms', summary })
      figures[`${key}_ms`] = summary.median
      return summary
    }

    if ((await currentPage(page)) !== 1) await clickAndTime(page, 'First page', { page: 1, limit: PAGE_SIZE })
    const nextPageOnce = async () => {
      const next = (await currentPage(page)) + 1
      const timing = await clickAndTime(page, 'Next page', { page: next, limit: PAGE_SIZE })
      if (timing.fetched > 0)
        throw new Error(`page ${next} was fetched after the click: it was not prefetched`)
      return timing
    }
    const nextPage = await walk('next_page', 'Next → painted, prefetched', NEXT_PAGE_PLAN, nextPageOnce)

    const filters = page.getByRole('search', { name: 'Item filters' })
    const clearFilters = async () => {
      await filters.getByRole('button', { name: 'Clear filters' }).click()
      await waitIdle(page)
    }
    const filterName = filters.getByRole('textbox', { name: 'Name', exact: true })
    const applyFilterOnce = async (name: string) => {
      await armPaintTimer(page, { button: 'Apply filters' }, 'rows')
      await filters.getByRole('button', { name: 'Apply filters' }).click()
      const timing = await paintTiming(page, { page: 1, limit: PAGE_SIZE })
      if (timing.fetched < 1) throw new Error(`Apply filters for ${JSON.stringify(name)} made no request`)
      return timing
    }
    /** Clears the filters and types `name`: what comes before the click that is timed. */
    const typeFilter = async (name: string) => {
      await clearFilters()
      await filterName.fill(name)
      await waitIdle(page)
    }
    const filterApply = await walk(
      'filter_apply',
      'Apply filters (a new name) → painted',
      FILTER_PLAN,
      async (run) => {
        await typeFilter(names[run] as string)
        return applyFilterOnce(names[run] as string)
      },
    )
    await clearFilters()

    const ids = await page
      .locator(`${ITEMS_TABLE} tbody tr[data-item-id]`)
      .evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-item-id'))))
    if (ids.length < ITEM_OPEN_PLAN.warmup + ITEM_OPEN_PLAN.runs + 1)
      throw new Error(`page 1 shows only ${ids.length} rows`)
    const openItemOnce = async (id: number) => {
      await waitIdle(page)
      await armPaintTimer(page, { row: id }, 'detail')
      await page.locator(`${ITEMS_TABLE} tr[data-item-id="${id}"]`).click()
      const timing = await paintTiming(page, { item: id })
      if (timing.firstId !== id)
        throw new Error(`clicked the row of item ${id}, the details show ${timing.firstId}`)
      if (timing.fetched < 1)
        throw new Error(`opening item ${id} made no items:get request: not a first open`)
      return timing
    }
    const itemOpen = await walk('item_open', 'click on a row → its details painted', ITEM_OPEN_PLAN, (run) =>
      openItemOnce(ids[run] as number),
    )

    // The census pass, untimed: each interaction once more, with a name and a row not used yet.
    const census: Record<string, CensusCount> = {}
    census.item_open = await countRenders(page, () =>
      openItemOnce(ids[ITEM_OPEN_PLAN.warmup + ITEM_OPEN_PLAN.runs] as number),
    )
    const lastName = names[FILTER_PLAN.warmup + FILTER_PLAN.runs] as string
    await typeFilter(lastName)
    census.filter_apply = await countRenders(page, () => applyFilterOnce(lastName))
    await clearFilters()
    await waitIdle(page)
    census.next_page = await countRenders(page, nextPageOnce)
    for (const [key, count] of Object.entries(census)) {
      figures[`${key}_renders`] = count.renders
      figures[`${key}_components_rendered`] = count.components
    }

    const frame = summarize(floor)
    series.push({ key: 'frame_floor_ms', label: 'UI: floor, click → two frames', unit: 'ms', summary: frame })
    return {
      chromiumVersion: page.context().browser()?.version() ?? 'unknown',
      series,
      figures: {
        ...figures,
        frame_floor_ms: frame.median,
        next_page_frames_ratio: ratioOfMedians(nextPage, frame),
        filter_apply_frames_ratio: ratioOfMedians(filterApply, frame),
        item_open_frames_ratio: ratioOfMedians(itemOpen, frame),
      },
      notes: [
        `render: ${PAGE_SIZE} rows per page, viewport 1280×800, warm-up + runs: next page ${NEXT_PAGE_PLAN.warmup} + ` +
          `${NEXT_PAGE_PLAN.runs}, filter apply ${FILTER_PLAN.warmup} + ${FILTER_PLAN.runs}, item open ` +
          `${ITEM_OPEN_PLAN.warmup} + ${ITEM_OPEN_PLAN.runs}; a frame floor click before each`,
      ],
    }
  } finally {
    await app.close()
  }
}

/**
 * Display names from the catalog, each a filter whose first result differs from the
 * unfiltered first row (which stays on screen after Clear filters, so a filter starting with
 * it would change nothing the probe can see).
 */
async function distinctNames(server: DemoServerProcess, count: number): Promise<string[]> {
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
