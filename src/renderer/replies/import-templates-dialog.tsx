import { useId, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { importChanges, type ImportMode } from '../../shared/reply/template-import'
import type { StoredReplyTemplates } from '../../shared/reply/templates-schema'
import { Dialog, DialogFooter } from '../ui/dialog'
import { importSummary } from './import-summary'

function ChangeList({ current, imported, mode }: ImportChoiceProps & { readonly mode: ImportMode }) {
  const intl = useIntl()
  const lines = importSummary(intl, importChanges(current, imported, mode))
  if (lines.length === 0)
    return (
      <p>
        <FormattedMessage id="templates.import.nothing" />
      </p>
    )
  return (
    <ul className="import-templates__changes">
      {lines.map((line) => (
        <li key={line.where}>
          <FormattedMessage
            id="templates.import.line"
            values={{
              where: line.where,
              boxes: line.boxes.join(intl.formatMessage({ id: 'templates.import.boxSeparator' })),
              b: bold,
            }}
          />
        </li>
      ))}
    </ul>
  )
}

const bold = (chunks: ReactNode[]) => <strong>{chunks}</strong>

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
  const intl = useIntl()
  return (
    <Dialog
      title={intl.formatMessage({ id: 'templates.import.title' })}
      role="alertdialog"
      onCancel={onCancel}
      actions={
        <DialogFooter
          cancelLabel={<FormattedMessage id="templates.import.cancel" />}
          onCancel={onCancel}
          busy={busy}
          actions={[
            { label: <FormattedMessage id="templates.import.merge" />, onClick: () => onChoose('merge') },
            { label: <FormattedMessage id="templates.import.replace" />, onClick: () => onChoose('replace') },
          ]}
        />
      }
    >
      <p>
        <FormattedMessage id="templates.import.what" values={{ file: fileName, b: bold }} />
      </p>
      <section aria-labelledby={`${id}-merge`}>
        <h3 id={`${id}-merge`} className="import-templates__title">
          <FormattedMessage id="templates.import.merge" />
        </h3>
        <p>
          <FormattedMessage id="templates.import.mergeHelp" />
        </p>
        <ChangeList current={current} imported={imported} mode="merge" />
      </section>
      <section aria-labelledby={`${id}-replace`}>
        <h3 id={`${id}-replace`} className="import-templates__title">
          <FormattedMessage id="templates.import.replace" />
        </h3>
        <p>
          <FormattedMessage id="templates.import.replaceHelp" />
        </p>
        <ChangeList current={current} imported={imported} mode="replace" />
      </section>
    </Dialog>
  )
}
