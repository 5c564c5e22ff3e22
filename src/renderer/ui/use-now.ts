import { useSyncExternalStore } from 'react'

/**
 * The current time, updated every 15 s while something shows a relative time.
 *
 * A shared external store instead of `Date.now()` in render: render stays pure, and every
 * "3 minutes ago" on screen moves forward together with a single timer.
 */
const TICK_MS = 15_000
let now = Date.now()
const listeners = new Set<() => void>()
let timer: ReturnType<typeof setInterval> | undefined

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  if (timer === undefined) {
    now = Date.now()
    timer = setInterval(() => {
      now = Date.now()
      for (const notify of listeners) notify()
    }, TICK_MS)
  }
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer)
      timer = undefined
    }
  }
}

const getSnapshot = () => now

export function useNow(): number {
  return useSyncExternalStore(subscribe, getSnapshot)
}
