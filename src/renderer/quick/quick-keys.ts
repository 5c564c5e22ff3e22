import { useEffect, useEffectEvent, type RefObject } from 'react'

/** Where Enter does its own thing (presses, opens, picks), so it does not copy the reply there. */
const OWN_ENTER = 'button, select, a[href], textarea, [role="button"], [role="combobox"], [role="menuitem"]'

/**
 * The Quick answer window's keys: Esc closes it (unless something inside took the key: a
 * question's Cancel), Enter presses `Copy reply` wherever Enter has no job of its own (the
 * window itself, `Customer name`, the reply preview), as the shortcut's promise is four keys.
 */
export function useQuickAnswerKeys(dialog: RefObject<HTMLElement | null>, close: () => void): void {
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.isComposing) return
    if (event.key === 'Escape') {
      event.preventDefault()
      close()
      return
    }
    if (event.key !== 'Enter' || event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return
    const target = event.target instanceof Element ? event.target : null
    if (target?.closest(OWN_ENTER)) return
    const copy = dialog.current?.querySelector<HTMLButtonElement>('button[data-copy-reply]')
    if (!copy || copy.disabled) return
    event.preventDefault()
    copy.click()
  })
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event)
    window.addEventListener('keydown', listener)
    return () => window.removeEventListener('keydown', listener)
  }, [])
}
