import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import {
  extractItemIds,
  readItemIds,
  TICKET_READ_AT_ONCE_CHARS,
  type IdExtraction,
} from '../../shared/ticket/item-ids'
import { TICKET_READ_PACE } from '../../shared/catalog/limits'
import { giveWay } from './give-way'

/** How far a long reading must get before the screen says so again: each say costs a render. */
const SHOWN_STEP = 0.05

/** True when `text` is read in slices rather than at once. */
const readInSlices = (text: string) => text.length > TICKET_READ_AT_ONCE_CHARS

/**
 * What the lookup reads at once of the text it opens with: its IDs, null when it is empty, or
 * `later` when it is long enough to be read in slices once the lookup is on screen.
 */
export function readOpening(text: string): IdExtraction | 'later' | null {
  if (text.trim() === '') return null
  return readInSlices(text) ? 'later' : extractItemIds(text)
}

/**
 * Reads the IDs of the text the bulk lookup looks up: a short ticket at once, a longer one in
 * slices that give the window back between them (read-in-slices.ts), so typing, scrolling and
 * Cancel stay answered while a huge paste is read; `onRead` gets each text with what was read
 * in it. `opening`, a long text the lookup opened with, is read on mount. `done` is the share
 * read so far (null while nothing is being read). A newer reading, or the lookup closing,
 * stops the one before.
 */
export function useIdReading(
  onRead: (text: string, extracted: IdExtraction) => void,
  opening: string | null,
): {
  readonly done: number | null
  readonly read: (text: string) => void
} {
  const [done, setDone] = useState<number | null>(opening === null ? null : 0)
  const reading = useRef<AbortController | null>(null)
  const latestOnRead = useRef(onRead)
  useLayoutEffect(() => {
    latestOnRead.current = onRead
  })

  /** Starts reading `text` in slices; `done` must already say it is being read. */
  const readLong = useCallback((text: string) => {
    const controller = new AbortController()
    reading.current = controller
    let shown = 0
    const finish = () => {
      reading.current = null
      setDone(null)
    }
    readItemIds(text, {
      pace: TICKET_READ_PACE,
      pause: giveWay,
      now: () => performance.now(),
      signal: controller.signal,
      onPause: ({ read, of }) => {
        const share = Math.min(read / of, 0.99)
        if (share - shown < SHOWN_STEP) return
        shown = share
        setDone(share)
      },
    }).then(
      (extracted) => {
        if (controller.signal.aborted) return
        finish()
        latestOnRead.current(text, extracted)
      },
      (error: unknown) => {
        // Stopped by a newer reading or the lookup closing: its answer is nobody's.
        if (controller.signal.aborted) return
        finish()
        throw error
      },
    )
  }, [])

  const [first] = useState(opening)
  useEffect(() => {
    if (first !== null) readLong(first)
    return () => reading.current?.abort()
  }, [first, readLong])

  const read = useCallback(
    (text: string) => {
      reading.current?.abort()
      reading.current = null
      if (readInSlices(text)) {
        setDone(0)
        readLong(text)
        return
      }
      setDone(null)
      latestOnRead.current(text, extractItemIds(text))
    },
    [readLong],
  )
  return { done, read }
}
