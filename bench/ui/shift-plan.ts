import { intBetween, mulberry32, pick } from '../../src/demo-server/data/prng'

/** Issue 46's day of an agent's work, compressed: what it counts, and a catalog switch every 100. */
export const SHIFT = { opens: 2_000, lookups: 300, pageMoves: 1_000, watched: 200, switchEvery: 100 } as const
/** Of the page moves, the filter changes (each Clear filters, then a name applied). */
const FILTER_CHANGES = 300
/** IDs below this are left to the drift measurement, which needs items never opened. */
export const SHIFT_FIRST_ID = 1_000

export type ShiftAction =
  | { readonly kind: 'open'; readonly id: number }
  | { readonly kind: 'lookup'; readonly ids: readonly number[] }
  | { readonly kind: 'next' | 'previous' }
  | { readonly kind: 'filter'; readonly name: string }

/** The day's actions shuffled by `seed`, in stints a catalog each; `moves[i]`: items moved after stint i. */
export function shiftPlan(seed: number, maxId: number, names: readonly string[], watched: readonly number[]) {
  const random = mulberry32(seed)
  const id = () => intBetween(random, SHIFT_FIRST_ID, maxId)
  const lookup = () =>
    ({ kind: 'lookup', ids: Array.from({ length: intBetween(random, 5, 50) }, id) }) as const
  const move = () => ({ kind: random() < 0.7 ? 'next' : 'previous' }) as const
  const actions: ShiftAction[] = [
    ...Array.from({ length: SHIFT.opens }, () => ({ kind: 'open', id: id() }) as const),
    ...Array.from({ length: SHIFT.lookups }, lookup),
    ...Array.from({ length: SHIFT.pageMoves - FILTER_CHANGES }, move),
    ...Array.from({ length: FILTER_CHANGES }, () => ({ kind: 'filter', name: pick(random, names) }) as const),
  ]
  for (let index = actions.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1))
    ;[actions[index], actions[other]] = [actions[other]!, actions[index]!]
  }
  const stints = Array.from({ length: Math.ceil(actions.length / SHIFT.switchEvery) }, (_, stint) =>
    actions.slice(stint * SHIFT.switchEvery, (stint + 1) * SHIFT.switchEvery),
  )
  if (stints.length % 2 === 0) throw new Error('an even number of stints would end in the other catalog')
  const share = (stint: number) => Math.floor((stint * watched.length) / stints.length)
  return { stints, moves: stints.map((_, stint) => watched.slice(share(stint), share(stint + 1))) }
}
