import { Suspense, useCallback, useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { FormattedMessage } from 'react-intl'
import type { SessionState } from '../shared/ipc'
import type { AppError } from '../shared/errors'
import { enterSession, sessionOptions } from './api/session-queries'
import { toCatalogError } from './api/catalog-error'
import { useSessionLoss } from './api/use-session-loss'
import { ItemsScreen } from './items/items-screen'
import { ErrorMessage } from './ui/error-message'
import { StartupSplash } from './layout/startup-splash'
import { useFirstScreenHeld } from './start/window-start'
import { lazyPart } from './ui/lazy-part'
import type { CatalogNavigation } from './catalogs/catalog-controls'
import type { ConnectIntent } from './catalogs/connect-intent'
import type { LeftCatalog } from './catalogs/left-catalog-offer'
import type { LinkTarget } from '../shared/links/catalog-link'

/**
 * The connect screen, a chunk of its own: a connected agent's first screen (the everyday start)
 * does not show it, and a window that starts without a catalog loads it as the session comes in.
 */
const ConnectScreen = lazyPart(() => import('./connect/connect-screen'), 'ConnectScreen')

/**
 * The session gate: the connect screen when no catalog is connected (or the catalog just
 * rejected the token), the browser screen otherwise.
 *
 * The window's start (main.tsx's) keeps the start splash up while the first page is briefly on
 * its way, so the items screen is drawn once, with its rows.
 */
export function App() {
  const queryClient = useQueryClient()
  const session = useQuery(sessionOptions)
  const holding = useFirstScreenHeld()
  // Set when a request proves the session is over; main may still hold it, but nothing
  // more can succeed with it, so the person is asked to connect again, with the reason.
  const [lost, setLost] = useState<AppError | null>(null)
  useSessionLoss(setLost)

  const enter = useCallback(
    (next: SessionState) => {
      setLost(null)
      enterSession(queryClient, next)
    },
    [queryClient],
  )
  // The connect form while a catalog is connected (Add catalog…, a catalog without a token).
  const [connectIntent, setConnectIntent] = useState<ConnectIntent | null>(null)
  // What a link asked to open once the window has switched to its catalog.
  const [pendingTarget, setPendingTarget] = useState<LinkTarget | null>(null)
  // The catalog just signed out of or forgotten, for the connect screen to say so.
  const [left, setLeft] = useState<LeftCatalog | null>(null)
  const navigation: CatalogNavigation = {
    onSession: (next, then) => {
      setConnectIntent(null)
      setPendingTarget(then ?? null)
      setLeft(null)
      enter(next)
    },
    onConnectTo: setConnectIntent,
    onLeft: (next, from) => {
      navigation.onSession(next)
      setLeft(from)
    },
  }

  if (session.isPending || holding) return <StartupSplash />
  if (session.isError) {
    const error = toCatalogError(session.error).appError
    return (
      <main className="splash">
        <h1 className="splash__title">
          <FormattedMessage id="ui.cannotStart" defaultMessage="Catalog Browser could not start" />
        </h1>
        <ErrorMessage error={error} onRetry={() => void session.refetch()} />
      </main>
    )
  }
  if (!session.data.connected || lost || connectIntent) {
    const connected = session.data.connected && !lost ? session.data : null
    return (
      // Until its chunk is in (a start without a catalog, before any idle moment), the splash
      // that was up stays up: the window shows no other screen in between.
      <Suspense fallback={<StartupSplash />}>
        <ConnectScreen
          session={session.data}
          lostReason={lost}
          intent={connectIntent}
          onConnected={(next) => navigation.onSession(next, connectIntent?.then)}
          onBack={connected ? () => setConnectIntent(null) : undefined}
          backLabel={connected?.catalog.label}
          left={left}
        />
      </Suspense>
    )
  }
  return (
    <ItemsScreen
      key={session.data.catalog.baseUrl}
      session={session.data}
      navigation={navigation}
      pendingTarget={pendingTarget}
      onTargetOpened={() => setPendingTarget(null)}
    />
  )
}
