import type { Page } from '@playwright/test'
import { MAX_LOOKUP_IDS } from '../../src/shared/catalog/limits'
import { MAX_WATCHED_ITEMS } from '../../src/shared/watch'
import type { DemoServerProcess } from '../demo-server-process'
import { seriesOf, type GroupOutcome } from '../report'
import { watchItems } from './app-ui'
import { waitIdle } from './page-probe'
import { distinctNames, measureRounds, namesForRounds, withAppBesideIdeal } from './interactions'

/** 200 checks a second: a full watch list on a fast catalog. */
const WATCH_INTERVAL_MS = 1_000
/** Far from the rows the item opens click, so none is cached by the lookup. */
const LOOKUP_FIRST_ID = 60_001

/** The three interactions while a lookup restarted before each run streams and 200 items are watched. */
export async function benchLoad(server: DemoServerProcess): Promise<GroupOutcome> {
  const names = await distinctNames(server, namesForRounds(1))
  const options = {
    launch: { watchIntervalMs: WATCH_INTERVAL_MS },
    // Open a lookup first: its lazily loaded stylesheet must be among the rules the ideal page copies.
    prepare: async (page: Page) => {
      const watched = Array.from({ length: MAX_WATCHED_ITEMS }, (_, index) => 1 + index * 97)
      await watchItems(page, watched)
      await startLookupAside(page)
    },
  }
  return withAppBesideIdeal(server, names, options, async (setup) => {
    const compared = (
      await measureRounds(setup, [1], {
        alsoBefore: () => startLookupAside(setup.app.page),
        beforeIdeal: () => stopLookupAside(setup.app.page),
      })
    ).flatMap((round) => round.compared)
    const ratios = compared.map(({ interaction, ratio }) => [`load_${interaction.key}_ideal_ratio`, ratio])
    return {
      // The floor's own series too: a floor far above the quiet `render` group's means the background leaked in.
      series: compared.flatMap(({ interaction, app, ideal }) => [
        seriesOf(`load_${interaction.key}_work_ms`, app),
        seriesOf(`load_${interaction.key}_ideal_work_ms`, ideal),
      ]),
      figures: Object.fromEntries(ratios),
    }
  })
}

/** A new lookup, set aside; opening it replaces the one before (main is told to stop it). */
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

/**
 * Stops the lookup set aside and waits until main has answered the stop (no call in flight), so
 * the ideal page runs without it: measured beside it, the floor cost several times the quiet one.
 * The watched items' checks go on: stopping them would mean re-watching 200 items every run, and
 * with the lookup stopped the floor came back to the quiet `render` group's.
 */
async function stopLookupAside(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Show lookup' }).click()
  const lookup = page.getByRole('region', { name: 'Bulk lookup' })
  const cancel = lookup.getByRole('button', { name: 'Cancel lookup' })
  // A lookup that ended on its own, even between the check and the click, has no Cancel left.
  if (await cancel.isVisible())
    await cancel.click({ timeout: 2_000 }).catch(async (error: unknown) => {
      if ((await cancel.count()) > 0) throw error
    })
  await cancel.waitFor({ state: 'detached' })
  await waitIdle(page)
  await lookup.getByRole('button', { name: 'Back to the list' }).click()
  await page.getByRole('button', { name: 'Show lookup' }).waitFor()
}
