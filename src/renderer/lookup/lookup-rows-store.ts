import type { LookupOutcome } from '../../shared/ipc'
import { createValueStore, type Source, type ValueStore } from '../state/value-store'
import { answeredIn, type LookupRow } from './lookup-rows'

/** One answer for the row at `position` (its place in the pasted order). */
export interface RowAnswer {
  readonly id: number
  readonly position: number
  readonly outcome: LookupOutcome
}

export interface LookupRowsStore {
  readonly rows: ValueStore<readonly LookupRow[]>
  /** How many rows have their answer: counted once per change, for whoever reads it. */
  readonly answered: Source<number>
  /**
   * Puts answers that arrived at `at` into their rows (one new array for all); a row whose
   * ID moved keeps its place empty.
   */
  answer(answers: readonly RowAnswer[], at: number): void
}

/**
 * A bulk lookup's rows, held outside React state so they can go on filling while nothing
 * renders them (the lookup set aside behind the item list), and be read by what shows only a
 * count (the strip) without rendering the lookup.
 */
export function createLookupRowsStore(initial: readonly LookupRow[]): LookupRowsStore {
  const rows = createValueStore(initial)
  let countedRows = initial
  let count = answeredIn(initial)
  const answered: Source<number> = {
    get: () => {
      const current = rows.get()
      if (current !== countedRows) {
        countedRows = current
        count = answeredIn(current)
      }
      return count
    },
    subscribe: rows.subscribe,
  }
  return {
    rows,
    answered,
    answer(answers, at) {
      const previous = rows.get()
      let next: LookupRow[] | null = null
      for (const { id, position, outcome } of answers) {
        if (previous[position]?.id !== id) continue
        next ??= [...previous]
        next[position] = { id, index: position, outcome, answeredAt: at }
      }
      if (next) rows.set(next)
    },
  }
}
