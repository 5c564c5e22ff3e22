import { FormattedMessage, useIntl } from 'react-intl'
import { REPLY_LANGUAGES } from '../../shared/i18n/languages'
import { FooterDialog } from '../ui/dialog'
import type { Leaving } from './use-unsaved-guard'

/** The language switched to, by its own name (as the list names it); empty when not switching. */
function languageOf(leaving: Leaving): string {
  if (leaving.kind !== 'language') return ''
  return REPLY_LANGUAGES.find((entry) => entry.code === leaving.to)?.name ?? leaving.to
}

/**
 * `Unsaved changes`: asked before anything would drop the lead's edits (Close, Esc, another
 * language, Import…). `Keep editing` comes first and has focus, so a stray Enter (or Esc)
 * loses nothing; `Discard` drops the edits; `Save` stores them, then goes on.
 */
export function UnsavedChangesDialog({
  leaving,
  busy,
  onSave,
  onDiscard,
  onKeepEditing,
}: {
  /** What happens next, to finish the question: "before closing", "before switching to Deutsch". */
  readonly leaving: Leaving
  readonly busy: boolean
  readonly onSave: () => void
  readonly onDiscard: () => void
  readonly onKeepEditing: () => void
}) {
  const intl = useIntl()
  return (
    <FooterDialog
      title={intl.formatMessage({ id: 'templates.unsaved.title', defaultMessage: 'Unsaved changes' })}
      role="alertdialog"
      cancelLabel={<FormattedMessage id="templates.unsaved.keepEditing" defaultMessage="Keep editing" />}
      onCancel={onKeepEditing}
      busy={busy}
      actions={[
        {
          label: <FormattedMessage id="templates.unsaved.discard" defaultMessage="Discard" />,
          onClick: onDiscard,
        },
        {
          label: <FormattedMessage id="templates.save" defaultMessage="Save" />,
          onClick: onSave,
          tone: 'primary',
        },
      ]}
    >
      <p>
        <FormattedMessage
          id="templates.unsaved.question"
          defaultMessage={
            'You changed the reply templates and have not saved them. Save your changes {going, select, close {before closing} import {before importing} other {before switching to {language}}}, or discard them?'
          }
          values={{ going: leaving.kind, language: languageOf(leaving) }}
        />
      </p>
    </FooterDialog>
  )
}
