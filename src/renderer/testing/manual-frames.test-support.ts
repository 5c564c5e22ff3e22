import { vi } from 'vitest'

/**
 * Animation frames that come only when the test runs the returned function (a hidden window
 * when it never does). Undo with `vi.unstubAllGlobals()`.
 */
export function manualFrames(): () => void {
  let next: FrameRequestCallback | null = null
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    next = callback
    return 1
  })
  vi.stubGlobal('cancelAnimationFrame', () => (next = null))
  return () => next?.(16)
}
