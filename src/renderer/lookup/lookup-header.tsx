import { CloseIcon } from '../ui/icons'

/** The bulk lookup's title, with `Back to the list` (where it can be set aside) and its close button. */
export function LookupHeader({
  onMinimize,
  onClose,
}: {
  readonly onMinimize?: (() => void) | undefined
  readonly onClose: () => void
}) {
  return (
    <header className="bulk__header">
      <h2 className="bulk__title">Look up several items</h2>
      {onMinimize ? (
        <button type="button" className="button button--small" onClick={onMinimize}>
          Back to the list
        </button>
      ) : null}
      <button type="button" className="button button--icon" aria-label="Close bulk lookup" onClick={onClose}>
        <CloseIcon />
      </button>
    </header>
  )
}
