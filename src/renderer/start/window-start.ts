import type { QueryClient } from '@tanstack/react-query'
import { useEffect, useLayoutEffect, useState } from 'react'
import { afterNextPaint } from '../api/after-next-paint'
import { askFirstScreen } from './api/ask-first-screen'
import { mark } from './timing-mark'
import { createValueStore, useStoredValue } from '../state/value-store'

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
export interface WindowStartState {
  /** Whether the splash still holds the first screen. */
  readonly held: boolean
  /** Whether what mounts now is the first screen, not yet painted (see `useFirstFrameOnly`). */
  readonly firstFrame: boolean
}

/**
 * The window's start: a store of the module, since the window starts once (main.tsx). Neither
 * held nor on its first frame until `startWindow` runs, as in a test that renders a screen alone.
 */
export const windowStart = createValueStore<WindowStartState>({ held: false, firstFrame: false })

/**
 * Short enough that a slow catalog still shows the screen's shape at once; long enough to
 * cover main's prefetched page (main asks for it while the window loads).
 */
export const FIRST_SCREEN_HOLD_MS = 300

/** Starts the window: call once, before the first render (main.tsx). */
export function startWindow(client: QueryClient, holdMs = FIRST_SCREEN_HOLD_MS): void {
  mark('script-evaluated')
  windowStart.set({ held: true, firstFrame: false })
  let released = false
  const release = () => {
    if (released) return
    released = true
    clearTimeout(timer)
    mark('first-screen')
    windowStart.set({ held: false, firstFrame: true })
    afterNextPaint(() => windowStart.set({ held: false, firstFrame: false }))
  }
  const timer = setTimeout(release, holdMs)
  void askFirstScreen(client).then(release)
}

/**
 * Runs `then` once, when the first screen has been painted: the start has let it go and its
 * first frame is out (with the rows in view; the rest follow in the frame after). At once when
 * that is already so, as outside the window's start. For what the first screen must not wait for.
 */
export function afterFirstScreenPainted(then: () => void): void {
  const painted = () => {
    const { held, firstFrame } = windowStart.get()
    return !held && !firstFrame
  }
  if (painted()) {
    then()
    return
  }
  const stop = windowStart.subscribe(() => {
    if (!painted()) return
    stop()
    then()
  })
}

/** Whether the start still holds the first screen; re-renders the caller when it ends. */
export function useFirstScreenHeld(): boolean {
  // React's first commit: the splash, drawn while the first page is on its way.
  useLayoutEffect(() => mark('first-commit'), [])
  return useStoredValue(windowStart, (start) => start.held)
}

/**
 * Whether the component calling it mounted into the first screen and that screen has not been
 * painted yet: it then draws only what is in view, the rest once the first frame is out.
 * False for good after that frame, and always outside the window's start.
 */
export function useFirstFrameOnly(): boolean {
  const [firstFrameOnly, setFirstFrameOnly] = useState(() => windowStart.get().firstFrame)
  useEffect(
    () => (firstFrameOnly ? afterNextPaint(() => setFirstFrameOnly(false)) : undefined),
    [firstFrameOnly],
  )
  return firstFrameOnly
}
