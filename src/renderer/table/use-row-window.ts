import { useEffect, useState, type RefObject } from 'react'

import type { Density } from '../../shared/layout'

/**
 * Every row is this tall (--row-height in base.css, .items--compact in item-table.css):
 * the window is computed, not measured.
 */
export const ROW_HEIGHTS: Readonly<Record<Density, number>> = { comfortable: 40, compact: 24 }
export const ROW_HEIGHT = ROW_HEIGHTS.comfortable
/** Pages up to this many rows render whole: cheap, and every row stays in the DOM. */
export const WINDOW_THRESHOLD = 60
/** Rows rendered beyond each edge of the viewport, so scrolling and ↑/↓ never meet a gap. */
const OVERSCAN = 12

export interface RowWindow {
  /** First rendered row index (inclusive). */
  readonly start: number
  /** Last rendered row index (exclusive). */
  readonly end: number
  readonly windowed: boolean
}

/**
 * Which rows of a page to render: all of them for small pages, otherwise those in view of
 * the scroll container plus a margin.
 *
 * A 250-row page laid out in full cost three times a 25-row page to paint (bench/README.md),
 * while only about fifteen rows are visible at once. Rows have a fixed height, so the window
 * follows from the scroll position alone; spacer rows keep the scrollbar true to the page.
 */
export function useRowWindow(
  count: number,
  scrollRef: RefObject<HTMLElement | null>,
  rowHeight: number = ROW_HEIGHT,
): RowWindow {
  const [view, setView] = useState(() => ({ top: 0, height: window.innerHeight }))
  const windowed = count > WINDOW_THRESHOLD

  useEffect(() => {
    const container = scrollRef.current
    if (!windowed || !container) return
    let frame = 0
    const read = () => {
      frame = 0
      setView((previous) =>
        previous.top === container.scrollTop && previous.height === container.clientHeight
          ? previous
          : { top: container.scrollTop, height: container.clientHeight || window.innerHeight },
      )
    }
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(read)
    }
    read()
    container.addEventListener('scroll', schedule, { passive: true })
    const resize = new ResizeObserver(schedule)
    resize.observe(container)
    return () => {
      container.removeEventListener('scroll', schedule)
      resize.disconnect()
      if (frame !== 0) cancelAnimationFrame(frame)
    }
  }, [scrollRef, windowed])

  if (!windowed) return { start: 0, end: count, windowed: false }
  // Clamped to the page: after switching to a shorter page the old scroll position may lie
  // beyond its end until the browser scrolls back.
  const start = Math.max(0, Math.min(Math.floor(view.top / rowHeight) - OVERSCAN, count - 1))
  const end = Math.min(count, Math.max(start + 1, Math.ceil((view.top + view.height) / rowHeight) + OVERSCAN))
  return { start, end, windowed: true }
}
