import type { Page } from '@playwright/test'
import { launchBenchApp } from './bench-app'
import type { DemoServerProcess } from '../demo-server-process'
import type { GroupOutcome, Series } from '../report'
import { sample, type Plan } from '../sampling'
import { checkpoint, keep } from '../group-runner'
import { ratioOfMedians, summarize } from '../stats'
import { clickAndTime, goToPage, ITEMS_TABLE, position, setPageSize, waitForDataRows } from './app-ui'
import {
  armPaintTimer,
  frameFloorMs,
  installProbe,
  paintTiming,
  waitIdle,
  type PaintTiming,
} from './page-probe'
import { bareFetchJson, listData, listUrl } from '../bare-fetch'
import { EMPTY_FILTERS } from '../../src/shared/catalog'

/**
 * The uncached walks come in slices, the two sizes alternating A B B A A B: drift of the
 * machine over the group then hits render_ms_25 and render_ms_250 alike and cancels in their
 * ratio, as the frame floor's slices do for the frames ratios. (Walked one after the other,
 * a slow minute during one size moved render_scale_ratio 13 % between two runs.)
 */
const UNCACHED_ORDER = [25, 250, 250, 25, 25, 250] as const
type UncachedSize = (typeof UNCACHED_ORDER)[number]
/** Each slice: clicks thrown away after reaching its region, then runs kept (3 + 15 per size in all). */
const UNCACHED_SLICE_PLAN: Plan = { warmup: 1, runs: 5 }
/**
 * Where a size's first slice starts, as a fraction of its pages; each later slice starts as
 * many pages lower as one slice can click. The two sizes walk far apart (rows 50,000 and down
 * at 25, the last rows at 250), so the page a size change lands on is never in the other
 * size's next region.
 */
const UNCACHED_REGION_START: Readonly<Record<UncachedSize, number>> = { 25: 0.5, 250: 1 }
const PREFETCHED_PLAN: Plan = { warmup: 3, runs: 15 }
/** Pages already cached at a size when a walk starts (where the size change landed, its neighbour). */
const MAX_CACHED_SKIPS = 6

/** Runs of the one-frame floor (cheap: two frames each). */
const FRAME_FLOOR_RUNS = 35
/** The floor's runs come in this many slices: before, between and after the walks (one in the middle of the uncached slices). */
const FLOOR_SLICES = 7
const FILTER_PLAN: Plan = { warmup: 2, runs: 12 }
const FILTER_PAGE_SIZE = 25
/** Item opens come from the rows of one page: every run a row not opened before. */
const ITEM_OPEN_PLAN: Plan = { warmup: 3, runs: 15 }
const ITEM_OPEN_PAGE_SIZE = 25

/**
 * render_ms_25, render_ms_250, render_scale_ratio, next_page_prefetched_ms, filter_apply_ms,
 * item_open_ms: click → the new page's rows (or the clicked item's details) presented on screen, in the built renderer in Chromium (the e2e harness's
 * chromium mode), connected to a demo catalog server in its own process.
 *
 * Not cached: the app prefetches the *next* page as soon as a page is shown, so a Next click
 * normally finds its page in the cache. The uncached case therefore jumps (Go to page) to a
 * region not visited at that size and walks backwards with Previous: each page reached that
 * way was never shown and never prefetched (the prefetch of page p is p + 1, already visited),
 * in slices alternating the two sizes (UNCACHED_ORDER). It is the same code path as
 * Next (page state → query key → fetch → table render), and every kept run is checked: the
 * probe saw an `items:list` request for exactly that page between click and commit.
 *
 * Prefetched: from page 1 forwards with Next, after waiting until no request is in flight
 * (the prefetch of the next page has landed); every run is checked to have made no request.
 */
export async function benchRender(
  server: DemoServerProcess,
): Promise<GroupOutcome & { chromiumVersion: string }> {
  const app = await launchBenchApp({ baseUrl: server.url, token: server.token })
  try {
    const { page } = app
    await waitForDataRows(page)
    await installProbe(page)
    await waitIdle(page)

    // The one-frame floor is measured in slices between the walks, so it sees the same
    // conditions (machine drift, the page's heap and caches) as the figures divided by it.
    const frames: number[] = []
    const floorSlice = async () => {
      for (let run = 0; run < FRAME_FLOOR_RUNS / FLOOR_SLICES; run += 1) {
        checkpoint()
        frames.push(await frameFloorMs(page))
      }
    }
    await floorSlice()
    const { 25: uncached25, 250: uncached250 } = await uncachedWalks(page, floorSlice)
    const s25 = summarize(uncached25.timings.map((t) => t.ms))
    const s250 = summarize(uncached250.timings.map((t) => t.ms))
    keep({
      figures: {
        render_ms_25: s25.median,
        render_ms_250: s250.median,
        render_scale_ratio: ratioOfMedians(s250, s25),
      },
    })
    await floorSlice()
    const prefetched25 = await prefetchedWalk(page, 25)
    await floorSlice()
    const prefetched250 = await prefetchedWalk(page, 250)
    await floorSlice()
    const filterApply = await filterApplyWalk(
      page,
      await distinctNames(server, FILTER_PLAN.warmup + FILTER_PLAN.runs),
    )
    await floorSlice()
    const itemOpens = await itemOpenWalk(page)
    await floorSlice()
    const frame = summarize(frames)

    const p25 = summarize(prefetched25.timings.map((t) => t.ms))
    const p250 = summarize(prefetched250.timings.map((t) => t.ms))
    const filtered = summarize(filterApply.map((t) => t.ms))
    const opened = summarize(itemOpens.map((t) => t.ms))
    const series: Series[] = [
      { key: 'render_ms_25', label: 'UI: click → painted, 25 rows, not cached', unit: 'ms', summary: s25 },
      { key: 'render_ms_250', label: 'UI: click → painted, 250 rows, not cached', unit: 'ms', summary: s250 },
      ...breakdown('25', uncached25.timings),
      ...breakdown('250', uncached250.timings),
      {
        key: 'next_page_prefetched_ms',
        label: 'UI: Next → painted, 25 rows, prefetched',
        unit: 'ms',
        summary: p25,
      },
      {
        key: 'next_page_prefetched_ms_250',
        label: 'UI: Next → painted, 250 rows, prefetched',
        unit: 'ms',
        summary: p250,
      },
      {
        key: 'filter_apply_ms',
        label: `UI: Apply filters (a new name) → painted, ${FILTER_PAGE_SIZE} rows per page`,
        unit: 'ms',
        summary: filtered,
      },
      {
        key: 'item_open_ms',
        label: 'UI: click on a row → its item details painted, not cached',
        unit: 'ms',
        summary: opened,
      },
      {
        key: 'item_open_request_ms',
        label: 'UI:   of which items:get round trip',
        unit: 'ms',
        summary: summarize(itemOpens.map((t) => t.requestMs)),
      },
      { key: 'frame_floor_ms', label: 'UI: floor, click → two animation frames', unit: 'ms', summary: frame },
    ]
    const all = [uncached25, uncached250, prefetched25, prefetched250]
      .flatMap((walk) => walk.timings)
      .concat(filterApply, itemOpens)
    const fallbacks = all.filter((timing) => timing.painted === 'frame').length
    return {
      chromiumVersion: app.page.context().browser()?.version() ?? 'unknown',
      series,
      figures: {
        render_ms_25: s25.median,
        render_ms_250: s250.median,
        render_scale_ratio: ratioOfMedians(s250, s25),
        next_page_prefetched_ms: p25.median,
        next_page_prefetched_ms_250: p250.median,
        frame_floor_ms: frame.median,
        next_page_frames_ratio: ratioOfMedians(p25, frame),
        filter_apply_ms: filtered.median,
        filter_apply_frames_ratio: ratioOfMedians(filtered, frame),
        render_frames_ratio_25: ratioOfMedians(s25, frame),
        item_open_ms: opened.median,
        item_open_frames_ratio: ratioOfMedians(opened, frame),
      },
      notes: [
        `render: not cached = Go to page, then Previous page repeatedly (pages never shown nor prefetched; ` +
          `each kept run verified to have fetched its page), in ${UNCACHED_ORDER.length} slices of ` +
          `${UNCACHED_SLICE_PLAN.warmup} warm-up + ${UNCACHED_SLICE_PLAN.runs} runs, sizes in the order ${UNCACHED_ORDER.join(', ')} ` +
          `(Go to page not timed); ` +
          `pages ${uncached25.pages} (25 rows) and ${uncached250.pages} (250 rows); ` +
          `${uncached25.skipped + uncached250.skipped} click(s) onto already cached pages not measured`,
        `render: prefetched = First page, then Next page once the app is idle (each run verified to have made no request), ` +
          `${PREFETCHED_PLAN.warmup} warm-up + ${PREFETCHED_PLAN.runs} runs per size`,
        `render: filter apply = type a name not filtered before into Name, then Apply filters ` +
          `(each run verified to have fetched page 1 of its filter), ${FILTER_PLAN.warmup} warm-up + ${FILTER_PLAN.runs} runs, ` +
          `Clear filters (outside the timed span) between runs`,
        `render: item open = click on a row of page 1 (${ITEM_OPEN_PAGE_SIZE} rows) → that item's fields painted in the detail pane, ` +
          `each row once (each run verified to have fetched its item), ${ITEM_OPEN_PLAN.warmup} warm-up + ${ITEM_OPEN_PLAN.runs} runs`,
        `render: start = the click event's timeStamp; end = the first row's (item open: the item's ID field's) text presented on screen ` +
          `(Element Timing renderTime); same clock as performance.now() in the page; viewport 1280×800; ` +
          `floor = a click on inert text → the end of the second animation frame, ${FRAME_FLOOR_RUNS} runs in the same page, ` +
          `in ${FLOOR_SLICES} slices before, between and after the walks; ` +
          `${fallbacks} of ${all.length} runs fell back to the rAF-based end`,
      ],
    }
  } finally {
    await app.close()
  }
}

/** Where the time of an uncached page goes: the request (window.catalog round trip) and the commit. */
function breakdown(rows: string, timings: readonly PaintTiming[]): Series[] {
  return [
    {
      key: `render_request_ms_${rows}`,
      label: `UI:   of which items:list round trip, ${rows} rows`,
      unit: 'ms',
      summary: summarize(timings.map((t) => t.requestMs)),
    },
    {
      key: `render_commit_ms_${rows}`,
      label: `UI:   click → rows in the DOM, ${rows} rows`,
      unit: 'ms',
      summary: summarize(timings.map((t) => t.commitMs)),
    },
  ]
}

interface Walk {
  readonly timings: PaintTiming[]
  readonly pages: string
  /** Clicks not measured because their page was already cached. */
  readonly skipped: number
}

/**
 * The uncached slices of both sizes in UNCACHED_ORDER, a floor slice between the two halves,
 * each size's kept runs joined in the order they were measured.
 */
async function uncachedWalks(
  page: Page,
  floorSlice: () => Promise<void>,
): Promise<Record<UncachedSize, Walk>> {
  const slices: Record<UncachedSize, Walk[]> = { 25: [], 250: [] }
  for (const [index, size] of UNCACHED_ORDER.entries()) {
    if (index === UNCACHED_ORDER.length / 2) await floorSlice()
    slices[size].push(await uncachedSlice(page, size, slices[size].length))
  }
  const joined = (walks: readonly Walk[]): Walk => ({
    timings: walks.flatMap((walk) => walk.timings),
    pages: walks.map((walk) => walk.pages).join(', '),
    skipped: walks.reduce((sum, walk) => sum + walk.skipped, 0),
  })
  return { 25: joined(slices[25]), 250: joined(slices[250]) }
}

/**
 * One slice: Go to page to this slice's region (not timed), then Previous repeatedly, keeping
 * only runs that fetched their page.
 *
 * A page already seen at this size (where a size change landed, its prefetched neighbour)
 * comes from the cache; such clicks are skipped, not measured. Bounded: at most a few clicks
 * more than the plan needs.
 */
async function uncachedSlice(page: Page, size: UncachedSize, slice: number): Promise<Walk> {
  await setPageSize(page, size)
  const { pages } = await position(page)
  const needed = UNCACHED_SLICE_PLAN.warmup + UNCACHED_SLICE_PLAN.runs
  const maxClicks = needed + MAX_CACHED_SKIPS
  const start = Math.floor(pages * UNCACHED_REGION_START[size]) - slice * (maxClicks + 1)
  if (start - maxClicks < 1) {
    throw new Error(
      `the catalog has only ${pages} pages of ${size}: too few for slice ${slice + 1} of the uncached walk`,
    )
  }
  await goToPage(page, start)
  const kept: PaintTiming[] = []
  let skipped = 0
  for (let click = 0; click < maxClicks && kept.length < needed; click += 1) {
    checkpoint()
    const { page: current } = await position(page)
    const timing = await clickAndTime(page, 'Previous page', { page: current - 1, limit: size })
    if (timing.fetched < 1) {
      skipped += 1
      continue
    }
    if (timing.rows < 1 || timing.rows > size)
      throw new Error(`page ${current - 1} shows ${timing.rows} rows, expected 1 to ${size}`)
    kept.push(timing)
  }
  if (kept.length < needed) {
    throw new Error(
      `only ${kept.length} of ${needed} Previous clicks at ${size} rows fetched their page; the rest came from the cache`,
    )
  }
  const end = await position(page)
  return {
    timings: kept.slice(UNCACHED_SLICE_PLAN.warmup),
    pages: `${end.page}–${start - 1} of ${pages}`,
    skipped,
  }
}

async function prefetchedWalk(page: Page, size: number): Promise<Walk> {
  await setPageSize(page, size)
  const start = await position(page)
  if (start.page !== 1) await clickAndTime(page, 'First page', { page: 1, limit: size })
  const timings: PaintTiming[] = []
  await sample(PREFETCHED_PLAN, async (run) => {
    const { page: current } = await position(page)
    const timing = await clickAndTime(page, 'Next page', { page: current + 1, limit: size })
    if (timing.fetched > 0)
      throw new Error(`page ${current + 1} (${size} rows) was fetched after the click: it was not prefetched`)
    if (timing.rows < 1 || timing.rows > size)
      throw new Error(`page ${current + 1} shows ${timing.rows} rows, expected 1 to ${size}`)
    if (run >= PREFETCHED_PLAN.warmup) timings.push(timing)
    return timing.ms
  })
  const end = await position(page)
  return { timings, pages: `2–${end.page}`, skipped: 0 }
}

/**
 * Display names from the catalog, each a filter no earlier run used (the demo server caches
 * filter results, and the app caches pages: a name used twice would measure neither).
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
  // The unfiltered list's first row stays on screen after Clear filters; a filter whose
  // results start with that same row (or that finds nothing) would change nothing the probe
  // can see, so each name is tried against the catalog first.
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

/**
 * Filter → rows: for each name, Clear filters and wait until idle (not timed), type the name
 * into Name, then time Apply filters until the first row of its results is painted. Each kept
 * run must have fetched page 1 of the new filter between the click and the commit.
 */
async function filterApplyWalk(page: Page, names: readonly string[]): Promise<PaintTiming[]> {
  await setPageSize(page, FILTER_PAGE_SIZE)
  const filters = page.getByRole('search', { name: 'Item filters' })
  const nameBox = filters.getByRole('textbox', { name: 'Name', exact: true })
  const kept: PaintTiming[] = []
  for (const [index, name] of names.entries()) {
    await filters.getByRole('button', { name: 'Clear filters' }).click()
    await waitIdle(page)
    await nameBox.fill(name)
    await waitIdle(page)
    await armPaintTimer(page, { button: 'Apply filters' })
    await filters.getByRole('button', { name: 'Apply filters' }).click()
    const timing = await paintTiming(page, { page: 1, limit: FILTER_PAGE_SIZE })
    if (timing.fetched < 1)
      throw new Error(`Apply filters for ${JSON.stringify(name)} made no request for its page`)
    if (index >= FILTER_PLAN.warmup) kept.push(timing)
  }
  await filters.getByRole('button', { name: 'Clear filters' }).click()
  await waitIdle(page)
  return kept
}

/**
 * Row → item details: click a row of page 1, time until that item's fields are painted in
 * the detail pane. Every run opens an item not opened before, so its `items:get` is on the
 * clock (verified between click and commit), as for an agent working through a list. The
 * pane stays open from one run to the next, as it does while an agent clicks down the rows.
 */
async function itemOpenWalk(page: Page): Promise<PaintTiming[]> {
  await setPageSize(page, ITEM_OPEN_PAGE_SIZE)
  const { page: shown } = await position(page)
  if (shown !== 1) await clickAndTime(page, 'First page', { page: 1, limit: ITEM_OPEN_PAGE_SIZE })
  const ids = await page
    .locator(`${ITEMS_TABLE} tbody tr[data-item-id]`)
    .evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-item-id'))))
  const needed = ITEM_OPEN_PLAN.warmup + ITEM_OPEN_PLAN.runs
  if (ids.length < needed) throw new Error(`page 1 shows ${ids.length} rows, the item opens need ${needed}`)
  const kept: PaintTiming[] = []
  await sample(ITEM_OPEN_PLAN, async (run) => {
    const id = ids[run] as number
    await waitIdle(page)
    await armPaintTimer(page, { row: id }, 'detail')
    await page.locator(`${ITEMS_TABLE} tr[data-item-id="${id}"]`).click()
    const timing = await paintTiming(page, { item: id })
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
