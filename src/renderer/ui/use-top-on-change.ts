import { useEffect, useRef, type RefObject } from 'react'

/**
 * Scrolls `scrollRef` back to its top whenever one of `deps` changes (a new page starts at its
 * top: keeping the old offset opens page 3 at row 62).
 *
 * Whether the box is scrolled is followed from its scroll events, where reading `scrollTop`
 * costs nothing: writing or reading it from the effect would force a layout of the page just
 * rendered before its frame, which on an unscrolled list (most of them) would buy nothing.
 */
export function useTopOnChange(scrollRef: RefObject<HTMLElement | null>, deps: readonly unknown[]): void {
  const scrolled = useRef(false)
  useEffect(() => {
    const box = scrollRef.current
    if (!box) return
    const follow = () => (scrolled.current = box.scrollTop > 0)
    box.addEventListener('scroll', follow, { passive: true })
    return () => box.removeEventListener('scroll', follow)
  }, [scrollRef])
  useEffect(() => {
    const box = scrollRef.current
    if (!box || !scrolled.current) return
    box.scrollTop = 0
    scrolled.current = false
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `deps` are the caller's triggers
  }, deps)
}
