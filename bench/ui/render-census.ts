import type { Page } from '@playwright/test'
import { installRenderCensus, type CensusWindow } from '../../src/renderer/testing/render-census.test-support'

/** The census as an init script, in place before React DOM loads (with the `__name` tsx's keepNames needs). */
export const RENDER_CENSUS_SCRIPT = `globalThis.__name ??= (fn) => fn;\n(${installRenderCensus.toString()})();`

/** The component renders while `interaction` ran, in all and distinct; untimed, as walking the tree costs time. */
export async function countRenders(page: Page, interaction: () => Promise<unknown>) {
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
