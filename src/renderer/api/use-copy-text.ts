import { useMutation } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { callCatalog } from './call-catalog'

const writeClipboard = (text: string) => callCatalog((api) => api.copyText({ text }))

/** Puts text on the clipboard through main, for a caller that says the outcome its own way. */
export const useClipboardWrite = () => useMutation({ mutationFn: writeClipboard })

/**
 * The last copy a button asked for: its text, and whether it is on its way, on the clipboard
 * (`copied`, for the confirmation's time), was confirmed a while ago (`done`) or failed.
 */
export type CopyAttempt =
  | { readonly text: null; readonly outcome: 'none' }
  | { readonly text: string; readonly outcome: 'pending' | 'copied' | 'done' }
  | { readonly text: string; readonly outcome: 'failed'; readonly error: unknown }

const NONE: CopyAttempt = { text: null, outcome: 'none' }

/**
 * Puts text on the clipboard through main (the window has no clipboard of its own) and says,
 * for `confirmMs` after it worked, that it did: what every copy button confirms with.
 *
 * Plain state rather than a TanStack mutation: a clipboard write is no server state to cache
 * or retry, and the detail pane holds seven of these, each re-rendered at every item open.
 */
export function useCopyText(confirmMs: number) {
  const [attempt, setAttempt] = useState<CopyAttempt>(NONE)
  // A press while an earlier write is on its way: the earlier one's answer is not this one's.
  const latest = useRef(0)
  const copy = useCallback((text: string) => {
    const press = ++latest.current
    const settle = (next: CopyAttempt) => {
      if (latest.current === press) setAttempt(next)
    }
    setAttempt({ text, outcome: 'pending' })
    writeClipboard(text).then(
      () => settle({ text, outcome: 'copied' }),
      (error: unknown) => settle({ text, outcome: 'failed', error }),
    )
  }, [])
  useEffect(() => {
    if (attempt.outcome !== 'copied') return
    const timer = setTimeout(() => setAttempt({ text: attempt.text, outcome: 'done' }), confirmMs)
    return () => clearTimeout(timer)
  }, [attempt, confirmMs])
  return { copy, attempt }
}
