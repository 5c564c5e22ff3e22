import { useQuery } from '@tanstack/react-query'
import { FormattedMessage } from 'react-intl'
import { startupOptions } from '../api/session-queries'

/**
 * Shown until main has restored the last session. That can take as long as the person needs
 * to unlock the keychain, so the window says what it waits for instead of staying blank.
 */
export function StartupSplash() {
  const startup = useQuery(startupOptions)
  const waitingForKeychain = startup.data?.waitingForKeychain === true
  return (
    <main className="splash" aria-busy="true">
      <p className="splash__text" role="status">
        {waitingForKeychain ? (
          <FormattedMessage id="splash.keychain" defaultMessage="Opening the keychain…" />
        ) : (
          <FormattedMessage id="splash.starting" defaultMessage="Starting Catalog Browser…" />
        )}
      </p>
      {waitingForKeychain && (
        <p className="splash__hint">
          <FormattedMessage
            id="splash.keychainHint"
            defaultMessage="If your system asks to unlock the keychain (or to let Catalog Browser use it), answer it to continue."
          />
        </p>
      )}
    </main>
  )
}
