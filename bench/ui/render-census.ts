import type { Page } from '@playwright/test'
import { installRenderCensus, type CensusWindow } from '../../src/renderer/testing/render-census.test-support'

/**
 * The render census (React's commit hook, src/renderer/testing/render-census.test-support.ts)
 * as an init script for the built app: in place before React DOM loads, silent until started.
 * tsx compiles the bench with esbuild's keepNames, whose `__name` helper the page lacks.
 */
export const RENDER_CENSUS_SCRIPT = `globalThis.__name ??= (fn) => fn;\n(${installRenderCensus.toString()})();`

/** What one interaction re-rendered: component renders in all, and how many components. */
export interface CensusCount {
  readonly renders: number
  readonly components: number
}

/**
 * Counts the components React rendered while `interaction` ran (its click and the wait for
 * what it shows). Taken outside the timed runs: walking the tree at each commit costs time.
 */
export async function countRenders(page: Page, interaction: () => Promise<unknown>): Promise<CensusCount> {
  await page.evaluate(() => {
    const census = (window as CensusWindow).__renderCensus
    if (!census) throw new Error('the render census is not installed (RENDER_CENSUS_SCRIPT)')
    census.start()
  })
  await interaction()
  const counts = await page.evaluate(() => (window as CensusWindow).__renderCensus?.stop() ?? {})
  const renders = Object.values(counts).reduce((sum, count) => sum + count, 0)
  return { renders, components: Object.keys(counts).length }
}
