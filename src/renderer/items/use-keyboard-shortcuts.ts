import { useEffectEvent, useLayoutEffect } from 'react'

/** True when keys typed at `target` are text editing, not app shortcuts. */
function isEditing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable) return true
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true
  if (target instanceof HTMLInputElement) {
    return !['checkbox', 'radio', 'button', 'submit', 'reset'].includes(target.type)
  }
  return false
}

export interface Shortcuts {
  /** `/`: jump to the Name filter. */
  readonly focusFilter: () => void
  /** Ctrl+L / Cmd+L: jump to Item ID, from anywhere (also while typing elsewhere). */
  readonly focusItemId: () => void
  /** Esc: close the detail pane; returns false when there was nothing to close. */
  readonly closeDetail: () => boolean
  /** Alt+← / Alt+→: previous / next page. */
  readonly previousPage: () => void
  readonly nextPage: () => void
}

/**
 * Window-wide keys of the browser screen. `/` and Alt+arrows are ignored while typing in a
 * field (there they mean text editing); Esc works everywhere.
 */
export function useKeyboardShortcuts(shortcuts: Shortcuts): void {
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.isComposing) return
    const editing = isEditing(event.target)
    if (
      (event.ctrlKey || event.metaKey) &&
      !event.altKey &&
      !event.shiftKey &&
      event.key.toLowerCase() === 'l'
    ) {
      event.preventDefault()
      shortcuts.focusItemId()
      return
    }
    if (event.key === 'Escape') {
      if (shortcuts.closeDetail()) event.preventDefault()
      return
    }
    if (editing || event.ctrlKey || event.metaKey) return
    if (event.key === '/' && !event.altKey) {
      event.preventDefault()
      shortcuts.focusFilter()
    } else if (event.altKey && event.key === 'ArrowLeft') {
      event.preventDefault()
      shortcuts.previousPage()
    } else if (event.altKey && event.key === 'ArrowRight') {
      event.preventDefault()
      shortcuts.nextPage()
    }
  })
  // Attached in the commit that shows the screen, not after its paint: a key pressed the moment
  // the table appears (the window just shown, the language's words just loaded) is not lost.
  useLayoutEffect(() => {
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])
}
