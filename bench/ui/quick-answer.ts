import type { Page } from '@playwright/test'
import { launchChromiumApp } from '../../e2e/chromium-host'
import type { LaunchedApp } from '../../e2e/launch-types'
import { EMPTY_FILTERS } from '../../src/shared/catalog'
import { bareListPage } from '../bare-fetch'
import type { DemoServerProcess } from '../demo-server-process'
import { seriesOf, type GroupOutcome } from '../report'
import { compareToFloor } from '../sampling'
import { summarize } from '../stats'
import { waitForDataRows } from './app-ui'
import { settle } from './page-probe'
import { REPLY_SHOWN_SELECTORS, REPLY_SHOWN_SCRIPT, type ProbeWindow } from './reply-shown'

const PLAN = { warmup: 2, runs: 9 }
/** A ticket's worth of items (issue 81's five), spread over the list's first page. */
const TICKET_IDS = 5

/** A customer's ticket naming `ids` the way the e2e's five-item ticket does. */
export function ticketNaming(ids: readonly number[]): string {
  if (ids.length < 2) throw new Error(`a ticket of several items needs two IDs or more, not ${ids.length}`)
  const marked = ids.map((id) => `#${id}`)
  return `Hi, I bought ${marked.slice(0, -1).join(', ')} and ${marked.at(-1)} last week and have not got them yet. Can you check please?`
}

const epochNow = () => performance.timeOrigin + performance.now()

/** The time the page's probe saw the reply shown, checked to be about the whole ticket. */
async function replyShownAt(page: Page, what: string): Promise<number> {
  const shown = await page.evaluate(
    async (progress) => ({
      at: await (window as ProbeWindow).__replyShown!.shown,
      total: document.querySelector(progress)?.getAttribute('aria-valuemax') ?? null,
    }),
    REPLY_SHOWN_SELECTORS.progress,
  )
  if (shown.total !== String(TICKET_IDS))
    throw new Error(`${what} looked up ${shown.total ?? 'nothing'} IDs of the ticket's ${TICKET_IDS}`)
  return shown.at
}

/**
 * The shortcut, as the e2e harness runs it in Chromium mode (the clipboard read, the core's
 * `openQuickAnswer`, quick-answer.html opened beside the main window), until the Quick answer
 * window shows the finished reply. `opened` gets the time until the window's page had loaded.
 */
async function quickAnswerRun(app: LaunchedApp, ticket: string, opened: number[]): Promise<number> {
  await app.writeClipboard(ticket)
  await settle(app.page)
  const start = epochNow()
  const quick = await app.quickAnswer()
  try {
    opened.push(epochNow() - start)
    return (await replyShownAt(quick, 'the Quick answer window')) - start
  } finally {
    await quick.close()
  }
}

/**
 * The floor: the same ticket pasted into `Item ID` (Ctrl+V) in the main window, which opens
 * `Look up several` with it and looks it up at once, until its reply can be copied. The
 * lookup is closed again after each run, so every run opens it as the shortcut opens its window.
 */
async function lookUpSeveralRun(app: LaunchedApp, ticket: string): Promise<number> {
  const { page } = app
  await app.writeClipboard(ticket)
  await page.getByRole('textbox', { name: 'Item ID', exact: true }).focus()
  await page.evaluate(() => (window as ProbeWindow).__replyShown!.arm())
  await settle(page)
  const start = epochNow()
  await page.keyboard.press('ControlOrMeta+V')
  try {
    return (await replyShownAt(page, 'Look up several')) - start
  } finally {
    await page.getByRole('button', { name: 'Close bulk lookup', exact: true }).click()
    await page.getByRole('region', { name: 'Bulk lookup' }).waitFor({ state: 'detached' })
  }
}

/**
 * `quick_answer_ratio`: a copied five-item ticket, from the shortcut to the reply shown in the
 * Quick answer window, over the same ticket pasted into the main window to its reply ready to
 * copy, in one app, run after run (bench/README.md says why the floor is fair).
 */
export async function benchQuickAnswer(server: DemoServerProcess): Promise<GroupOutcome> {
  const firstPage = await bareListPage(server, { filters: EMPTY_FILTERS, limit: 25, page: 1 })
  const ids = Array.from({ length: TICKET_IDS }, (_, index) => firstPage[index * 5]?.id)
  if (ids.some((id) => id === undefined)) throw new Error(`the catalog's first page has ${firstPage.length} items`)
  const ticket = ticketNaming(ids as number[])
  const app = await launchChromiumApp(
    { baseUrl: server.url, token: server.token },
    { initScript: REPLY_SHOWN_SCRIPT },
  )
  try {
    await waitForDataRows(app.page)
    const opened: number[] = []
    const compared = await compareToFloor(
      PLAN,
      'quick_answer_ratio',
      ['quick_answer_ms', () => quickAnswerRun(app, ticket, opened)],
      ['quick_answer_lookup_ms', () => lookUpSeveralRun(app, ticket)],
    )
    return {
      series: [...compared.series, seriesOf('quick_answer_window_loaded_ms', summarize(opened.slice(PLAN.warmup)))],
      figures: compared.figures,
    }
  } finally {
    await app.close()
  }
}
