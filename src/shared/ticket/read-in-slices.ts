/**
 * Reading long text on a thread that must stay responsive (the window's), in slices.
 *
 * The reading is written once, as a generator that offers to pause every few hundred characters
 * by yielding how far it has read. `runAtOnce` runs it to its end (tests, short text);
 * `runInSlices` ends a slice once it has read `pace.chars` characters or run `pace.ms`
 * milliseconds, whichever comes first, and gives the thread back between slices. The
 * character bound holds on any machine and is what tests check; the clock keeps a slow machine
 * within the same time.
 */

/** How far a reading has got: characters read, of about how many in all. */
export interface ReadProgress {
  readonly read: number
  readonly of: number
}

/** A reading that yields its progress wherever it may pause, and returns what it read. */
export type SlicedReading<T> = Generator<ReadProgress, T, void>

/** How much one slice may do before the thread is given back. */
export interface Pace {
  /** Characters one slice reads at most (past the last point it could pause at). */
  readonly chars: number
  /** Milliseconds one slice runs at most, with a clock. */
  readonly ms: number
}

export interface SliceOptions {
  readonly pace: Pace
  /** Gives the thread back (to input and painting) until the next slice may run. */
  readonly pause: () => Promise<void>
  /** The clock slices are timed by; without one, only characters bound them. */
  readonly now?: () => number
  /** Stops the reading at its next pause: the promise rejects with the signal's reason. */
  readonly signal?: AbortSignal
  /** Told how far the reading has got at each pause. */
  readonly onPause?: (progress: ReadProgress) => void
}

/** Runs `reading` to its end without pausing. */
export function runAtOnce<T>(reading: SlicedReading<T>): T {
  for (;;) {
    const step = reading.next()
    if (step.done) return step.value
  }
}

/** Runs `reading` in slices, pausing between them; a reading that ends within one slice never pauses. */
export async function runInSlices<T>(reading: SlicedReading<T>, options: SliceOptions): Promise<T> {
  const { pace, pause, now, signal, onPause } = options
  signal?.throwIfAborted()
  let sliceFrom = 0
  let sliceStart = now?.() ?? 0
  for (;;) {
    const step = reading.next()
    if (step.done) return step.value
    const { read } = step.value
    if (read - sliceFrom < pace.chars && (now === undefined || now() - sliceStart < pace.ms)) continue
    onPause?.(step.value)
    await pause()
    signal?.throwIfAborted()
    sliceFrom = read
    sliceStart = now?.() ?? 0
  }
}
