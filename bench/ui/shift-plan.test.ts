import { describe, expect, it } from 'vitest'
import { SHIFT, SHIFT_FIRST_ID, shiftPlan } from './shift-plan'

const watched = Array.from({ length: SHIFT.watched }, (_, index) => 5_000 + index)
const plan = shiftPlan(46, 100_000, ['a', 'b', 'c'], watched)
const actions = plan.stints.flat()
const count = (kind: string) => actions.filter((action) => action.kind === kind).length

describe('shiftPlan', () => {
  it('holds the issue’s counts, in stints of 100 ending in the catalog it started in', () => {
    expect(count('open')).toBe(SHIFT.opens)
    expect(count('lookup')).toBe(SHIFT.lookups)
    expect(count('next') + count('previous') + count('filter')).toBe(SHIFT.pageMoves)
    expect(plan.stints.slice(0, -1).every((stint) => stint.length === SHIFT.switchEvery)).toBe(true)
    expect(plan.stints.length % 2).toBe(1)
  })

  it('looks up 5 to 50 IDs at a time and leaves the IDs below SHIFT_FIRST_ID alone', () => {
    const lookups = actions.flatMap((action) => (action.kind === 'lookup' ? [action.ids] : []))
    expect(Math.min(...lookups.map((ids) => ids.length))).toBeGreaterThanOrEqual(5)
    expect(Math.max(...lookups.map((ids) => ids.length))).toBeLessThanOrEqual(50)
    const ids = actions.flatMap((action) =>
      action.kind === 'open' ? [action.id] : action.kind === 'lookup' ? action.ids : [],
    )
    expect(Math.min(...ids)).toBeGreaterThanOrEqual(SHIFT_FIRST_ID)
  })

  it('mixes the kinds through the day and moves every watched item once', () => {
    for (const stint of [plan.stints[0], plan.stints.at(-2)])
      expect(new Set(stint?.map((action) => action.kind)).size).toBeGreaterThanOrEqual(3)
    expect(plan.moves.flat().sort((a, b) => a - b)).toEqual(watched)
  })

  it('is the same plan for the same seed, another for another', () => {
    expect(shiftPlan(46, 100_000, ['a', 'b', 'c'], watched)).toEqual(plan)
    expect(shiftPlan(47, 100_000, ['a', 'b', 'c'], watched)).not.toEqual(plan)
  })
})
