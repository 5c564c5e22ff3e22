import type { Page } from '@playwright/test'
import { installRenderCensus, type CensusWindow } from '../../src/renderer/testing/render-census.test-support'
import type { DemoServerProcess } from '../demo-server-process'
import { seriesOf, type Series } from '../report'
import { ratioOfMedians, summarize } from '../stats'
import { clearFilters, turnPage } from './app-ui'
import {
  distinctNames,
  measureRounds,
  namesForRounds,
  PAGE_SIZE,
  ROUND_RUNS,
  runInApp,
  withAppBesideIdeal,
  type Interaction,
} from './interactions'
import { frameFloorMs } from './page-probe'
import { measuredRounds } from './rate-order'

/** CDP CPU throttling rates, 2 doubling every task: a ratio that measures the app holds across them. */
const THROTTLE_RATES = [1, 2] as const
/** The census as an init script, in place before React DOM loads (with the `__name` tsx's keepNames needs). */
const RENDER_CENSUS_SCRIPT = `globalThis.__name ??= (fn) => fn;\n(${installRenderCensus.toString()})();`

/** `<key>_ideal_ratio` at each throttling rate, and what each interaction costs for the record. */
export async function benchRender(server: DemoServerProcess) {
  const names = await distinctNames(server, namesForRounds(measuredRounds(THROTTLE_RATES)) + 1)
  const options = { extras: { initScript: RENDER_CENSUS_SCRIPT } }
  return withAppBesideIdeal(server, names, options, async (setup) => {
    const { app, interactions } = setup
    const series: Series[] = []
    const figures: Record<string, number> = {}
    const floor: number[] = []
    for (let run = 0; run < 5; run += 1) floor.push(await frameFloorMs(app.page))
    const frames = summarize(floor)
    let largestMove = 0
    for (const { rate, compared } of await measureRounds(setup, THROTTLE_RATES)) {
      const suffix = rate === 1 ? '' : `_${rate}x`
      for (const { interaction, ...measured } of compared) {
        const { key } = interaction
        series.push(
          seriesOf(`${key}_work_ms${suffix}`, measured.app),
          seriesOf(`${key}_ideal_work_ms${suffix}`, measured.ideal),
        )
        figures[`${key}_ideal_ratio${suffix}`] = measured.ratio
        if (rate === 1) {
          const paint = summarize(measured.paintMs)
          series.push(seriesOf(`${key}_ms`, paint))
          figures[`${key}_ms`] = paint.median
          figures[`${key}_frames`] = ratioOfMedians(paint, frames)
        } else {
          const atOne = figures[`${key}_ideal_ratio`] as number
          largestMove = Math.max(largestMove, Math.abs(measured.ratio / atOne - 1))
        }
      }
    }
    // The census, untimed: each interaction once more, with a row and a name no run used.
    for (const key of ['item_open', 'filter_apply', 'next_page'] as const) {
      const interaction = interactions.find((candidate) => candidate.key === key) as Interaction
      if (key === 'next_page') {
        await clearFilters(app.page)
        await turnPage(app.page, PAGE_SIZE)
      }
      await interaction.before?.(ROUND_RUNS)
      const count = await countRenders(app.page, () => runInApp(app, interaction, ROUND_RUNS))
      figures[`${key}_renders`] = count.renders
      figures[`${key}_components_rendered`] = count.components
    }
    series.push(seriesOf('frame_floor_ms', frames))
    return {
      chromiumVersion: setup.browser.version(),
      series,
      figures: { ...figures, frame_floor_ms: frames.median, ideal_ratio_throttle_move: largestMove },
    }
  })
}

/** The component renders while `interaction` ran, in all and distinct; untimed, as walking the tree costs time. */
async function countRenders(page: Page, interaction: () => Promise<unknown>) {
  await page.evaluate(() => {
    const census = (window as CensusWindow).__renderCensus
    if (!census) throw new Error('the render census is not installed (RENDER_CENSUS_SCRIPT)')
    census.start()
  })
  await interaction()
  const counts = await page.evaluate(() => (window as CensusWindow).__renderCensus?.stop() ?? {})
  return {
    renders: Object.values(counts).reduce((sum, count) => sum + count, 0),
    components: Object.keys(counts).length,
  }
}
