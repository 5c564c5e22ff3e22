import { useQuery } from '@tanstack/react-query'
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
        {waitingForKeychain ? 'Opening the keychain…' : 'Starting Catalog Browser…'}
      </p>
      {waitingForKeychain && (
        <p className="splash__hint">
          If your system asks to unlock the keychain (or to let Catalog Browser use it), answer it to
          continue.
        </p>
      )}
    </main>
  )
}
