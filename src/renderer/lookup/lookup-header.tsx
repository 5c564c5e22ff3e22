import { FormattedMessage, useIntl } from 'react-intl'
import { CloseIcon } from '../ui/icons'

/** The bulk lookup's title, with `Back to the list` (where it can be set aside) and its close button. */
export function LookupHeader({
  onMinimize,
  onClose,
}: {
  readonly onMinimize?: (() => void) | undefined
  readonly onClose: () => void
}) {
  const intl = useIntl()
  return (
    <header className="bulk__header">
      <h2 className="bulk__title">
        <FormattedMessage id="lookup.title" defaultMessage="Look up several items" />
      </h2>
      {onMinimize ? (
        <button type="button" className="button button--small" onClick={onMinimize}>
          <FormattedMessage id="lookup.backToList" defaultMessage="Back to the list" />
        </button>
      ) : null}
      <button
        type="button"
        className="button button--icon"
        aria-label={intl.formatMessage({ id: 'lookup.close', defaultMessage: 'Close bulk lookup' })}
        onClick={onClose}
      >
        <CloseIcon />
      </button>
    </header>
  )
}
