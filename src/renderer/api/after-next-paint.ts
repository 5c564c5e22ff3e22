/**
 * Runs `then` once the frame after this moment has been painted; the returned call cancels it.
 * For work the screen does not wait for (a prefetch, a save), so it never delays that frame.
 * A hidden window paints no frames: the work waits until it shows again, or until `latestMs`
 * when given (work that must not wait that long).
 */
export function afterNextPaint(then: () => void, latestMs?: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const cancel = () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
    clearTimeout(latest)
  }
  const run = () => {
    cancel()
    then()
  }
  const frame = requestAnimationFrame(() => {
    // The frame's callbacks run before its paint: the task after them runs after it.
    timer = setTimeout(run, 0)
  })
  const latest = latestMs === undefined ? undefined : setTimeout(run, latestMs)
  return cancel
}
