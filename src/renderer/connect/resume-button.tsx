import { FormattedMessage, useIntl } from 'react-intl'

/** Resume <label>: one catalog's saved sign-in, on the connect screen's lists alike. */
export function ResumeButton({
  label,
  className,
  busy,
  onResume,
}: {
  readonly label: string
  readonly className: string
  readonly busy: boolean
  readonly onResume: () => void
}) {
  const intl = useIntl()
  return (
    <button
      type="button"
      className={className}
      disabled={busy}
      aria-label={intl.formatMessage(
        { id: 'knownCatalogs.resumeLabel', defaultMessage: 'Resume {catalog}' },
        { catalog: label },
      )}
      onClick={onResume}
    >
      <FormattedMessage id="knownCatalogs.resume" defaultMessage="Resume" />
    </button>
  )
}
