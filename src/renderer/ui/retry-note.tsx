import { FormattedMessage } from 'react-intl'
import type { RateLimitRetryState } from '../api/use-rate-limit-retry'

/**
 * Beside a Retry: when the app will ask again by itself, or that it already did.
 *
 * `aria-live="off"` because it sits inside an alert and changes every second: the alert is
 * announced once, with the first count; a count spoken each second would drown everything.
 */
export function RetryNote({ state }: { readonly state: RateLimitRetryState | undefined }) {
  if (state === undefined || state.kind === 'none') return null
  if (state.kind === 'manual' && !state.triedAgain) return null
  return (
    <span className="retry-note" aria-live="off">
      {state.kind === 'counting' ? (
        <FormattedMessage
          id="retry.counting"
          defaultMessage={'Trying again in {seconds, number} s'}
          values={{ seconds: state.secondsLeft }}
        />
      ) : (
        <FormattedMessage
          id="retry.triedOnce"
          defaultMessage="Tried again once by itself; Retry when the catalog is less busy."
        />
      )}
    </span>
  )
}
