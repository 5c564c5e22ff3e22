import { useEffect, useRef, useState } from 'react'

/**
 * `value`, changing at most once per `everyMs`: the latest value shows at the end of each
 * period. For a count that moves every frame (a streaming lookup's answers) where a person
 * reads a number, and a live region should not speak sixty times a second.
 */
export function useSampled<T>(value: T, everyMs: number): T {
  const [shown, setShown] = useState(value)
  const shownAt = useRef(Number.NEGATIVE_INFINITY)
  useEffect(() => {
    if (Object.is(value, shown)) return
    const due = Math.max(0, shownAt.current + everyMs - performance.now())
    const timer = setTimeout(() => {
      shownAt.current = performance.now()
      setShown(value)
    }, due)
    return () => clearTimeout(timer)
  }, [value, shown, everyMs])
  return shown
}
