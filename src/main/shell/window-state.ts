import type { Rectangle } from 'electron'
import { MIN_WINDOW_SIZE, type WindowBounds } from './main-window'
import type { WindowState } from './core-port'
import { setClampedTimeout } from '../core/timers/clamped-timeout'

type Log = (line: string) => void

export const DEFAULT_WINDOW_SIZE = Object.freeze({ width: 1200, height: 800 })

/** How much of the window must be on a display for a remembered position to be kept. */
const MIN_VISIBLE = Object.freeze({ width: 120, height: 60 })

function overlap(a: Rectangle, b: Rectangle): { width: number; height: number } {
  return {
    width: Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x),
    height: Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y),
  }
}

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)

/**
 * The bounds to open the window with, from the remembered state and today's displays.
 *
 * A position is kept only if enough of the window lands on a display's work area: a monitor
 * that was unplugged (or a settings file edited by hand) must not open the window off
 * screen, where nobody can reach it. The size is kept within the largest display; without
 * a usable position the OS centres the window.
 */
export function restoreWindowBounds(
  state: WindowState | null,
  displays: readonly { readonly workArea: Rectangle }[],
): WindowBounds & { readonly maximized: boolean } {
  const largest = displays.reduce<Rectangle | null>(
    (best, { workArea }) =>
      best === null || workArea.width * workArea.height > best.width * best.height ? workArea : best,
    null,
  )
  const fit = (wanted: unknown, fallback: number, min: number, max: number | undefined) => {
    const value = finite(wanted) ? Math.round(wanted) : fallback
    return Math.max(min, max === undefined ? value : Math.min(value, Math.max(min, max)))
  }
  const width = fit(state?.width, DEFAULT_WINDOW_SIZE.width, MIN_WINDOW_SIZE.width, largest?.width)
  const height = fit(state?.height, DEFAULT_WINDOW_SIZE.height, MIN_WINDOW_SIZE.height, largest?.height)
  const maximized = state?.maximized === true
  if (state === null || !finite(state.x) || !finite(state.y)) return { width, height, maximized }
  const rect = { x: Math.round(state.x), y: Math.round(state.y), width, height }
  const visible = displays.some(({ workArea }) => {
    const shared = overlap(rect, workArea)
    return (
      shared.width >= MIN_VISIBLE.width && shared.height >= MIN_VISIBLE.height && rect.y >= workArea.y - 10
    )
  })
  return visible ? { ...rect, maximized } : { width, height, maximized }
}

/** The part of a BrowserWindow whose geometry is remembered. */
export interface TrackedWindow {
  on(event: 'resize' | 'move' | 'maximize' | 'unmaximize' | 'close', listener: () => void): unknown
  isDestroyed(): boolean
  isMaximized(): boolean
  isMinimized(): boolean
  isFullScreen(): boolean
  getNormalBounds(): Rectangle
}

/**
 * Remembers the window's size and position as the user changes them.
 *
 * Saves are debounced (dragging a window fires hundreds of `move` events) and flushed on
 * close. The normal bounds are saved even while maximised, so un-maximising after a restart
 * returns to the size the user chose. Returns `flush`, which quit cleanup awaits.
 */
export function trackWindowState(
  window: TrackedWindow,
  save: (state: WindowState) => Promise<void>,
  options: { readonly delayMs: number; readonly log: Log },
): { flush(): Promise<void> } {
  let timer: ReturnType<typeof setTimeout> | null = null
  let pending: Promise<void> = Promise.resolve()

  const capture = (): WindowState | null => {
    if (window.isDestroyed() || window.isMinimized() || window.isFullScreen()) return null
    const { x, y, width, height } = window.getNormalBounds()
    return { x, y, width, height, maximized: window.isMaximized() }
  }
  const saveNow = (): Promise<void> => {
    if (timer !== null) clearTimeout(timer)
    timer = null
    const state = capture()
    if (state === null) return pending
    pending = pending
      .then(() => save(state))
      .catch((error: unknown) => options.log(`could not remember the window size: ${String(error)}`))
    return pending
  }
  const schedule = () => {
    if (timer !== null) clearTimeout(timer)
    timer = setClampedTimeout(() => void saveNow(), options.delayMs)
  }

  for (const event of ['resize', 'move', 'maximize', 'unmaximize'] as const) window.on(event, schedule)
  window.on('close', () => void saveNow())
  return {
    flush: () => (timer === null ? pending : saveNow()),
  }
}
