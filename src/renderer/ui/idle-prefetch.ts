/**
 * The longest a prefetch waits for the window to be idle: a window busy for longer (a lookup
 * streaming in from the start) still gets its parts before a person is likely to reach them.
 */
export const IDLE_PREFETCH_LATEST_MS = 2_000

/** Runs `then` once the window is idle, or after `latestMs` at the latest; returns a cancel. */
export function whenIdle(then: () => void, latestMs = IDLE_PREFETCH_LATEST_MS): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(then, { timeout: latestMs })
    return () => cancelIdleCallback(handle)
  }
  // No idle callbacks (a test's DOM): a task after the current ones.
  const timer = setTimeout(then, 0)
  return () => clearTimeout(timer)
}

/**
 * Loads each of `loads` in turn, one per idle moment, the next once the one before has settled:
 * compiling a chunk takes the main thread, so they never pile up into one long task. Returns a
 * cancel, which stops before the next load.
 */
export function prefetchInTurn(
  loads: readonly (() => Promise<unknown>)[],
  idle: (then: () => void) => () => void = whenIdle,
): () => void {
  let cancelled = false
  let cancelWait = () => {}
  const next = (index: number) => {
    const load = loads[index]
    if (cancelled || load === undefined) return
    const after = () => next(index + 1)
    cancelWait = idle(() => void load().then(after, after))
  }
  next(0)
  return () => {
    cancelled = true
    cancelWait()
  }
}
