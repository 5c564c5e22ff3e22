import { describe, expect, it } from 'vitest'
import { breakdownSeries, coreLogClock, PHASES, phasesOf, type StartTimeline } from './startup-breakdown'

const timeline: StartTimeline = {
  start: 1000,
  navigationStart: 1100,
  htmlLoaded: 1110,
  scriptEvaluated: 1180,
  firstCommit: 1200,
  listAsked: 1230,
  listAnswered: 1240,
  firstRowPainted: 1260,
  sessionRestored: 1090,
  firstPageAnswered: 1150,
}

describe('the startup breakdown', () => {
  it('splits one start into consecutive phases that add up to it, plus the splash’s and main’s moments', () => {
    const phases = phasesOf(timeline)
    expect(phases).toEqual({
      host: 100,
      navigation: 10,
      script: 70,
      ipc: 50,
      request: 10,
      paint: 20,
      page_first_commit: 20,
      main_session_restored: 90,
      main_first_page_answered: 150,
      main_first_page_lead: 80,
    })
    const total = PHASES.reduce((sum, [name]) => sum + (phases[name] ?? 0), 0)
    expect(total).toBe(timeline.firstRowPainted - timeline.start)
  })

  it('leaves main’s moments out when its log did not say them', () => {
    const phases = phasesOf({ ...timeline, sessionRestored: null, firstPageAnswered: null })
    expect(Object.keys(phases)).not.toContain('main_first_page_lead')
    expect(Object.keys(phases)).not.toContain('main_session_restored')
  })

  it('summarises each phase over the starts as a series of its own', () => {
    const series = breakdownSeries([phasesOf(timeline), phasesOf({ ...timeline, firstRowPainted: 1300 })])
    const paint = series.find((entry) => entry.key === 'startup_phase_paint_ms')
    expect(paint?.summary).toMatchObject({ runs: 2, min: 20, max: 60, median: 40 })
    expect(paint?.label).toContain('first data row painted')
  })

  it('times the core log lines that mark the session and the first page', () => {
    const clock = coreLogClock()
    clock.log('settings: loaded')
    expect(clock.sessionRestored()).toBeNull()
    clock.log('session: connected to http://127.0.0.1:1 (token in memory)')
    clock.log('first page: answered (ok)')
    expect(clock.sessionRestored()).toBeGreaterThan(0)
    expect(clock.firstPageAnswered()).toBeGreaterThanOrEqual(clock.sessionRestored() ?? Infinity)
  })
})
