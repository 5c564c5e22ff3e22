import { useMemo } from 'react'
import { useStoredValue, type Source } from '../state/value-store'

/**
 * Tells `listener` of `source`'s changes at most once per `everyMs`: the first change at
 * once, later ones at the end of the period they fall in.
 */
function sampledSubscribe(subscribe: Source<unknown>['subscribe'], everyMs: number) {
  return (listener: () => void) => {
    let toldAt = Number.NEGATIVE_INFINITY
    let timer: ReturnType<typeof setTimeout> | null = null
    const unsubscribe = subscribe(() => {
      if (timer !== null) return
      const due = Math.max(0, toldAt + everyMs - performance.now())
      timer = setTimeout(() => {
        timer = null
        toldAt = performance.now()
        listener()
      }, due)
    })
    return () => {
      unsubscribe()
      if (timer !== null) clearTimeout(timer)
    }
  }
}

/**
 * `source`'s value, re-rendering the caller at most once per `everyMs` for its changes (a
 * render for any other reason shows the latest). For a count that moves every frame (a
 * streaming lookup's answers) where a person reads a number, and a live region should not
 * speak sixty times a second; the caller is not rendered at every change just to skip it.
 */
export function useSampled<T>(source: Source<T>, everyMs: number): T {
  const sampled = useMemo(
    () => ({ get: source.get, subscribe: sampledSubscribe(source.subscribe, everyMs) }),
    [source, everyMs],
  )
  return useStoredValue(sampled)
}
