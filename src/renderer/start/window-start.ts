import type { QueryClient } from '@tanstack/react-query'
import { createContext, useContext, useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react'
import { afterNextPaint } from '../api/after-next-paint'
import { askFirstScreen } from './api/ask-first-screen'
import { mark } from './timing-mark'

/**
 * The window's start, in one place: what it asks for, when its first screen is drawn, and the
 * User Timing marks that time it (`catalog:<moment>`, read by any profiler; a timestamp each,
 * nothing else).
 *
 * It asks for the session and the view prefs together (two round trips would stand before
 * the first list request otherwise), then the first page as soon as the prefs are here, as
 * the very list query the items screen mounts (same key, same slot), which finds it in flight
 * or answered. Main has usually fetched that page already while the window loaded
 * (src/main/core/session/first-page-prefetch.ts). A failure is left to the queries to ask
 * again and show, as they would have.
 *
 * Meanwhile the start splash stays up, for at most `FIRST_SCREEN_HOLD_MS`: drawing the items
 * screen with skeleton rows and then again with the rows is two full renders and layouts on
 * the start's critical path, so a page that arrives within it is drawn once, rows and all; one
 * that does not gets the screen with its skeleton rows. The hold ends once, for good: when the
 * first page is answered or failed, at once when no catalog is connected or the session or
 * prefs could not be read, or after its time. The first screen then draws only the rows in
 * view; the rest follow a frame later (`useFirstFrameOnly`).
 */
export interface WindowStart {
  /** Whether the splash still holds the first screen. */
  readonly held: () => boolean
  readonly subscribe: (listener: () => void) => () => void
  /** Whether what mounts now is the first screen, not yet painted (see `useFirstFrameOnly`). */
  readonly firstFrame: () => boolean
}

/**
 * Short enough that a slow catalog still shows the screen's shape at once; long enough to
 * cover main's prefetched page (main asks for it while the window loads).
 */
export const FIRST_SCREEN_HOLD_MS = 300

/** Starts the window: call once, before the first render (main.tsx). */
export function startWindow(client: QueryClient, holdMs = FIRST_SCREEN_HOLD_MS): WindowStart {
  mark('script-evaluated')
  let held = true
  let firstFrame = false
  const listeners = new Set<() => void>()
  const release = () => {
    if (!held) return
    held = false
    firstFrame = true
    clearTimeout(timer)
    mark('first-screen')
    afterNextPaint(() => (firstFrame = false))
    for (const listener of listeners) listener()
  }
  const timer = setTimeout(release, holdMs)
  void askFirstScreen(client).then(release)
  return {
    held: () => held,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    firstFrame: () => firstFrame,
  }
}

/** The window's start (main.tsx provides it); none in tests that render a screen alone. */
export const WindowStartContext = createContext<WindowStart | null>(null)

const NOT_HELD = (): boolean => false
const NO_SUBSCRIPTION = () => () => {}

/** Whether the start still holds the first screen; re-renders the caller when it ends. */
export function useFirstScreenHeld(): boolean {
  const start = useContext(WindowStartContext)
  // React's first commit: the splash, drawn while the first page is on its way.
  useLayoutEffect(() => {
    if (start) mark('first-commit')
  }, [start])
  return useSyncExternalStore(start?.subscribe ?? NO_SUBSCRIPTION, start?.held ?? NOT_HELD)
}

/**
 * Whether the component calling it mounted into the first screen and that screen has not been
 * painted yet: it then draws only what is in view, the rest once the first frame is out.
 * False for good after that frame, and always outside the window's start.
 */
export function useFirstFrameOnly(): boolean {
  const start = useContext(WindowStartContext)
  const [firstFrameOnly, setFirstFrameOnly] = useState(() => start?.firstFrame() ?? false)
  useEffect(
    () => (firstFrameOnly ? afterNextPaint(() => setFirstFrameOnly(false)) : undefined),
    [firstFrameOnly],
  )
  return firstFrameOnly
}
