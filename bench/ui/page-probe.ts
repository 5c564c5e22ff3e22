import type { Page } from '@playwright/test'

/**
 * In-page instruments for the UI measurements, installed with `page.evaluate` (over CDP, so
 * the app's strict CSP stays untouched and nothing is added to the app's own code).
 *
 * 1. A pass-through wrapper around the chromium harness's `window.__catalogInvoke` transport
 *    that counts requests in flight and keeps the last few calls (channel, page, limit, start,
 *    end). It changes nothing the app sees; it lets the bench wait until background prefetches
 *    are done, and prove afterwards whether a page came from the network or from the cache.
 *    The log is a small ring, so it cannot itself grow the heap being measured.
 * 2. A paint timer: a window capture-phase click listener on the named button (start), and a
 *    MutationObserver that waits for the first data row of the Items table to show another
 *    item ID (React's commit). It then marks that row's first cell with an `elementtiming`
 *    attribute, and the Element Timing API reports when that text was first presented on
 *    screen (end): the moment a person sees the new rows. All times are the page's own
 *    performance.now(), so the driver's CDP round trips are not in the figures.
 *
 * Why Element Timing and not "rAF, then a posted task": the task runs after whatever else is
 * queued (the new rows' thumbnails loading, IPC answers) and measured up to 100 ms late on
 * this machine, at random; the presentation time has no such noise. The rAF-based end is
 * still taken, as a fallback and a cross-check.
 */
export interface PaintTiming {
  /** Click → the new rows presented on screen (Element Timing; rAF fallback, see `painted`). */
  readonly ms: number
  /** How the end was taken: 'element-timing' (presentation time) or 'frame' (fallback). */
  readonly painted: 'element-timing' | 'frame'
  /** Click → the new rows in the DOM (React's commit), before style, layout and paint. */
  readonly commitMs: number
  /** Click → the animation frame that shows the new rows begins. */
  readonly frameMs: number
  /** Duration of the `items:list` call that fetched the page (0 when none did). */
  readonly requestMs: number
  readonly firstId: number
  readonly rows: number
  /** `items:list` calls for the shown page that started after the click and ended before the commit. */
  readonly fetched: number
}

interface InvokeEntry {
  readonly channel: string
  readonly page: number | null
  readonly limit: number | null
  readonly start: number
  end: number | null
}

interface Marks {
  readonly start: number
  readonly commit: number
  readonly frame: number
  readonly frameEnd: number
  readonly presented: number | null
  readonly firstId: number
  readonly rows: number
}

interface Probe {
  inflight: number
  lastChange: number
  readonly log: InvokeEntry[]
  pending: Promise<Marks | { error: string }> | null
}

type ProbeWindow = Window & {
  __catalogInvoke?: (channel: string, payload: unknown) => Promise<unknown>
  __bench?: Probe
}

/** The Prioritized Task Scheduling API (Chromium 94+), not yet in TypeScript's DOM types. */
interface TaskScheduler {
  postTask(callback: () => void, options: { priority: 'user-blocking' }): Promise<void>
}

type ElementTimingEntry = PerformanceEntry & { identifier: string; renderTime: number; loadTime: number }

const LOG_SIZE = 64

export async function installProbe(page: Page): Promise<void> {
  // tsx compiles the bench with esbuild's keepNames, which wraps named inner functions in a
  // `__name(fn, "name")` helper; the functions below run in the page, where it does not exist.
  await page.evaluate('globalThis.__name ??= (fn) => fn')
  await page.evaluate((logSize) => {
    const w = window as ProbeWindow
    if (w.__bench) return
    const original = w.__catalogInvoke
    if (typeof original !== 'function')
      throw new Error('window.__catalogInvoke is missing: not the chromium harness')
    const probe: Probe = { inflight: 0, lastChange: performance.now(), log: [], pending: null }
    w.__bench = probe
    w.__catalogInvoke = (channel: string, payload: unknown) => {
      const query = (payload as { query?: { page?: number; limit?: number } } | undefined)?.query
      const entry: InvokeEntry = {
        channel,
        page: query?.page ?? null,
        limit: query?.limit ?? null,
        start: performance.now(),
        end: null,
      }
      probe.log.push(entry)
      if (probe.log.length > logSize) probe.log.shift()
      probe.inflight += 1
      probe.lastChange = entry.start
      return original(channel, payload).finally(() => {
        entry.end = performance.now()
        probe.inflight -= 1
        probe.lastChange = entry.end
      })
    }
  }, LOG_SIZE)
}

/** Waits until no request has been in flight for `quietMs` (background prefetches done). */
export async function waitIdle(page: Page, quietMs = 250, timeoutMs = 20_000): Promise<void> {
  await page.waitForFunction(
    (quiet) => {
      const probe = (window as ProbeWindow).__bench
      return probe !== undefined && probe.inflight === 0 && performance.now() - probe.lastChange >= quiet
    },
    quietMs,
    { polling: 50, timeout: timeoutMs },
  )
}

/** The item ID in the first data row of the Items table, or null while there is none. */
export async function firstRowId(page: Page): Promise<number | null> {
  return page.evaluate(() => {
    const row = document.querySelector('table[aria-label="Items"] tbody tr:not([aria-hidden="true"])')
    const text = row?.querySelector('td, th')?.textContent?.trim() ?? ''
    return /^\d+$/.test(text) ? Number(text) : null
  })
}

/** Arms the paint timer for the next click on the button named `buttonName`. */
export async function armPaintTimer(page: Page, buttonName: string): Promise<void> {
  await page.evaluate((name) => {
    const probe = (window as ProbeWindow).__bench
    if (!probe) throw new Error('the probe is not installed')
    const firstRow = () =>
      document.querySelector('table[aria-label="Items"] tbody tr:not([aria-hidden="true"])')
    const idOf = (row: Element | null) => {
      const text = row?.querySelector('td, th')?.textContent?.trim() ?? ''
      return /^\d+$/.test(text) ? Number(text) : null
    }
    const before = idOf(firstRow())
    probe.pending = new Promise((resolve) => {
      let start: number | null = null
      const timeout = setTimeout(() => {
        cleanup()
        resolve({ error: `no new rows within 15 s of clicking ${name}` })
      }, 15_000)
      const onClick = (event: MouseEvent) => {
        const button = (event.target as Element | null)?.closest?.('button')
        // The input event's own time (same clock as performance.now()): what the agent waits
        // from is the click, not the moment a listener happened to run.
        // Named by aria-label (the pager's icon buttons) or by its text (Apply filters).
        const buttonName = button?.getAttribute('aria-label') ?? button?.textContent?.trim()
        if (start === null && buttonName === name) start = event.timeStamp
      }
      const observer = new MutationObserver(() => {
        if (start === null) return
        const row = firstRow()
        const id = idOf(row)
        if (id === null || id === before) return
        cleanup()
        const commit = performance.now()
        const clickedAt = start
        const rows = row?.parentElement?.querySelectorAll(':scope > tr:not([aria-hidden="true"])').length ?? 0

        // Marked before the frame that paints it: Element Timing reports an element's first paint.
        const mark = `bench-${id}-${Math.round(commit)}`
        const presented = new Promise<number | null>((done) => {
          const giveUp = setTimeout(() => {
            timing.disconnect()
            done(null)
          }, 3_000)
          const timing = new PerformanceObserver((list) => {
            const entry = list.getEntries().find((e) => (e as ElementTimingEntry).identifier === mark)
            if (!entry) return
            clearTimeout(giveUp)
            timing.disconnect()
            const { renderTime, loadTime } = entry as ElementTimingEntry
            done(renderTime || loadTime || null)
          })
          timing.observe({ type: 'element', buffered: false })
        })
        const cell = row?.querySelector('td, th')
        for (const element of cell ? [cell, ...cell.querySelectorAll('*')] : []) {
          element.setAttribute('elementtiming', mark)
        }

        requestAnimationFrame(() => {
          const frame = performance.now()
          // The fallback end: a task posted from rAF runs after this frame's style, layout and
          // paint, at user-blocking priority so as little queued work as possible goes first.
          const afterFrame = () => {
            const frameEnd = performance.now()
            void presented.then((at) =>
              resolve({ start: clickedAt, commit, frame, frameEnd, presented: at, firstId: id, rows }),
            )
          }
          const scheduler = (window as { scheduler?: TaskScheduler }).scheduler
          if (scheduler) void scheduler.postTask(afterFrame, { priority: 'user-blocking' })
          else {
            const channel = new MessageChannel()
            channel.port1.onmessage = afterFrame
            channel.port2.postMessage(null)
          }
        })
      })
      const cleanup = () => {
        clearTimeout(timeout)
        observer.disconnect()
        window.removeEventListener('click', onClick, true)
      }
      window.addEventListener('click', onClick, true)
      observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    })
  }, buttonName)
}

/** Waits for the armed timer; `expected` names the page that should now be on screen. */
export async function paintTiming(
  page: Page,
  expected: { page: number; limit: number },
): Promise<PaintTiming> {
  const outcome = await page.evaluate(
    async ({ expectedPage, expectedLimit }) => {
      const probe = (window as ProbeWindow).__bench
      if (!probe?.pending) return { error: 'the paint timer was not armed' }
      const marks = await probe.pending
      probe.pending = null
      if ('error' in marks) return marks
      const requests = probe.log.filter(
        (entry) =>
          entry.channel === 'items:list' &&
          entry.page === expectedPage &&
          entry.limit === expectedLimit &&
          entry.start >= marks.start &&
          entry.end !== null &&
          entry.end <= marks.commit,
      )
      const end = marks.presented ?? marks.frameEnd
      return {
        ms: end - marks.start,
        painted: marks.presented === null ? ('frame' as const) : ('element-timing' as const),
        commitMs: marks.commit - marks.start,
        frameMs: marks.frame - marks.start,
        requestMs: requests.reduce(
          (longest, entry) => Math.max(longest, (entry.end ?? entry.start) - entry.start),
          0,
        ),
        firstId: marks.firstId,
        rows: marks.rows,
        fetched: requests.length,
      }
    },
    { expectedPage: expected.page, expectedLimit: expected.limit },
  )
  if ('error' in outcome) throw new Error(outcome.error)
  return outcome
}

/**
 * One frame, measured the same way as the figures it floors: from a real click's
 * `event.timeStamp` to the end of the second animation frame after it (the frame that can
 * first show anything the click changed). A click on the results bar's text changes nothing,
 * so this is the least any click → paint can take in this page, on this machine, now.
 */
export async function frameFloorMs(page: Page): Promise<number> {
  const armed = page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const timeout = setTimeout(() => reject(new Error('no click within 5 s')), 5_000)
        window.addEventListener(
          'click',
          (event) => {
            const start = event.timeStamp
            requestAnimationFrame(() =>
              requestAnimationFrame(() => {
                clearTimeout(timeout)
                resolve(performance.now() - start)
              }),
            )
          },
          { capture: true, once: true },
        )
      }),
  )
  // Give the listener a moment to be in place before the click arrives.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)))
  await page
    .locator('.results-bar')
    .first()
    .click({ position: { x: 4, y: 4 } })
  return armed
}
