import type { Page } from '@playwright/test'
import { START_MARKS } from '../../src/shared/start-marks'
import type { Series } from '../report'
import { summarize } from '../stats'

/**
 * Where one app start's time goes, from the bench's call to the first data row painted, in
 * consecutive phases that add up to the whole. Every time is an epoch time in ms: the page's
 * `performance.timeOrigin` + its clock, the host's likewise (one machine, one wall clock).
 *
 * Page side: the navigation's timing entry, the window's User Timing marks (START_MARKS) and a
 * pass-through wrapper around the harness's transport that keeps when the first list request
 * was sent and answered. Main side: the hosted core's log lines, timed as they are written.
 */
export interface StartTimeline {
  readonly start: number
  readonly navigationStart: number
  readonly htmlLoaded: number
  readonly scriptEvaluated: number
  readonly firstCommit: number
  readonly listAsked: number
  readonly listAnswered: number
  readonly firstRowPainted: number
  /** Main: the session was restored (connected). */
  readonly sessionRestored: number | null
  /** Main: the first page's prefetch was answered by the catalog. */
  readonly firstPageAnswered: number | null
}

/** The phases in order: each one's name for a person, and its span in the timeline. */
export const PHASES = [
  ['host', 'launch → navigation start (context, core, static server)', 'start', 'navigationStart'],
  ['navigation', 'navigation → HTML loaded', 'navigationStart', 'htmlLoaded'],
  ['script', 'HTML loaded → bundle evaluated', 'htmlLoaded', 'scriptEvaluated'],
  [
    'ipc',
    'bundle evaluated → first list request sent (session, prefs over IPC)',
    'scriptEvaluated',
    'listAsked',
  ],
  ['request', 'first list request → its answer in the page', 'listAsked', 'listAnswered'],
  ['paint', 'answer → first data row painted (render, layout, paint)', 'listAnswered', 'firstRowPainted'],
] as const satisfies readonly (readonly [string, string, keyof StartTimeline, keyof StartTimeline])[]

/**
 * Milliseconds of each phase, plus moments beside them: React's first commit (the start
 * splash, drawn while the first page is on its way) from the bundle's evaluation, and main's
 * two from the start.
 */
export function phasesOf(timeline: StartTimeline): Record<string, number> {
  const phases: Record<string, number> = {}
  for (const [name, , from, to] of PHASES) phases[name] = (timeline[to] ?? 0) - (timeline[from] ?? 0)
  phases.page_first_commit = timeline.firstCommit - timeline.scriptEvaluated
  if (timeline.sessionRestored !== null)
    phases.main_session_restored = timeline.sessionRestored - timeline.start
  if (timeline.firstPageAnswered !== null) {
    phases.main_first_page_answered = timeline.firstPageAnswered - timeline.start
    // Positive: the page was in main before the window asked for it.
    phases.main_first_page_lead = timeline.listAsked - timeline.firstPageAnswered
  }
  return phases
}

/** One series per phase over the starts measured (keys `startup_phase_<name>_ms`). */
export function breakdownSeries(starts: readonly Record<string, number>[]): Series[] {
  const names = [...new Set(starts.flatMap((phases) => Object.keys(phases)))]
  return names.map((name) => {
    const label = PHASES.find(([phase]) => phase === name)?.[1] ?? name.replaceAll('_', ' ')
    return {
      key: `startup_phase_${name}_ms`,
      label: `startup phase: ${label}`,
      unit: 'ms' as const,
      summary: summarize(starts.map((phases) => phases[name]).filter((value) => value !== undefined)),
    }
  })
}

/** Init script: keeps when the first `items:list` went out and came back, on the page's clock. */
export const FIRST_LIST_CALL_SCRIPT = `(() => {
  const now = () => performance.timeOrigin + performance.now();
  let wrapped = false;
  const wrap = () => {
    const original = window.__catalogInvoke;
    if (wrapped || typeof original !== 'function') return;
    wrapped = true;
    window.__catalogInvoke = (channel, payload) => {
      const first = channel === 'items:list' && window.__firstListCall === undefined;
      if (first) window.__firstListCall = { asked: now(), answered: null };
      const answer = original(channel, payload);
      if (first) answer.finally(() => { window.__firstListCall.answered = now(); });
      return answer;
    };
  };
  wrap();
  document.addEventListener('readystatechange', wrap);
})();`

/** Core log lines that mark main's moments. */
const SESSION_RESTORED = /session: connected to /
const FIRST_PAGE_ANSWERED = /first page: answered/

/** Collects the hosted core's log with the host's time of each line. */
export function coreLogClock() {
  const lines: { at: number; line: string }[] = []
  const firstAt = (pattern: RegExp) => lines.find(({ line }) => pattern.test(line))?.at ?? null
  return {
    log: (line: string) => lines.push({ at: performance.timeOrigin + performance.now(), line }),
    sessionRestored: () => firstAt(SESSION_RESTORED),
    firstPageAnswered: () => firstAt(FIRST_PAGE_ANSWERED),
  }
}

/** The page's side of the timeline, read once the first row was painted. */
export async function readPageTimeline(page: Page) {
  await page.evaluate('globalThis.__name ??= (fn) => fn')
  return page.evaluate(async (marks) => {
    const w = window as Window & {
      __firstListCall?: { asked: number; answered: number | null }
      __firstRowPaint?: Promise<number>
    }
    const origin = performance.timeOrigin
    const mark = (name: string) => {
      const entry = performance.getEntriesByName(name)[0]
      if (!entry) throw new Error(`the window set no "${name}" mark`)
      return origin + entry.startTime
    }
    const navigation = performance.getEntriesByType('navigation')[0] as
      PerformanceNavigationTiming | undefined
    const call = w.__firstListCall
    const firstRowPainted = await w.__firstRowPaint
    if (!navigation || !call || call.answered === null || firstRowPainted === undefined)
      throw new Error('the start left no navigation entry, first list call or first row paint')
    return {
      navigationStart: origin,
      htmlLoaded: origin + navigation.responseEnd,
      scriptEvaluated: mark(marks.script),
      firstCommit: mark(marks.mounted),
      listAsked: call.asked,
      listAnswered: call.answered,
      firstRowPainted,
    }
  }, START_MARKS)
}
