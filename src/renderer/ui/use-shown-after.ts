import { useEffect, useState } from 'react'

/**
 * `value` once it has stayed the same non-empty value for `delayMs`, else ''. For a
 * "Loading…" that a quick answer would only flash: an answer within the delay adds nothing to
 * the page (no spinner inserted, painted and removed, nothing spoken by a live region).
 */
export function useShownAfter(value: string, delayMs: number): string {
  const [shown, setShown] = useState('')
  useEffect(() => {
    if (value === '') return
    const timer = setTimeout(() => setShown(value), delayMs)
    return () => {
      clearTimeout(timer)
      setShown('')
    }
  }, [value, delayMs])
  return value === '' ? '' : shown === value ? value : ''
}
