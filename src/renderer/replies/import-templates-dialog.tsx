import { useId } from 'react'
import { importChanges, type ImportMode } from '../../shared/reply/template-import'
import type { StoredReplyTemplates } from '../../shared/reply/templates-schema'
import { Dialog } from '../ui/dialog'
import { importSummary } from './import-summary'

function ChangeList({ current, imported, mode }: ImportChoiceProps & { readonly mode: ImportMode }) {
  const lines = importSummary(importChanges(current, imported, mode))
  if (lines.length === 0) return <p>Nothing changes.</p>
  return (
    <ul className="import-templates__changes">
      {lines.map((line) => (
        <li key={line.where}>
          <strong>{line.where}:</strong> {line.boxes.join(', ')}
        </li>
      ))}
    </ul>
  )
}

interface ImportChoiceProps {
  /** The lead's saved set. */
  readonly current: StoredReplyTemplates
  /** The set in the chosen file. */
  readonly imported: StoredReplyTemplates
}

/**
 * `Import reply templates`: what the chosen file would change, per language and box, for
 * `Merge` (the file's boxes and errors over the lead's; what it leaves out stays) and for
 * `Replace all` (the file's set alone). `Cancel` first and focused: nothing changes by accident.
 */
export function ImportTemplatesDialog({
  fileName,
  current,
  imported,
  busy,
  onChoose,
  onCancel,
}: ImportChoiceProps & {
  readonly fileName: string
  readonly busy: boolean
  readonly onChoose: (mode: ImportMode) => void
  readonly onCancel: () => void
}) {
  const id = useId()
  return (
    <Dialog
      title="Import reply templates"
      role="alertdialog"
      onCancel={onCancel}
      actions={
        <>
          <button type="button" className="button" onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className="button" disabled={busy} onClick={() => onChoose('merge')}>
            Merge
          </button>
          <button type="button" className="button" disabled={busy} onClick={() => onChoose('replace')}>
            Replace all
          </button>
        </>
      }
    >
      <p>
        What importing <strong>{fileName}</strong> changes. Your name stays as it is either way.
      </p>
      <section aria-labelledby={`${id}-merge`}>
        <h3 id={`${id}-merge`} className="import-templates__title">
          Merge
        </h3>
        <p>The file&rsquo;s boxes and errors replace yours; everything the file leaves out stays.</p>
        <ChangeList current={current} imported={imported} mode="merge" />
      </section>
      <section aria-labelledby={`${id}-replace`}>
        <h3 id={`${id}-replace`} className="import-templates__title">
          Replace all
        </h3>
        <p>Only the file&rsquo;s set: everything it leaves out goes back to the default.</p>
        <ChangeList current={current} imported={imported} mode="replace" />
      </section>
    </Dialog>
  )
}
