import { useEffect, useRef, useState } from 'react'
import { createValueStore, useStoredValue } from '../state/value-store'

/**
 * The window-wide key for `Copy reply` (Ctrl+Shift+C, ⌘⇧C on macOS), so a ticket is answered
 * without finding the button: Ctrl+L, paste, then this.
 *
 * Several `Copy reply` buttons can be on screen (the lookup's and the detail pane's); the key
 * copies the one with the highest priority (the lookup: it answers the whole ticket), and only
 * that button carries `aria-keyshortcuts` and shows the key, so what the screen says is what
 * the key does. It works while typing too: no text field gives Ctrl+Shift+C a meaning.
 */
const isMac =
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent)

/** For `aria-keyshortcuts` (WAI-ARIA's key names). */
export const COPY_REPLY_KEYS = isMac ? 'Meta+Shift+C' : 'Control+Shift+C'
/** As shown on screen and in the shortcut list. */
export const COPY_REPLY_KEY_LABEL = isMac ? '⌘⇧C' : 'Ctrl+Shift+C'

export function isCopyReplyKey(event: KeyboardEvent): boolean {
  return (
    (isMac ? event.metaKey : event.ctrlKey) &&
    event.shiftKey &&
    !event.altKey &&
    event.key.toLowerCase() === 'c'
  )
}

export const SHORTCUT_PRIORITY = { lookup: 2, detail: 1 } as const

interface Registration {
  readonly priority: number
  readonly run: () => void
}

const registrations = new Set<Registration>()
/** The registration the key runs now. */
const active = createValueStore<Registration | null>(null)

function recompute() {
  let best: Registration | null = null
  for (const registration of registrations) {
    if (!best || registration.priority >= best.priority) best = registration
  }
  active.set(best)
}

function onKeyDown(event: KeyboardEvent) {
  const registration = active.get()
  if (event.defaultPrevented || event.isComposing || !isCopyReplyKey(event) || !registration) return
  event.preventDefault()
  registration.run()
}

function register(registration: Registration): () => void {
  if (registrations.size === 0) window.addEventListener('keydown', onKeyDown)
  registrations.add(registration)
  recompute()
  return () => {
    registrations.delete(registration)
    if (registrations.size === 0) window.removeEventListener('keydown', onKeyDown)
    recompute()
  }
}

/**
 * Registers `run` for the key while `enabled`; returns whether this button is the one the key
 * copies now (to show the key and set `aria-keyshortcuts`).
 */
export function useCopyReplyShortcut(run: () => void, priority: number, enabled: boolean): boolean {
  const latest = useRef(run)
  useEffect(() => {
    latest.current = run
  })
  const [registration] = useState<Registration>(() => ({ priority, run: () => latest.current() }))
  useEffect(() => (enabled ? register(registration) : undefined), [enabled, registration])
  return useStoredValue(active, (now) => enabled && now === registration)
}
