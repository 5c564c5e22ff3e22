import { useId, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { defineMessage, type MessageDescriptor } from '../../shared/i18n/words'
import { keysOf } from '../../shared/keys-of'
import { importChanges, type ImportMode } from '../../shared/reply/template-import'
import type { StoredReplyTemplates } from '../../shared/reply/templates-schema'
import { FooterDialog } from '../ui/dialog'
import { importSummary } from './import-summary'

function ChangeList({ current, imported, mode }: ImportChoiceProps & { readonly mode: ImportMode }) {
  const intl = useIntl()
  const lines = importSummary(intl, importChanges(current, imported, mode))
  if (lines.length === 0)
    return (
      <p>
        <FormattedMessage id="templates.import.nothing" defaultMessage="Nothing changes." />
      </p>
    )
  return (
    <ul className="import-templates__changes">
      {lines.map((line) => (
        <li key={line.where}>
          <FormattedMessage
            id="templates.import.line"
            defaultMessage={'<b>{where}:</b> {boxes}'}
            values={{
              where: line.where,
              boxes: line.boxes.join(
                intl.formatMessage({ id: 'templates.import.boxSeparator', defaultMessage: ', ' }),
              ),
              b: bold,
            }}
          />
        </li>
      ))}
    </ul>
  )
}

const bold = (chunks: ReactNode[]) => <strong>{chunks}</strong>

/** Each way to import: its name (the button's and the heading's) and what it does. */
const MODES = {
  merge: {
    name: defineMessage({ id: 'templates.import.merge', defaultMessage: 'Merge' }),
    help: defineMessage({
      id: 'templates.import.mergeHelp',
      defaultMessage: 'The file’s boxes and errors replace yours; everything the file leaves out stays.',
    }),
  },
  replace: {
    name: defineMessage({ id: 'templates.import.replace', defaultMessage: 'Replace all' }),
    help: defineMessage({
      id: 'templates.import.replaceHelp',
      defaultMessage: 'Only the file’s set: everything it leaves out goes back to the default.',
    }),
  },
} satisfies Record<ImportMode, { readonly name: MessageDescriptor; readonly help: MessageDescriptor }>

const IMPORT_MODES = keysOf(MODES)

/** One way to import, under its name: what it does, and what it would change. */
function ModeSection({ mode, current, imported }: ImportChoiceProps & { readonly mode: ImportMode }) {
  const id = useId()
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="import-templates__title">
        <FormattedMessage {...MODES[mode].name} />
      </h3>
      <p>
        <FormattedMessage {...MODES[mode].help} />
      </p>
      <ChangeList current={current} imported={imported} mode={mode} />
    </section>
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
  const intl = useIntl()
  return (
    <FooterDialog
      title={intl.formatMessage({ id: 'templates.import.title', defaultMessage: 'Import reply templates' })}
      role="alertdialog"
      cancelLabel={<FormattedMessage id="templates.import.cancel" defaultMessage="Cancel" />}
      onCancel={onCancel}
      busy={busy}
      actions={IMPORT_MODES.map((mode) => ({
        label: <FormattedMessage {...MODES[mode].name} />,
        onClick: () => onChoose(mode),
      }))}
    >
      <p>
        <FormattedMessage
          id="templates.import.what"
          defaultMessage={'What importing <b>{file}</b> changes. Your name stays as it is either way.'}
          values={{ file: fileName, b: bold }}
        />
      </p>
      {IMPORT_MODES.map((mode) => (
        <ModeSection key={mode} mode={mode} current={current} imported={imported} />
      ))}
    </FooterDialog>
  )
}
