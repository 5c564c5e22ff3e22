import type { Page } from '@playwright/test'
import { EMPTY_FILTERS } from '../../src/shared/catalog'
import { bareFetchJson, listData, listUrl } from '../bare-fetch'
import type { DemoServerProcess } from '../demo-server-process'
import type { GroupOutcome, Series } from '../report'
import { sample, type Plan } from '../sampling'
import { ratioOfMedians, summarize, type Summary } from '../stats'
import { clickAndTime, currentPage, ITEMS_TABLE, setPageSize, waitForDataRows } from './app-ui'
import { launchBenchApp } from './bench-app'
import {
  armPaintTimer,
  frameFloorMs,
  installProbe,
  paintTiming,
  waitIdle,
  type PaintTiming,
} from './page-probe'

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
 * - Next page, prefetched: each click once the app is idle (the next page's prefetch has
 *   landed); every run is checked to have made no request.
 * - Apply filters with a name no earlier run used (the server and the app cache filters);
 *   every run is checked to have fetched page 1 of its filter.
 * - A click on a row of page 1, the pane left open between runs; every run is checked to have
 *   fetched its item.
 *
 * Each is divided by the frame floor (frameFloorMs), one floor click right before every timed
 * click, so the floor sees the same machine, page and moment as the figure.
 */
export async function benchRender(
  server: DemoServerProcess,
): Promise<GroupOutcome & { chromiumVersion: string }> {
  const app = await launchBenchApp({ baseUrl: server.url, token: server.token })
  try {
    const { page } = app
    await waitForDataRows(page)
    await installProbe(page)
    await setPageSize(page, PAGE_SIZE)
    const floor: number[] = []
    const withFloor = async (timed: () => Promise<PaintTiming>) => {
      floor.push(await frameFloorMs(page))
      return timed()
    }
    const nextPage = await nextPageWalk(page, withFloor)
    const filterApply = await filterApplyWalk(page, await distinctNames(server, FILTER_PLAN), withFloor)
    const itemOpen = await itemOpenWalk(page, withFloor)

    const frame = summarize(floor)
    const series: Series[] = []
    const figures: Record<string, number> = { frame_floor_ms: frame.median }
    const report = (key: string, label: string, timings: readonly PaintTiming[]) => {
      const summary: Summary = summarize(timings.map((timing) => timing.ms))
      series.push({ key: `${key}_ms`, label: `UI: ${label}`, unit: 'ms', summary })
      figures[`${key}_ms`] = summary.median
      figures[`${key}_frames_ratio`] = ratioOfMedians(summary, frame)
    }
    report('next_page', 'Next → painted, prefetched', nextPage)
    report('filter_apply', 'Apply filters (a new name) → painted', filterApply)
    report('item_open', 'click on a row → its details painted, not cached', itemOpen)
    series.push({
      key: 'frame_floor_ms',
      label: 'UI: floor, click → two animation frames',
      unit: 'ms',
      summary: frame,
    })
    return {
      chromiumVersion: page.context().browser()?.version() ?? 'unknown',
      series,
      figures,
      notes: [
        `render: ${PAGE_SIZE} rows per page, viewport 1280×800; next page ${NEXT_PAGE_PLAN.warmup} + ${NEXT_PAGE_PLAN.runs}, ` +
          `filter apply ${FILTER_PLAN.warmup} + ${FILTER_PLAN.runs}, item open ${ITEM_OPEN_PLAN.warmup} + ${ITEM_OPEN_PLAN.runs} ` +
          `(warm-up + runs); a frame floor click before each`,
      ],
    }
  } finally {
    await app.close()
  }
}

type WithFloor = (timed: () => Promise<PaintTiming>) => Promise<PaintTiming>

async function nextPageWalk(page: Page, withFloor: WithFloor): Promise<PaintTiming[]> {
  if ((await currentPage(page)) !== 1) await clickAndTime(page, 'First page', { page: 1, limit: PAGE_SIZE })
  const kept: PaintTiming[] = []
  await sample(NEXT_PAGE_PLAN, async (run) => {
    const next = (await currentPage(page)) + 1
    const timing = await withFloor(() => clickAndTime(page, 'Next page', { page: next, limit: PAGE_SIZE }))
    if (timing.fetched > 0) throw new Error(`page ${next} was fetched after the click: it was not prefetched`)
    if (run >= NEXT_PAGE_PLAN.warmup) kept.push(timing)
    return timing.ms
  })
  return kept
}

/**
 * Display names from the catalog, each a filter whose first result differs from the
 * unfiltered first row (which stays on screen after Clear filters, so a filter starting with
 * it would change nothing the probe can see).
 */
async function distinctNames(server: DemoServerProcess, plan: Plan): Promise<string[]> {
  const count = plan.warmup + plan.runs
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
      if (names.size >= count || names.has(item.name)) continue
      const found = await pageOf(1, item.name)
      if (found.length > 0 && found[0]?.id !== firstId) names.add(item.name)
    }
  }
  if (names.size < count) throw new Error(`found only ${names.size} usable names, ${count} needed`)
  return [...names]
}

/** Clear filters and type the name (not timed), then time Apply filters until its rows show. */
async function filterApplyWalk(
  page: Page,
  names: readonly string[],
  withFloor: WithFloor,
): Promise<PaintTiming[]> {
  const filters = page.getByRole('search', { name: 'Item filters' })
  const kept: PaintTiming[] = []
  await sample(FILTER_PLAN, async (run) => {
    const name = names[run] as string
    await filters.getByRole('button', { name: 'Clear filters' }).click()
    await waitIdle(page)
    await filters.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
    await waitIdle(page)
    const timing = await withFloor(async () => {
      await armPaintTimer(page, { button: 'Apply filters' }, 'rows')
      await filters.getByRole('button', { name: 'Apply filters' }).click()
      return paintTiming(page, { page: 1, limit: PAGE_SIZE })
    })
    if (timing.fetched < 1)
      throw new Error(`Apply filters for ${JSON.stringify(name)} made no request for its page`)
    if (run >= FILTER_PLAN.warmup) kept.push(timing)
    return timing.ms
  })
  await filters.getByRole('button', { name: 'Clear filters' }).click()
  await waitIdle(page)
  return kept
}

/** A click on each row of page 1 in turn, timed until that item's fields show in the pane. */
async function itemOpenWalk(page: Page, withFloor: WithFloor): Promise<PaintTiming[]> {
  if ((await currentPage(page)) !== 1) await clickAndTime(page, 'First page', { page: 1, limit: PAGE_SIZE })
  const ids = await page
    .locator(`${ITEMS_TABLE} tbody tr[data-item-id]`)
    .evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-item-id'))))
  const needed = ITEM_OPEN_PLAN.warmup + ITEM_OPEN_PLAN.runs
  if (ids.length < needed) throw new Error(`page 1 shows ${ids.length} rows, the item opens need ${needed}`)
  const kept: PaintTiming[] = []
  await sample(ITEM_OPEN_PLAN, async (run) => {
    const id = ids[run] as number
    await waitIdle(page)
    const timing = await withFloor(async () => {
      await armPaintTimer(page, { row: id }, 'detail')
      await page.locator(`${ITEMS_TABLE} tr[data-item-id="${id}"]`).click()
      return paintTiming(page, { item: id })
    })
    if (timing.firstId !== id)
      throw new Error(`clicked the row of item ${id}, the details show item ${timing.firstId}`)
    if (timing.fetched < 1)
      throw new Error(`opening item ${id} made no items:get request: it was not a first open`)
    if (run >= ITEM_OPEN_PLAN.warmup) kept.push(timing)
    return timing.ms
  })
  await page.getByRole('button', { name: 'Close details' }).click()
  await waitIdle(page)
  return kept
}
