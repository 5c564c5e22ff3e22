import { FormattedMessage, useIntl } from 'react-intl'
import { phaseWords, type LookupPhase } from './lookup-rows'

/** How far a bulk lookup got: the progress bar, `N of M`, Cancel while it runs, and its phase. */
export function LookupProgress({
  done,
  total,
  phase,
  onCancel,
}: {
  readonly done: number
  readonly total: number
  readonly phase: LookupPhase
  /** Null once nothing runs: no Cancel button then. */
  readonly onCancel: (() => void) | null
}) {
  const intl = useIntl()
  const phaseMessage = phaseWords(phase)
  return (
    <div className="bulk__progress">
      <div
        role="progressbar"
        aria-label={intl.formatMessage({ id: 'lookup.progress.label', defaultMessage: 'Lookup progress' })}
        aria-valuemin={0}
        aria-valuenow={done}
        aria-valuemax={total}
        className="bulk__bar"
      >
        <span className="bulk__bar-fill" style={{ width: `${(done / total) * 100}%` }} />
      </div>
      <span className="bulk__count num">
        <FormattedMessage
          id="lookup.progress.count"
          defaultMessage={'{done, number} of {total, number}'}
          values={{ done, total }}
        />
      </span>
      {onCancel ? (
        <button type="button" className="button button--small" onClick={onCancel}>
          <FormattedMessage id="lookup.cancel" defaultMessage="Cancel lookup" />
        </button>
      ) : null}
      <span className="bulk__phase" role="status">
        {phaseMessage === null ? null : <FormattedMessage {...phaseMessage} />}
      </span>
    </div>
  )
}
