import { expect, type Page } from '@playwright/test'
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
import { ticketNaming } from './quick-ticket'
import { REPLY_SHOWN_SELECTORS, REPLY_SHOWN_SCRIPT, type ProbeWindow } from './reply-shown'

const PLAN = { warmup: 2, runs: 9 }
/** A ticket's worth of items (issue 81's five), spread over the list's first page. */
const TICKET_IDS = 5

const epochNow = () => performance.timeOrigin + performance.now()

/** When the page's probe saw the reply shown, and when the page started and its code had run (epoch ms). */
type Shown = { readonly at: number; readonly pageStart: number; readonly codeRun: number }

/** The probe's time, checked to be the whole ticket's reply, with the page's own milestones. */
async function replyShownIn(page: Page, what: string): Promise<Shown> {
  const shown = await page.evaluate(async (progress) => {
    const at = await (window as ProbeWindow).__replyShown!.shown
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    return {
      at,
      pageStart: performance.timeOrigin,
      codeRun: performance.timeOrigin + (navigation?.domContentLoadedEventEnd ?? Number.NaN),
      total: document.querySelector(progress)?.getAttribute('aria-valuemax') ?? null,
    }
  }, REPLY_SHOWN_SELECTORS.progress)
  if (shown.total !== String(TICKET_IDS))
    throw new Error(`${what} looked up ${shown.total ?? 'nothing'} IDs of the ticket's ${TICKET_IDS}`)
  return shown
}

/** The first press's time, and where it went: the page opened, its code run (unbudgeted series). */
type FirstPress = { total: number[]; pageOpened: number[]; codeRun: number[] }

/**
 * The shortcut, as the e2e harness runs it in Chromium mode (the clipboard read, the core's
 * `openQuickAnswer`, the Quick answer window shown), until it shows the finished reply; then
 * Esc, as the agent closes it. The first press opens quick-answer.html; later ones find it kept
 * loaded and hidden, as the shell keeps it, and its probe is armed for the next reply.
 */
async function quickAnswerRun(
  app: LaunchedApp,
  ticket: string,
  kept: { page: Page | null },
  first: FirstPress,
): Promise<number> {
  await app.writeClipboard(ticket)
  await kept.page?.evaluate(() => (window as ProbeWindow).__replyShown!.arm())
  await settle(app.page)
  const start = epochNow()
  const quick = await app.quickAnswer()
  const shown = await replyShownIn(quick, 'the Quick answer window')
  if (kept.page === null) {
    first.total.push(shown.at - start)
    first.pageOpened.push(shown.pageStart - start)
    first.codeRun.push(shown.codeRun - start)
  }
  kept.page = quick
  await quick.keyboard.press('Escape')
  await expect.poll(() => app.quickAnswerShown()).toBe(false)
  return shown.at - start
}

/**
 * The floor: the same ticket pasted into `Item ID` (Ctrl+V) in the main window, which opens
 * `Look up several` with it and looks it up at once, until its reply can be copied. The
 * lookup is closed again after each run, so every run opens it as the shortcut opens its window.
 */
async function lookUpSeveralRun(app: LaunchedApp, ticket: string): Promise<number> {
  const { page } = app
  // In front again after the Quick answer window: a page behind another gets no animation frames.
  await page.bringToFront()
  await app.writeClipboard(ticket)
  await page.getByRole('textbox', { name: 'Item ID', exact: true }).focus()
  await page.evaluate(() => (window as ProbeWindow).__replyShown!.arm())
  await settle(page)
  const start = epochNow()
  await page.keyboard.press('ControlOrMeta+V')
  try {
    return (await replyShownIn(page, 'Look up several')).at - start
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
  if (ids.some((id) => id === undefined))
    throw new Error(`the catalog's first page has ${firstPage.length} items`)
  const ticket = ticketNaming(ids as number[])
  const app = await launchChromiumApp(
    { baseUrl: server.url, token: server.token },
    { initScript: REPLY_SHOWN_SCRIPT },
  )
  try {
    await waitForDataRows(app.page)
    const first: FirstPress = { total: [], pageOpened: [], codeRun: [] }
    const kept: { page: Page | null } = { page: null }
    const compared = await compareToFloor(
      PLAN,
      'quick_answer_ratio',
      ['quick_answer_ms', () => quickAnswerRun(app, ticket, kept, first)],
      ['quick_answer_lookup_ms', () => lookUpSeveralRun(app, ticket)],
    )
    return {
      series: [
        ...compared.series,
        // The one press per app run that loads the window: a warm-up run, so reported apart.
        seriesOf('quick_answer_first_press_ms', summarize(first.total)),
        seriesOf('quick_answer_first_page_opened_ms', summarize(first.pageOpened)),
        seriesOf('quick_answer_first_code_run_ms', summarize(first.codeRun)),
      ],
      figures: compared.figures,
    }
  } finally {
    await app.close()
  }
}
