/**
 * Runs `then` once the frame after this moment has been painted; the returned call cancels it.
 * For work the screen does not wait for (a prefetch, a mark), so it never delays that frame.
 * A hidden window paints no frames: the work waits until it shows again.
 */
export function afterNextPaint(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    // The frame's callbacks run before its paint: the task after them runs after it.
    timer = setTimeout(then, 0)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}
