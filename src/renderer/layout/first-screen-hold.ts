import { useSyncExternalStore } from 'react'

/**
 * How long the window may keep its start splash, from the bundle's first run, while the first
 * page of the saved view is on its way. A page that arrives within it is drawn once, rows and
 * all; one that does not gets the items screen with its skeleton rows, as before. Short enough
 * that a slow catalog still shows the screen's shape at once; long enough to cover main's
 * prefetched page (main asks for it while the window loads).
 */
export const FIRST_SCREEN_HOLD_MS = 300

/**
 * Whether the window still holds its first screen. Drawing the items screen with skeleton
 * rows and then again with the rows is two full renders and layouts on the start's critical
 * path, and the page's answer waits behind the first; holding costs nothing when the answer
 * is near. Ends once, for good: when `until` settles (either way) or after `ms`.
 */
export interface FirstScreenHold {
  readonly held: () => boolean
  readonly subscribe: (listener: () => void) => () => void
}

export function holdFirstScreen(until: Promise<unknown>, ms = FIRST_SCREEN_HOLD_MS): FirstScreenHold {
  let held = true
  const listeners = new Set<() => void>()
  const release = () => {
    if (!held) return
    held = false
    clearTimeout(timer)
    for (const listener of listeners) listener()
  }
  const timer = setTimeout(release, ms)
  until.then(release, release)
  return {
    held: () => held,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

const NOT_HELD = (): boolean => false
const NO_SUBSCRIPTION = () => () => {}

/** Whether `hold` (none: never) still holds the first screen; re-renders the caller when it ends. */
export function useFirstScreenHeld(hold: FirstScreenHold | undefined): boolean {
  return useSyncExternalStore(hold?.subscribe ?? NO_SUBSCRIPTION, hold?.held ?? NOT_HELD)
}
