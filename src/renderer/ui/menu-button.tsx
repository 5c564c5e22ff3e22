import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import './menu-button.css'

/** Drawn marks, no words: the caret of the button and the current entry's check (aria-hidden). */
const CARET = '▾'
const CHECK = '✓'

export interface MenuEntry {
  readonly key: string
  /** The accessible name of the item. */
  readonly label: string
  /** What is shown, when more than the label (a tag, a check mark). */
  readonly content?: ReactNode
  readonly onSelect: () => void
  readonly disabled?: boolean
  /** Marks the item that stands for the current state (the connected catalog). */
  readonly current?: boolean
  /** Draws a separator above the item. */
  readonly groupStart?: boolean
}

/**
 * A button that opens a menu (WAI-ARIA menu button): Enter, Space or ↓ open it on the first
 * item, ↑ on the last; ↑/↓/Home/End move; Enter or a click chooses; Escape closes and puts
 * focus back on the button; Tab or a click elsewhere closes it.
 */
export function MenuButton({
  name,
  children,
  entries,
  className,
}: {
  /** The accessible name ("Catalog"); the visible `children` are its description (the current value). */
  readonly name: string
  readonly children: ReactNode
  readonly entries: readonly MenuEntry[]
  readonly className?: string
}) {
  const [open, setOpen] = useState<false | 'first' | 'last'>(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLUListElement>(null)
  const menuId = useId()
  const valueId = useId()

  const items = () => [
    ...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])') ??
      []),
  ]

  useEffect(() => {
    if (!open) return
    const list = items()
    ;(open === 'last' ? list.at(-1) : list[0])?.focus()
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  const close = (refocus: boolean) => {
    setOpen(false)
    if (refocus) buttonRef.current?.focus()
  }

  const choose = (entry: MenuEntry) => {
    if (entry.disabled) return
    close(true)
    entry.onSelect()
  }

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = items()
    const index = list.indexOf(document.activeElement as HTMLElement)
    const move = (to: number) => list[(to + list.length) % list.length]?.focus()
    switch (event.key) {
      case 'ArrowDown':
        move(index + 1)
        break
      case 'ArrowUp':
        move(index - 1)
        break
      case 'Home':
        move(0)
        break
      case 'End':
        move(list.length - 1)
        break
      case 'Escape':
        close(true)
        break
      case 'Tab':
        close(false)
        return
      default:
        return
    }
    event.preventDefault()
  }

  return (
    <div className={`menu-button ${className ?? ''}`}>
      <button
        ref={buttonRef}
        type="button"
        className="button menu-button__button"
        aria-haspopup="menu"
        aria-label={name}
        aria-describedby={valueId}
        aria-expanded={open !== false}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : setOpen('first'))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault()
            setOpen(event.key === 'ArrowUp' ? 'last' : 'first')
          }
        }}
      >
        <span id={valueId} className="menu-button__value">
          {children}
        </span>
        <span className="menu-button__caret" aria-hidden="true">
          {CARET}
        </span>
      </button>
      {open ? (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={name}
          className="menu"
          onKeyDown={onMenuKeyDown}
        >
          {entries.map((entry) => (
            <li
              key={entry.key}
              role="menuitem"
              tabIndex={-1}
              aria-disabled={entry.disabled || undefined}
              aria-current={entry.current || undefined}
              aria-label={entry.label}
              className={`menu__item${entry.groupStart ? ' menu__item--group' : ''}${entry.current ? ' is-current' : ''}`}
              onClick={() => choose(entry)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault()
                  choose(entry)
                }
              }}
            >
              <span className="menu__check" aria-hidden="true">
                {entry.current ? CHECK : ''}
              </span>
              {entry.content ?? entry.label}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
