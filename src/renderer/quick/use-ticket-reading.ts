import { useState } from 'react'
import type { IdExtraction } from '../../shared/ticket/item-ids'
import { readOpening, useIdReading } from '../lookup/use-id-reading'

/**
 * The shortcut's ticket read for item IDs with the lookup's own reader: a short one at once, a
 * long one in slices that keep the window answering (`done`: the share read). `reading` is null
 * while it is read, and `empty` when the text has nothing but white space.
 */
export function useTicketReading(text: string): {
  readonly empty: boolean
  readonly reading: IdExtraction | null
  readonly done: number | null
} {
  const [first] = useState(() => readOpening(text))
  const [reading, setReading] = useState<IdExtraction | null>(first === 'later' ? null : first)
  const { done } = useIdReading((_, extracted) => setReading(extracted), first === 'later' ? text : null)
  return { empty: first === null, reading, done }
}
