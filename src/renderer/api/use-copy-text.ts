import { useMutation } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { callCatalog } from './call-catalog'

const writeClipboard = (text: string) => callCatalog((api) => api.copyText({ text }))

/** Puts text on the clipboard through main, for a caller that says the outcome its own way. */
export const useClipboardWrite = () => useMutation({ mutationFn: writeClipboard })

/**
 * Puts text on the clipboard through main (the window has no clipboard of its own) and says,
 * for `confirmMs` after it worked, that it did: what every copy button confirms with.
 */
export function useCopyText(confirmMs: number) {
  const [copied, setCopied] = useState(false)
  const copy = useMutation({
    mutationFn: writeClipboard,
    onMutate: () => setCopied(false),
    onSuccess: () => setCopied(true),
  })
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), confirmMs)
    return () => clearTimeout(timer)
  }, [copied, confirmMs])
  return { copy, copied }
}
