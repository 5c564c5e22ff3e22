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
 * 2. A paint timer: a window capture-phase click listener on the named button or item row
 *    (start), and a MutationObserver that waits for the first data row of the Items table
 *    (or the detail pane's fields) to show another item ID (React's commit). It then marks
 *    that element with an `elementtiming` attribute, and the Element Timing API reports when
 *    its text was first presented on screen (end): the moment a person sees the new rows or
 *    the item. All times are the page's own performance.now(), so the driver's CDP round
 *    trips are not in the figures.
 *
 * Why Element Timing and not "rAF, then a posted task": the task runs after whatever else is
 * queued (the new rows' thumbnails loading, IPC answers) and measured up to 100 ms late on
 * this machine, at random; the presentation time has no such noise. The rAF-based end is
 * still taken, as a fallback and a cross-check.
 */
export interface PaintTiming {
  /** Click → the new rows (or item details) presented on screen (Element Timing; rAF fallback, see `painted`). */
  readonly ms: number
  /** How the end was taken: 'element-timing' (presentation time) or 'frame' (fallback). */
  readonly painted: 'element-timing' | 'frame'
  /** Click → the new rows in the DOM (React's commit), before style, layout and paint. */
  readonly commitMs: number
  /** Click → the animation frame that shows the new rows begins. */
  readonly frameMs: number
  /** Duration of the request that fetched what is shown (`items:list` or `items:get`; 0 when none did). */
  readonly requestMs: number
  readonly firstId: number
  readonly rows: number
  /** Requests for what is shown (that page, or that item) that started after the click and ended before the commit. */
  readonly fetched: number
}

interface InvokeEntry {
  readonly channel: string
  readonly page: number | null
  readonly limit: number | null
  /** The item an `items:get` asked for. */
  readonly id: number | null
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
      const request = payload as { query?: { page?: number; limit?: number }; id?: number } | undefined
      const query = request?.query
      const entry: InvokeEntry = {
        channel,
        page: query?.page ?? null,
        limit: query?.limit ?? null,
        id: typeof request?.id === 'number' ? request.id : null,
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

/** What starts the paint timer: a click on the button of this name, or on the row of this item. */
export type PaintTrigger = { readonly button: string } | { readonly row: number }

/**
 * What ends it: the Items table's first row shows another item (`rows`), or the detail pane
 * shows another item's fields (`detail`: the item's own ID in its fields, which appear only
 * once its data has arrived).
 */
export type PaintTarget = 'rows' | 'detail'

/** The item ID among the detail pane's fields (not the trade URL's): its data is on screen. */
export const DETAIL_ID_SELECTOR = '.detail dl.fields:not(.fields--trade) .fields__content .num'

/** Arms the paint timer for the next click `trigger` names, until `target` shows another item. */
export async function armPaintTimer(
  page: Page,
  trigger: PaintTrigger,
  target: PaintTarget = 'rows',
): Promise<void> {
  await page.evaluate(
    ({ trigger, target, detailSelector }) => {
      const probe = (window as ProbeWindow).__bench
      if (!probe) throw new Error('the probe is not installed')
      // The element whose text is the item ID shown: the first data row's first cell, or
      // the detail pane's ID field.
      const shownElement = () =>
        target === 'rows'
          ? (document
              .querySelector('table[aria-label="Items"] tbody tr:not([aria-hidden="true"])')
              ?.querySelector('td, th') ?? null)
          : document.querySelector(detailSelector)
      const idOf = (element: Element | null) => {
        const text = element?.textContent?.trim() ?? ''
        return /^\d+$/.test(text) ? Number(text) : null
      }
      const clicked = (event: MouseEvent) => {
        const element = event.target as Element | null
        if ('row' in trigger)
          return element?.closest?.('tr[data-item-id]')?.getAttribute('data-item-id') === String(trigger.row)
        const button = element?.closest?.('button')
        // Named by aria-label (the pager's icon buttons) or by its text (Apply filters).
        return (button?.getAttribute('aria-label') ?? button?.textContent?.trim()) === trigger.button
      }
      const what = 'row' in trigger ? `the row of item ${trigger.row}` : trigger.button
      const before = idOf(shownElement())
      probe.pending = new Promise((resolve) => {
        let start: number | null = null
        const timeout = setTimeout(() => {
          cleanup()
          resolve({
            error: `no new ${target === 'rows' ? 'rows' : 'item details'} within 15 s of clicking ${what}`,
          })
        }, 15_000)
        const onClick = (event: MouseEvent) => {
          // The input event's own time (same clock as performance.now()): what the agent waits
          // from is the click, not the moment a listener happened to run.
          if (start === null && clicked(event)) start = event.timeStamp
        }
        const observer = new MutationObserver(() => {
          if (start === null) return
          const shown = shownElement()
          const id = idOf(shown)
          if (id === null || id === before) return
          cleanup()
          const commit = performance.now()
          const clickedAt = start
          const rows =
            target === 'rows'
              ? (shown?.closest('tbody')?.querySelectorAll(':scope > tr:not([aria-hidden="true"])').length ??
                0)
              : 0

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
          // Element Timing credits painted text to the nearest block-level ancestor: the
          // table cell is one, the detail pane's ID is an inline span in its field, so the
          // field's new elements up to its list are marked as well.
          const marked = shown ? [shown, ...shown.querySelectorAll('*')] : []
          if (target === 'detail')
            for (let up = shown?.parentElement; up; up = up.parentElement) {
              marked.push(up)
              if (up.matches('dl')) break
            }
          for (const element of marked) element.setAttribute('elementtiming', mark)

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
    },
    { trigger, target, detailSelector: DETAIL_ID_SELECTOR },
  )
}

/**
 * Waits for the armed timer; `expected` names what should now be on screen: a page of the
 * list (its `items:list` request is looked for) or an item (its `items:get`).
 */
export async function paintTiming(
  page: Page,
  expected: { readonly page: number; readonly limit: number } | { readonly item: number },
): Promise<PaintTiming> {
  const outcome = await page.evaluate(async (wanted) => {
    const probe = (window as ProbeWindow).__bench
    if (!probe?.pending) return { error: 'the paint timer was not armed' }
    const marks = await probe.pending
    probe.pending = null
    if ('error' in marks) return marks
    const asked = (entry: InvokeEntry) =>
      'item' in wanted
        ? entry.channel === 'items:get' && entry.id === wanted.item
        : entry.channel === 'items:list' && entry.page === wanted.page && entry.limit === wanted.limit
    const requests = probe.log.filter(
      (entry) =>
        asked(entry) && entry.start >= marks.start && entry.end !== null && entry.end <= marks.commit,
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
  }, expected)
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
