import type { Page } from '@playwright/test'
import { seriesOf, type Series } from '../report'
import { summarize } from '../stats'

/** Epoch times in ms (one machine, one wall clock), by moment name. */
type Moments = Readonly<Record<string, number>>

/**
 * The page's moments in time order, each as the time since the one before (the first since the
 * bench's call): phases that add up to the start. Main's count from the bench's call, and
 * `main_first_page_lead` is how long before the window asked main had the first page.
 */
export function phasesOf(start: number, page: Moments, main: Moments): Record<string, number> {
  const phases: Record<string, number> = {}
  let previous = start
  for (const [name, at] of Object.entries(page).sort(([, a], [, b]) => a - b)) {
    phases[name] = at - previous
    previous = at
  }
  for (const [name, at] of Object.entries(main)) phases[`main_${name}`] = at - start
  const asked = page.catalog_first_page_asked
  if (asked !== undefined && main.first_page_answered !== undefined)
    phases.main_first_page_lead = asked - main.first_page_answered
  return phases
}

export function breakdownSeries(starts: readonly Record<string, number>[]): Series[] {
  return [...new Set(starts.flatMap((phases) => Object.keys(phases)))].map((name) => {
    const words = name.replaceAll('_', ' ')
    const label = name.startsWith('main_')
      ? `startup, ${words} (from the bench's call)`
      : `startup phase: → ${words}`
    return seriesOf(
      `startup_phase_${name}_ms`,
      label,
      summarize(starts.flatMap((phases) => phases[name] ?? [])),
    )
  })
}

/** The hosted core's log lines that mark main's moments. */
const MAIN_MOMENTS = {
  session_restored: /session: connected to /,
  first_page_answered: /first page: answered/,
}

/** Collects the hosted core's log with the host's time of each line. */
export function coreLogClock() {
  const lines: { at: number; line: string }[] = []
  return {
    log: (line: string) => lines.push({ at: performance.timeOrigin + performance.now(), line }),
    moments: (): Moments => {
      const found: Record<string, number> = {}
      for (const [name, pattern] of Object.entries(MAIN_MOMENTS)) {
        const at = lines.find(({ line }) => pattern.test(line))?.at
        if (at !== undefined) found[name] = at
      }
      return found
    },
  }
}

/** Once the first row was painted: navigation start, HTML loaded, the window's User Timing marks. */
export async function readPageMoments(page: Page): Promise<Moments> {
  await page.evaluate('globalThis.__name ??= (fn) => fn')
  return page.evaluate(async () => {
    const origin = performance.timeOrigin
    const navigation = performance.getEntriesByType('navigation')[0] as
      PerformanceNavigationTiming | undefined
    const firstRowPainted = await (window as Window & { __firstRowPaint?: Promise<number> }).__firstRowPaint
    if (!navigation || firstRowPainted === undefined)
      throw new Error('the start left no navigation entry or first row paint')
    const moments: Record<string, number> = {
      navigation_start: origin,
      html_loaded: origin + navigation.responseEnd,
      first_row_painted: firstRowPainted,
    }
    for (const mark of performance.getEntriesByType('mark'))
      moments[mark.name.replace(/\W+/g, '_')] = origin + mark.startTime
    return moments
  })
}
