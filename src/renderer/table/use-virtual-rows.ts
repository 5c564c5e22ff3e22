import { useVirtualizer } from '@tanstack/react-virtual'
import { useCallback, useEffect, useRef, type RefObject } from 'react'
import type { Density } from '../../shared/layout'
import { useFirstFrameOnly } from '../start/window-start'

/**
 * Every item row is this tall (--row-height in styles/tokens.css, .items--compact in item-table.css),
 * so the item table's window needs no measuring.
 */
export const ROW_HEIGHTS: Readonly<Record<Density, number>> = { comfortable: 40, compact: 24 }
/** Tables up to this many rows render whole: cheap, and every row stays in the DOM. */
export const WINDOW_THRESHOLD = 60
/** Rows rendered beyond each edge of the viewport, so scrolling and ↑/↓ never meet a gap. */
const OVERSCAN = 12
/** One function for every render, so memoised rows that take it as their ref are not re-rendered. */
const MEASURE_NOTHING = () => {}

/** Focuses the control `inside` selects in `row`, else the row. */
function focusIn(row: HTMLElement, inside: string | undefined) {
  ;((inside ? row.querySelector<HTMLElement>(inside) : null) ?? row).focus()
}

export interface VirtualRows {
  /** Whether only the rows near the view are rendered (then `aria-rowcount`/`aria-rowindex` tell the rest). */
  readonly windowed: boolean
  /** Indexes of the rows to render, ascending. */
  readonly indexes: readonly number[]
  /** Height in px the spacer rows above and below the rendered rows stand in for. */
  readonly before: number
  readonly after: number
  /** A ref for each rendered row whose height is measured rather than fixed. */
  readonly measureRow: (element: HTMLElement | null) => void
  /**
   * Focuses the row at `index` (clamped), or the control in it that `inside` selects, scrolling
   * it into the rendered window first when needed.
   */
  readonly focusRow: (index: number, inside?: string) => void
}

/**
 * Which rows of a table to render: all of them for short tables, otherwise those in view of
 * the scroll container plus a margin (TanStack Virtual). Spacer rows of `before` and `after`
 * keep the scrollbar true to the whole table.
 *
 * A 250-row page laid out in full costs several times a 25-row page to paint, while only about
 * fifteen rows are visible at once. `rowHeight` is the estimate; rows given `measureRow` as
 * their ref are measured (rows that wrap), the others taken at that height.
 *
 * A table mounted into the window's first screen draws only the rows that fit the window,
 * without the margin, and the rest a frame later: the first rows are painted sooner.
 *
 * Rows carry `data-row-index` (their index here) so `focusRow` can find them.
 */
export function useVirtualRows({
  count,
  scrollRef,
  bodyRef,
  rowHeight,
}: {
  readonly count: number
  readonly scrollRef: RefObject<HTMLElement | null>
  readonly bodyRef: RefObject<HTMLElement | null>
  readonly rowHeight: number
}): VirtualRows {
  const windowed = count > WINDOW_THRESHOLD
  const firstFrameOnly = useFirstFrameOnly()
  // The build does not use the React Compiler, which is what this rule protects: the
  // virtualizer re-renders this hook itself whenever its window moves.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    enabled: windowed,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: firstFrameOnly ? 0 : OVERSCAN,
    // Until the container is measured (the first render), assume it is as tall as the window,
    // so a large table never paints empty.
    initialRect: { width: 0, height: window.innerHeight },
    // Re-rendering through React's normal scheduling: a synchronous flush from a scroll
    // handler is not needed for table rows and React warns about it inside effects.
    useFlushSync: false,
  })
  // A density switch changes every row's height: the positions are recomputed from it.
  useEffect(() => {
    virtualizer.measure()
  }, [virtualizer, rowHeight])

  // A row to focus once the virtualizer has scrolled it into the DOM (Home/End on a large table).
  const pendingFocus = useRef<{ readonly index: number; readonly inside: string | undefined } | null>(null)
  const rowElement = useCallback(
    (index: number) => bodyRef.current?.querySelector<HTMLElement>(`tr[data-row-index="${index}"]`) ?? null,
    [bodyRef],
  )
  // Runs after every render: the scroll below re-renders the window, and then the row exists.
  useEffect(() => {
    const pending = pendingFocus.current
    if (pending === null) return
    const element = rowElement(pending.index)
    if (element) {
      pendingFocus.current = null
      focusIn(element, pending.inside)
    }
  })

  // Stable while the row count is, so memoised rows keep their key handler.
  const focusRow = useCallback(
    (index: number, inside?: string) => {
      if (count === 0) return
      const target = Math.max(0, Math.min(count - 1, index))
      const element = rowElement(target)
      if (element) {
        focusIn(element, inside)
        return
      }
      pendingFocus.current = { index: target, inside }
      virtualizer.scrollToIndex(target)
    },
    [count, rowElement, virtualizer],
  )

  if (!windowed) {
    // Until the container is measured the window's height bounds what is in view, as above.
    const shown = firstFrameOnly ? Math.min(count, Math.ceil(window.innerHeight / rowHeight)) : count
    return {
      windowed,
      indexes: Array.from({ length: shown }, (_, index) => index),
      before: 0,
      after: (count - shown) * rowHeight,
      measureRow: MEASURE_NOTHING,
      focusRow,
    }
  }
  const items = virtualizer.getVirtualItems()
  const first = items[0]
  const last = items[items.length - 1]
  return {
    windowed,
    indexes: items.map((item) => item.index),
    before: first ? first.start : 0,
    after: last ? Math.max(0, virtualizer.getTotalSize() - last.end) : 0,
    measureRow: virtualizer.measureElement,
    focusRow,
  }
}
