import { useCallback, useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { SessionState } from '../shared/ipc'
import type { AppError } from '../shared/errors'
import { sessionOptions } from './api/session-queries'
import { toCatalogError } from './api/catalog-error'
import { appKeys } from './api/query-keys'
import { useSessionLoss } from './api/use-session-loss'
import { ConnectScreen } from './connect/connect-screen'
import { BrowserScreen } from './browser/browser-screen'
import { ErrorMessage } from './common/error-message'
import { StartupSplash } from './layout/startup-splash'

/**
 * The session gate: the connect screen when no catalog is connected (or the catalog just
 * rejected the token), the browser screen otherwise.
 */
export function App() {
  const queryClient = useQueryClient()
  const session = useQuery(sessionOptions)
  // Set when a request proves the session is over; main may still hold it, but nothing
  // more can succeed with it, so the person is asked to connect again, with the reason.
  const [lost, setLost] = useState<AppError | null>(null)
  useSessionLoss(setLost)

  const enter = useCallback(
    (next: SessionState) => {
      setLost(null)
      queryClient.setQueryData(appKeys.session, next)
      void queryClient.invalidateQueries({ queryKey: appKeys.knownCatalogs })
    },
    [queryClient],
  )

  if (session.isPending) return <StartupSplash />
  if (session.isError) {
    const error = toCatalogError(session.error).appError
    return (
      <main className="splash">
        <h1 className="splash__title">Catalog Browser could not start</h1>
        <ErrorMessage error={error} onRetry={() => void session.refetch()} />
      </main>
    )
  }
  if (!session.data.connected || lost) {
    return <ConnectScreen session={session.data} lostReason={lost} onConnected={enter} />
  }
  return <BrowserScreen key={session.data.catalog.baseUrl} session={session.data} onSignedOut={enter} />
}
