import { useEffect, type RefObject } from 'react'
import { useStableCallback } from './use-stable-callback'

/**
 * An offer that goes away by itself (`Undo` after a clear or an import): `onExpire` runs `ms`
 * after it opens, but never while focus or the pointer is on it, and the wait starts again
 * when they leave. Someone reading it, or a screen reader on it, keeps it as long as they
 * need (WCAG 2.2.1, Timing Adjustable); only an offer nobody is attending to times out.
 */
export function useTimedOffer(
  offer: RefObject<HTMLElement | null>,
  open: boolean,
  ms: number,
  onExpire: () => void,
): void {
  const expire = useStableCallback(onExpire)
  useEffect(() => {
    const element = offer.current
    if (!open || element === null) return
    // Focus may already be inside (moved there with the offer), or the pointer resting on it.
    let focused = element.contains(document.activeElement)
    let hovered = element.matches(':hover')
    let timer: ReturnType<typeof setTimeout> | undefined
    const settle = () => {
      clearTimeout(timer)
      timer = focused || hovered ? undefined : setTimeout(expire, ms)
    }
    const listeners = {
      focusin: () => {
        focused = true
        settle()
      },
      focusout: (event: Event) => {
        const next = (event as FocusEvent).relatedTarget
        focused = next instanceof Node && element.contains(next)
        settle()
      },
      pointerenter: () => {
        hovered = true
        settle()
      },
      pointerleave: () => {
        hovered = false
        settle()
      },
    }
    for (const [type, listener] of Object.entries(listeners)) element.addEventListener(type, listener)
    settle()
    return () => {
      clearTimeout(timer)
      for (const [type, listener] of Object.entries(listeners)) element.removeEventListener(type, listener)
    }
  }, [offer, open, ms, expire])
}
