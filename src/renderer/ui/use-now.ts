import { createValueStore, useStoredValue } from '../state/value-store'

/**
 * The current time, updated every 15 s while something shows a relative time.
 *
 * A shared store instead of `Date.now()` in render: render stays pure, and every
 * "3 minutes ago" on screen moves forward together with a single timer, which runs only
 * while something shows one.
 */
const TICK_MS = 15_000

const now = createValueStore(Date.now(), {
  whileHeard: (store) => {
    store.set(Date.now())
    const timer = setInterval(() => store.set(Date.now()), TICK_MS)
    return () => clearInterval(timer)
  },
})

export function useNow(): number {
  return useStoredValue(now)
}
