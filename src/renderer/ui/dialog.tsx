import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import './dialog.css'

/**
 * A modal dialog: a `<dialog>` opened with `showModal()`, so it sits in the top layer and
 * the page behind is inert (no clicks, no focus, hidden from assistive technology). Named by
 * its title; focus moves in on open (to `initialFocus`, else the first button, which callers
 * make the safe one, so a stray Enter never confirms something destructive), Tab and
 * Shift+Tab wrap inside it, Escape cancels, and focus goes back where it was.
 */
export function Dialog({
  title,
  children,
  actions,
  onCancel,
  role = 'dialog',
  initialFocus,
}: {
  readonly title: string
  readonly children: ReactNode
  /** The buttons; the first focusable one gets focus unless `initialFocus` says otherwise. */
  readonly actions: ReactNode
  readonly onCancel: () => void
  /** `alertdialog` for a question that interrupts (a confirmation). */
  readonly role?: 'dialog' | 'alertdialog'
  /** A selector within the dialog for the element to focus first. */
  readonly initialFocus?: string
}) {
  const titleId = useId()
  const bodyId = useId()
  const ref = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null
    const root = ref.current
    if (root && !root.open) root.showModal()
    const first =
      (initialFocus ? root?.querySelector<HTMLElement>(initialFocus) : null) ??
      root?.querySelector<HTMLElement>('.dialog__actions button:not([disabled])') ??
      root
    first?.focus()
    return () => {
      if (root?.open) root.close()
      if (previous?.isConnected) previous.focus()
    }
  }, [initialFocus])

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // Handled here rather than by the browser's own close, so the owner decides (it
      // unmounts the dialog) and no outer Escape handler (the drawer) acts as well.
      event.preventDefault()
      event.stopPropagation()
      onCancel()
      return
    }
    // The top layer keeps focus out of the page, but Tab past the last control would leave
    // the dialog for the window's chrome: it wraps instead.
    if (event.key !== 'Tab' || !ref.current) return
    const focusable = [
      ...ref.current.querySelectorAll<HTMLElement>('button, input, select, textarea, [tabindex="0"]'),
    ].filter((element) => !element.hasAttribute('disabled'))
    const first = focusable[0]
    const last = focusable.at(-1)
    if (!first || !last) return
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    <dialog
      ref={ref}
      className="dialog"
      // A plain `<dialog>` is already a dialog; a confirmation says it interrupts.
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      // Other close requests (none reach here with the keys above): the owner decides too.
      onCancel={(event) => {
        event.preventDefault()
        onCancel()
      }}
    >
      <h2 id={titleId} className="dialog__title">
        {title}
      </h2>
      <div id={bodyId} className="dialog__body">
        {children}
      </div>
      <div className="dialog__actions">{actions}</div>
    </dialog>
  )
}

/** A button of a dialog's footer, after its way out. */
export interface DialogAction {
  readonly label: ReactNode
  readonly onClick: () => void
  /** `primary` for the answer most take, `danger` for one that deletes something. */
  readonly tone?: 'primary' | 'danger'
}

const ACTION_CLASS = {
  plain: 'button',
  primary: 'button button--primary',
  danger: 'button button--danger',
} as const

/**
 * The footer of a dialog: its way out first (focused on open, so a stray Enter changes
 * nothing), then its actions, held while `busy` so a second press cannot send the same twice.
 */
function DialogFooter({
  cancelLabel,
  onCancel,
  busy = false,
  actions = [],
}: {
  /** `Cancel` unless the way out says more (`Keep editing`, `OK`). */
  readonly cancelLabel?: ReactNode
  readonly onCancel: () => void
  readonly busy?: boolean
  readonly actions?: readonly DialogAction[]
}) {
  return (
    <>
      <button type="button" className="button" onClick={onCancel}>
        {cancelLabel ?? <FormattedMessage id="ui.cancel" defaultMessage="Cancel" />}
      </button>
      {actions.map((action, index) => (
        <button
          // A dialog's answers keep their order (one may join at the end): its place names a button.
          key={index}
          type="button"
          className={ACTION_CLASS[action.tone ?? 'plain']}
          disabled={busy}
          onClick={action.onClick}
        >
          {action.label}
        </button>
      ))}
    </>
  )
}

/**
 * A dialog with the usual footer: its way out, which Escape takes too, then its actions. Every
 * dialog but one whose footer holds more than buttons (Reply templates) is one of these.
 */
export function FooterDialog({
  title,
  role,
  initialFocus,
  cancelLabel,
  busy,
  actions,
  onCancel,
  children,
}: {
  readonly title: string
  readonly role?: 'dialog' | 'alertdialog'
  readonly initialFocus?: string
  /** `Cancel` unless the way out says more (`Keep editing`, `OK`). */
  readonly cancelLabel?: ReactNode
  readonly busy?: boolean
  readonly actions?: readonly DialogAction[]
  readonly onCancel: () => void
  readonly children: ReactNode
}) {
  return (
    <Dialog
      title={title}
      role={role}
      initialFocus={initialFocus}
      onCancel={onCancel}
      actions={<DialogFooter cancelLabel={cancelLabel} onCancel={onCancel} busy={busy} actions={actions} />}
    >
      {children}
    </Dialog>
  )
}

/**
 * A question with one answer that does something: Cancel first (and focused, so a stray
 * Enter cancels), then the action and any others (`also`). `danger` marks an action that
 * deletes something.
 */
export function ConfirmDialog({
  title,
  confirmLabel,
  danger = false,
  busy = false,
  also = [],
  onConfirm,
  onCancel,
  children,
}: {
  readonly title: string
  readonly confirmLabel: string
  readonly danger?: boolean
  readonly busy?: boolean
  /** Answers besides the main one, after it (`Sign out of all catalogs`). */
  readonly also?: readonly DialogAction[]
  readonly onConfirm: () => void
  readonly onCancel: () => void
  readonly children: ReactNode
}) {
  return (
    <FooterDialog
      title={title}
      role="alertdialog"
      onCancel={onCancel}
      busy={busy}
      actions={[{ label: confirmLabel, onClick: onConfirm, tone: danger ? 'danger' : 'primary' }, ...also]}
    >
      {children}
    </FooterDialog>
  )
}
