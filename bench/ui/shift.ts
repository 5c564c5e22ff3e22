import type { Locator, Page } from '@playwright/test'
import { launchChromiumApp } from '../../e2e/chromium-host'
import { startDemoServerProcess, type DemoServerProcess } from '../demo-server-process'
import { seriesOf, type GroupOutcome } from '../report'
import { summarize, type Summary } from '../stats'
import { currentPage, ITEMS_TABLE, setPageSize, waitForDataRows, watchItems } from './app-ui'
import { distinctNames, PAGE_SIZE } from './interactions'
import { heapObjectBytes } from './heap-objects'
import { mainThreadWork, type MainThreadWork } from './main-thread-work'
import { centreOf, clickAt, DETAIL_ID_SELECTOR, installProbe, waitIdle, type Shown } from './page-probe'
import { SHIFT, SHIFT_FIRST_ID, shiftPlan, type ShiftAction } from './shift-plan'

const ITEMS = 100_000
/** The first catalog holds the watched items; the shift starts and ends in it. */
const LABELS = ['Shift home', 'Shift other'] as const
/** A day's 60 s check interval, compressed about as much as the day. */
const WATCH_INTERVAL_MS = 5_000
/** Rounds of the three timed interactions at each end of the shift. */
const DRIFT_ROUNDS = 5
const READINGS = ['objects_mb', 'heap_mb', 'nodes', 'listeners', 'timers', 'handles'] as const
type Reading = Record<(typeof READINGS)[number], number>

/** A compressed day through the real UI, read after its first eighth and at its end (bench/README.md). */
export async function benchShift(): Promise<GroupOutcome> {
  const servers = await Promise.all([
    startDemoServerProcess({ items: ITEMS, seed: 3, scriptable: true }),
    startDemoServerProcess({ items: ITEMS, seed: 4 }),
  ])
  const [home, other] = servers
  try {
    const names = await distinctNames(home, 2 * DRIFT_ROUNDS + 1)
    const driftNames = names.splice(0, 2 * DRIFT_ROUNDS)
    const watched = Array.from({ length: SHIFT.watched }, (_, index) => SHIFT_FIRST_ID + index * 97)
    for (const id of watched) await setStatus(home, id, 'WAITING_FOR_SEND')
    const plan = shiftPlan(46, ITEMS, names, watched)
    const startAfter = 2 * Math.round(plan.stints.length / 16) - 1
    const launch = { watchIntervalMs: WATCH_INTERVAL_MS }
    const app = await launchChromiumApp(launch, { initScript: TIMER_COUNT_SCRIPT })
    try {
      const { page } = app
      await connect(page, home, LABELS[0])
      await chooseInCatalogMenu(page, 'Add catalog…')
      await connect(page, other, LABELS[1])
      await chooseInCatalogMenu(page, LABELS[0])
      await waitForDataRows(page)
      await installProbe(page)
      await setPageSize(page, PAGE_SIZE)
      // Their status as the catalog now has it: the first checks find nothing changed.
      await watchItems(page, watched, 'WAITING_FOR_SEND')
      const work = await mainThreadWork(page)
      const readings: Reading[] = []
      const rounds: number[][] = []
      const started = performance.now()
      for (const [stint, actions] of plan.stints.entries()) {
        const last = stint === plan.stints.length - 1
        await runStint(page, actions, last ? null : LABELS[(stint + 1) % 2]!)
        for (const id of plan.moves[stint] ?? []) await setStatus(home, id, 'WAITING_FOR_TRADE_ACCEPT')
        if (stint !== startAfter && !last) continue
        readings.push(await reading(page, work))
        const firstId = 1 + rounds.length * DRIFT_ROUNDS
        rounds.push(await driftRounds(page, work, driftNames.splice(0, DRIFT_ROUNDS), firstId))
      }
      const [start, end] = readings as [Reading, Reading]
      const [early, late] = rounds.map(summarize) as [Summary, Summary]
      const figures: Record<string, number> = {
        shift_heap_steady_ratio: end.objects_mb / start.objects_mb,
        shift_drift_ratio: late.median / early.median,
        shift_seconds: Math.round((performance.now() - started) / 1000),
      }
      for (const key of READINGS) {
        const thing = key.replace('_mb', '')
        Object.assign(figures, { [`shift_${thing}_start`]: start[key], [`shift_${thing}_end`]: end[key] })
        if (!key.endsWith('_mb')) figures[`shift_${thing}_growth`] = end[key] - start[key]
      }
      const series = [seriesOf('shift_work_start_ms', early), seriesOf('shift_work_end_ms', late)]
      return { series, figures }
    } finally {
      await app.close()
    }
  } finally {
    await Promise.all(servers.map((server) => server.close()))
  }
}

async function setStatus(server: DemoServerProcess, id: number, status: string): Promise<void> {
  const url = `${server.url}/__demo/items/${id}/status?value=${status}`
  const response = await fetch(url, { method: 'POST', headers: { Authorization: `Bearer ${server.token}` } })
  if (response.status !== 204) throw new Error(`POST ${url} answered HTTP ${response.status}`)
}

async function connect(page: Page, server: DemoServerProcess, label: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Base URL', exact: true }).fill(server.url)
  await page.getByLabel('Access token', { exact: true }).fill(server.token)
  await page.getByRole('textbox', { name: 'Label', exact: true }).fill(label)
  await page.getByRole('checkbox', { name: 'Remember token in system keychain' }).check()
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await waitForDataRows(page)
}

async function chooseInCatalogMenu(page: Page, entry: string): Promise<void> {
  await page.getByRole('button', { name: 'Catalog', exact: true }).click()
  const menu = page.getByRole('menu', { name: 'Catalog' })
  await menu.getByRole('menuitem', { name: entry, exact: true }).click()
}

/** The same state at both readings: no pane, no filter, page 1, nothing in flight. */
async function settleHome(page: Page): Promise<void> {
  for (const name of ['Close details', 'Clear filters', 'First page']) {
    const button = page.getByRole('button', { name, exact: true })
    if ((await button.count()) > 0 && (await button.isEnabled())) await button.click()
    await waitIdle(page)
  }
}

async function reading(page: Page, work: MainThreadWork): Promise<Reading> {
  await settleHome(page)
  for (let pass = 0; pass < 2; pass += 1) await work.session.send('HeapProfiler.collectGarbage')
  const { usedSize } = await work.session.send('Runtime.getHeapUsage')
  const objects = await heapObjectBytes(work.session)
  const { metrics } = await work.session.send('Performance.getMetrics')
  const metric = (name: string) => metrics.find((entry) => entry.name === name)?.value ?? NaN
  const timers = await page.evaluate<number>('window.__liveTimers?.() ?? NaN')
  const [nodes, listeners] = [metric('Nodes'), metric('JSEventListeners')]
  const handles = process.getActiveResourcesInfo().length
  return { objects_mb: objects / 1024 ** 2, heap_mb: usedSize / 1024 ** 2, nodes, listeners, timers, handles }
}

/** Each round's work: opening an item never opened (from `firstId`), Next, Apply filters with a new name. */
async function driftRounds(page: Page, work: MainThreadWork, names: string[], firstId: number) {
  const timed = async (target: Locator, shown: Shown) => {
    await waitIdle(page)
    return (await clickAt(page, work, await centreOf(target), shown)).work
  }
  const filters = page.getByRole('search', { name: 'Item filters' })
  const sums: number[] = []
  for (const [round, name] of names.entries()) {
    await settleHome(page)
    const id = firstId + round
    const row = page.locator(`${ITEMS_TABLE} tr[data-item-id="${id}"]`)
    const open = await timed(row, { item: id })
    const next = { page: (await currentPage(page)) + 1, limit: PAGE_SIZE }
    const turn = await timed(page.getByRole('button', { name: 'Next page', exact: true }), next)
    await settleHome(page)
    await filters.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
    const apply = filters.getByRole('button', { name: 'Apply filters' })
    sums.push(open + turn + (await timed(apply, { page: 1, limit: PAGE_SIZE })))
  }
  return sums
}

/** A stint in one evaluation: a Playwright action per step would cost more than the app's own work. */
async function runStint(page: Page, actions: readonly ShiftAction[], catalog: string | null): Promise<void> {
  const args = { list: actions, detailSelector: DETAIL_ID_SELECTOR, switchTo: catalog }
  await page.evaluate(async ({ list, detailSelector, switchTo }) => {
    const frame = () => new Promise(requestAnimationFrame)
    const probe = (window as { __bench?: { inflight: number } }).__bench
    if (!probe) throw new Error('the probe is not installed')
    const settle = async (what: string, done: () => boolean = () => true) => {
      await frame()
      for (const until = performance.now() + 20_000; !(done() && probe.inflight === 0); await frame())
        if (performance.now() > until) throw new Error(`${what}: not done within 20 s`)
      await frame()
    }
    const named = (name: string) =>
      [...document.querySelectorAll<HTMLElement>('button, [role="menuitem"]')].find(
        (element) => (element.getAttribute('aria-label') ?? element.textContent?.trim()) === name,
      ) as HTMLButtonElement | undefined
    const press = (name: string) => {
      const button = named(name)
      if (!button) throw new Error(`no control named ${JSON.stringify(name)}`)
      button.click()
    }
    const type = (label: string, text: string) => {
      const field = [...document.querySelectorAll('label')].find((l) => l.textContent?.trim() === label)
        ?.control as HTMLInputElement | null | undefined
      if (!field) throw new Error(`no field labelled ${JSON.stringify(label)}`)
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, text)
      field.dispatchEvent(new Event('input', { bubbles: true }))
    }
    const text = (selector: string) => document.querySelector(selector)?.textContent?.trim() ?? ''
    const position = () => text('nav[aria-label="Pagination"]')
    for (const action of list) {
      if (action.kind === 'open') {
        type('Item ID', String(action.id))
        press('Open item')
        await settle(`item ${action.id}`, () => text(detailSelector) === String(action.id))
      } else if (action.kind === 'filter') {
        if (named('Clear filters')?.disabled === false) press('Clear filters')
        await settle('Clear filters')
        type('Name', action.name)
        press('Apply filters')
        await settle(`filter ${action.name}`)
      } else if (action.kind === 'lookup') {
        press('Look up several')
        await settle('the bulk lookup', () => named('Look up') !== undefined)
        type('Item IDs', action.ids.join(', '))
        press('Look up')
        const bar = () => document.querySelector('div[role="progressbar"][aria-label="Lookup progress"]')
        const answered = () =>
          bar() !== null && bar()?.getAttribute('aria-valuenow') === bar()?.getAttribute('aria-valuemax')
        await settle(`lookup of ${action.ids.length}`, () => answered() && !named('Cancel lookup'))
        press('Close bulk lookup')
        await settle('closing the bulk lookup')
      } else {
        // Previous on page 1 turns forward instead; a filter of one page has nowhere to turn.
        const wanted = named(action.kind === 'next' ? 'Next page' : 'Previous page')
        const button = wanted?.disabled ? named('Next page') : wanted
        if (!button || button.disabled) continue
        const before = position()
        button.click()
        await settle('a page turn', () => position() !== before)
      }
    }
    if (switchTo === null) return
    press('Catalog')
    await frame()
    press(switchTo)
    await settle(`switch to ${switchTo}`, () => text('button[aria-label="Catalog"]').startsWith(switchTo))
  }, args)
}

/** An init script: `window.__liveTimers()` counts the page's pending timeouts and intervals. */
const TIMER_COUNT_SCRIPT = `(() => {
  const live = new Set(), { setTimeout: st, setInterval: si, clearTimeout: ct, clearInterval: ci } = window
  window.setTimeout = (fn, ms, ...args) => { const id = st((...a) => { live.delete(id); typeof fn === 'function' && fn(...a) }, ms, ...args); live.add(id); return id }
  window.setInterval = (...args) => { const id = si(...args); live.add(id); return id }
  window.clearTimeout = (id) => { live.delete(id); ct(id) }
  window.clearInterval = (id) => { live.delete(id); ci(id) }
  window.__liveTimers = () => live.size
})();`
