import { describe, expect, it } from 'vitest'
import { breakdownSeries, coreLogClock, phasesOf } from './startup-breakdown'

const page = {
  html_loaded: 1110,
  navigation_start: 1100,
  catalog_script_evaluated: 1180,
  catalog_first_commit: 1200,
  catalog_first_page_asked: 1230,
  catalog_first_page_answered: 1240,
  first_row_painted: 1260,
}
const main = { session_restored: 1090, first_page_answered: 1150 }

describe('the startup breakdown', () => {
  it('splits one start into phases in time order that add up to it, plus main’s moments', () => {
    const phases = phasesOf(1000, page, main)
    expect(phases).toEqual({
      navigation_start: 100,
      html_loaded: 10,
      catalog_script_evaluated: 70,
      catalog_first_commit: 20,
      catalog_first_page_asked: 30,
      catalog_first_page_answered: 10,
      first_row_painted: 20,
      main_session_restored: 90,
      main_first_page_answered: 150,
      main_first_page_lead: 80,
    })
    const total = Object.keys(page).reduce((sum, name) => sum + (phases[name] ?? 0), 0)
    expect(total).toBe(page.first_row_painted - 1000)
  })

  it('leaves main’s lead out when its log did not say the first page was answered', () => {
    const phases = phasesOf(1000, page, { session_restored: 1090 })
    expect(Object.keys(phases)).not.toContain('main_first_page_lead')
    expect(Object.keys(phases)).not.toContain('main_first_page_answered')
  })

  it('summarises each phase over the starts as a series of its own', () => {
    const series = breakdownSeries([
      phasesOf(1000, page, main),
      phasesOf(1000, { ...page, first_row_painted: 1300 }, main),
    ])
    const paint = series.find((entry) => entry.key === 'startup_phase_first_row_painted_ms')
    expect(paint?.summary).toMatchObject({ runs: 2, min: 20, max: 60, median: 40 })
    expect(paint?.label).toContain('first row painted')
    const lead = series.find((entry) => entry.key === 'startup_phase_main_first_page_lead_ms')
    expect(lead?.label).toContain("from the bench's call")
  })

  it('times the core log lines that mark the session and the first page', () => {
    const clock = coreLogClock()
    clock.log('settings: loaded')
    expect(clock.moments()).toEqual({})
    clock.log('session: connected to http://127.0.0.1:1 (token in memory)')
    clock.log('first page: answered (ok)')
    const { session_restored, first_page_answered } = clock.moments()
    expect(session_restored).toBeGreaterThan(0)
    expect(first_page_answered).toBeGreaterThanOrEqual(session_restored ?? Infinity)
  })
})
