import { useState } from 'react'
import type { ReplyLanguage } from '../../shared/i18n/languages'
import type { StoredReplyTemplates } from '../../shared/reply/templates-schema'

/** What would drop the lead's edits: closing the dialog (Close, Esc), another language, an import. */
export type Leaving =
  | { readonly kind: 'close' }
  | { readonly kind: 'language'; readonly to: ReplyLanguage }
  | { readonly kind: 'import' }

/**
 * Never lose work: with unsaved edits, leaving asks first (`Unsaved changes`); without,
 * it goes at once. `go` does the leaving, given the set stored by then (after `Save`, main's
 * answer; after `Discard`, the saved set as it was).
 */
export function useUnsavedGuard({
  dirty,
  saved,
  go,
  save,
}: {
  readonly dirty: boolean
  readonly saved: StoredReplyTemplates
  readonly go: (leaving: Leaving, stored: StoredReplyTemplates) => void
  /** Saves the edits; `refused` when they cannot be (the dialog says why) or main refused them. */
  readonly save: (then: (stored: StoredReplyTemplates) => void, refused: () => void) => void
}) {
  const [asking, setAsking] = useState<Leaving | null>(null)
  return {
    asking,
    attempt(leaving: Leaving) {
      if (dirty) setAsking(leaving)
      else go(leaving, saved)
    },
    keepEditing: () => setAsking(null),
    discard() {
      if (!asking) return
      setAsking(null)
      go(asking, saved)
    },
    save() {
      if (!asking) return
      const leaving = asking
      save(
        (stored) => {
          setAsking(null)
          go(leaving, stored)
        },
        () => setAsking(null),
      )
    },
  }
}
