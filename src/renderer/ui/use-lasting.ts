import { useEffect, useState } from 'react'

/**
 * Whether `active` has now lasted `delayMs`. For a "Loading…" or a dimmed list that a quick
 * answer would only flash: an answer within the delay adds nothing to the page (nothing
 * inserted, painted and removed again, nothing spoken by a live region).
 */
export function useLasting(active: boolean, delayMs: number): boolean {
  const [lasted, setLasted] = useState(false)
  useEffect(() => {
    if (!active) return
    const timer = setTimeout(() => setLasted(true), delayMs)
    return () => {
      clearTimeout(timer)
      setLasted(false)
    }
  }, [active, delayMs])
  return active && lasted
}
