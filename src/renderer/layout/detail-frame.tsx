import {
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react'
import { useIntl } from 'react-intl'
import { DETAIL_WIDTH } from '../../shared/layout'
import './detail-frame.css'

const clamp = (width: number) => Math.round(Math.max(DETAIL_WIDTH.min, Math.min(DETAIL_WIDTH.max, width)))

/**
 * Holds the detail pane beside the table, with a separator that resizes it by drag or
 * keyboard (←/→ by a step, Home/End to the narrowest/widest). The pane sits on the right,
 * so moving the separator left widens it.
 *
 * As a drawer (narrow windows) it overlays the table instead of squeezing it; the width
 * still applies, capped by the window in CSS.
 */
export function DetailFrame({
  width,
  drawer,
  onWidth,
  children,
}: {
  readonly width: number
  readonly drawer: boolean
  /** Called once a resize ends (key press or pointer release): that is when it is saved. */
  readonly onWidth: (width: number) => void
  readonly children: ReactNode
}) {
  const intl = useIntl()
  const [dragWidth, setDragWidth] = useState<number | null>(null)
  const drag = useRef<{ readonly x: number; readonly width: number } | null>(null)
  const shown = dragWidth ?? width

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? DETAIL_WIDTH.step * 4 : DETAIL_WIDTH.step
    const next = {
      ArrowLeft: width + step,
      ArrowRight: width - step,
      Home: DETAIL_WIDTH.min,
      End: DETAIL_WIDTH.max,
    }[event.key]
    if (next === undefined) return
    event.preventDefault()
    onWidth(clamp(next))
  }

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return
    event.currentTarget.setPointerCapture(event.pointerId)
    drag.current = { x: event.clientX, width }
    setDragWidth(width)
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return
    setDragWidth(clamp(drag.current.width + drag.current.x - event.clientX))
  }
  const endDrag = () => {
    if (!drag.current) return
    drag.current = null
    if (dragWidth !== null) onWidth(dragWidth)
    setDragWidth(null)
  }

  return (
    <div
      className={drawer ? 'detail-frame detail-frame--drawer' : 'detail-frame'}
      style={{ '--detail-width': `${shown}px` } as CSSProperties}
    >
      <div
        role="separator"
        tabIndex={0}
        aria-label={intl.formatMessage({ id: 'pane.resize', defaultMessage: 'Resize details' })}
        aria-orientation="vertical"
        aria-valuenow={shown}
        aria-valuemin={DETAIL_WIDTH.min}
        aria-valuemax={DETAIL_WIDTH.max}
        title={intl.formatMessage({
          id: 'pane.resizeTitle',
          defaultMessage: 'Drag or use ←/→ to resize the details',
        })}
        className="detail-frame__handle"
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      />
      {children}
    </div>
  )
}
