/**
 * Events that arrive faster than the screen can show them (a bulk lookup streams one answer
 * per ID, up to 1,000; watch polling reports status moves) are gathered and handed over once
 * per animation frame: one cache write and one React commit per frame, not one per event.
 *
 * A hidden or minimised window gets no animation frames, so a short timeout delivers too:
 * whichever comes first. Work waits at most one frame (or `FRAME_FALLBACK_MS`).
 */
export const FRAME_FALLBACK_MS = 50

export interface FrameBatch<T> {
  /** Keeps `event` for the next delivery, and schedules one if none is. */
  push(event: T): void
  /** Delivers what is kept now (before an event that must come after them, e.g. "finished"). */
  flush(): void
  /** Drops what is kept and the scheduled delivery (unmount). */
  cancel(): void
}

/** Batches with events kept, so a test can deliver them without waiting for a frame. */
const pending = new Set<FrameBatch<never>>()

export function createFrameBatch<T>(deliver: (events: readonly T[]) => void): FrameBatch<T> {
  let kept: T[] = []
  let frame: number | null = null
  let timer: ReturnType<typeof setTimeout> | null = null
  const unschedule = () => {
    if (frame !== null) cancelAnimationFrame(frame)
    if (timer !== null) clearTimeout(timer)
    frame = null
    timer = null
  }
  const batch: FrameBatch<T> = {
    push(event) {
      kept.push(event)
      if (timer !== null) return
      pending.add(batch as FrameBatch<never>)
      frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => batch.flush()) : null
      timer = setTimeout(() => batch.flush(), FRAME_FALLBACK_MS)
    },
    flush() {
      unschedule()
      pending.delete(batch as FrameBatch<never>)
      if (kept.length === 0) return
      const events = kept
      kept = []
      deliver(events)
    },
    cancel() {
      unschedule()
      pending.delete(batch as FrameBatch<never>)
      kept = []
    },
  }
  return batch
}

/** Delivers every batch's kept events now: for tests, which emit and then look (inside `act`). */
export function flushFrameBatches(): void {
  for (const batch of [...pending]) batch.flush()
}
