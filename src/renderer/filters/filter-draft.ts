import {
  FILTERS,
  type AnyFilterValue,
  type FilterKey,
  type ListFilters,
  type TextFilterKey,
} from '../../shared/catalog/filters'
import { mergeValues, splitValues } from '../input/split-values'

/**
 * The filter bar's draft: what its fields hold, applied or not. Its own piece because keeping
 * the agent's typing across a change of the applied filters is a job of its own, with no
 * screen in it: the bar only shows the draft and hands it to the list.
 */
export interface Draft {
  /** Values already turned into chips, per text filter. */
  readonly values: Readonly<Record<TextFilterKey, readonly string[]>>
  /** What is typed in each field and not yet a chip (text filters) or applied (single-value filters). */
  readonly text: Readonly<Record<FilterKey, string>>
}

/** The draft that shows these filters as applied, with nothing typed. */
export function draftOf(filters: ListFilters): Draft {
  const values = {} as Record<TextFilterKey, readonly string[]>
  const text = {} as Record<FilterKey, string>
  for (const filter of FILTERS) {
    if (filter.kind === 'text') {
      values[filter.key] = filters[filter.key]
      text[filter.key] = ''
    } else {
      text[filter.key] = shownText(filters[filter.key])
    }
  }
  return { values, text }
}

const shownText = (value: AnyFilterValue) => (value === null ? '' : String(value))

/**
 * The fields once the applied filters change: their chips and values as applied, and chips and
 * text the change did not apply kept as they are (marked as not applied yet). Those were typed
 * while the bar's own filters were being asked for, or stood unapplied when the filters changed
 * from outside: either way it is the agent's, not to be lost.
 */
export function draftAfter(draft: Draft, before: ListFilters, applied: ListFilters): Draft {
  const values = {} as Record<TextFilterKey, readonly string[]>
  const text = {} as Record<FilterKey, string>
  for (const filter of FILTERS) {
    const typed = draft.text[filter.key]
    if (filter.kind === 'text') {
      const added = draft.values[filter.key].filter((value) => !before[filter.key].includes(value))
      values[filter.key] = mergeValues(applied[filter.key], added)
      const taken = splitValues(typed).every((value) => applied[filter.key].includes(value))
      text[filter.key] = taken ? '' : typed
    } else {
      const untouched = typed.trim() === shownText(before[filter.key])
      text[filter.key] = untouched ? shownText(applied[filter.key]) : typed
    }
  }
  return { values, text }
}
