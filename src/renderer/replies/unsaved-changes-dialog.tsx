import { Dialog } from '../ui/dialog'

/**
 * `Unsaved changes`: asked before anything would drop the lead's edits (Close, Esc, another
 * language, Import…). `Keep editing` comes first and has focus, so a stray Enter (or Esc)
 * loses nothing; `Discard` drops the edits; `Save` stores them, then goes on.
 */
export function UnsavedChangesDialog({
  goingTo,
  busy,
  onSave,
  onDiscard,
  onKeepEditing,
}: {
  /** What happens next, to finish the question: "before closing", "before switching to Deutsch". */
  readonly goingTo: string
  readonly busy: boolean
  readonly onSave: () => void
  readonly onDiscard: () => void
  readonly onKeepEditing: () => void
}) {
  return (
    <Dialog
      title="Unsaved changes"
      role="alertdialog"
      onCancel={onKeepEditing}
      actions={
        <>
          <button type="button" className="button" onClick={onKeepEditing}>
            Keep editing
          </button>
          <button type="button" className="button" disabled={busy} onClick={onDiscard}>
            Discard
          </button>
          <button type="button" className="button button--primary" disabled={busy} onClick={onSave}>
            Save
          </button>
        </>
      }
    >
      <p>
        You changed the reply templates and have not saved them. Save your changes {goingTo}, or discard them?
      </p>
    </Dialog>
  )
}
