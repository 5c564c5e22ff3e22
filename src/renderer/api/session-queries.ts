import { queryOptions, type QueryClient } from '@tanstack/react-query'
import type { SessionState } from '../../shared/ipc'
import { callCatalog } from './call-catalog'
import { appKeys } from './query-keys'

/** The session main holds now, read without the cache (the session query asks the same). */
export const readSession = () => callCatalog((api) => api.getSession())

/**
 * Makes a session main reported (connected, switched, signed out) the window's session, and has
 * the known catalogs asked again: the session may have added or changed one.
 */
export function enterSession(client: QueryClient, next: SessionState): void {
  client.setQueryData(appKeys.session, next)
  void client.invalidateQueries({ queryKey: appKeys.knownCatalogs })
}

/**
 * Session, known catalogs, notices and prefs change only through this app's own actions, so
 * they never go stale by themselves: mutations write the new value into the cache instead.
 */
export const sessionOptions = queryOptions({
  queryKey: appKeys.session,
  queryFn: readSession,
  staleTime: Infinity,
  refetchOnWindowFocus: false,
})

export const knownCatalogsOptions = queryOptions({
  queryKey: appKeys.knownCatalogs,
  queryFn: () => callCatalog((api) => api.listCatalogs()),
  staleTime: Infinity,
  refetchOnWindowFocus: false,
})

export const noticesOptions = queryOptions({
  queryKey: appKeys.notices,
  queryFn: () => callCatalog((api) => api.notices()),
  staleTime: Infinity,
  refetchOnWindowFocus: false,
})

/** What the organization's policy decides (demo offer, a bad policy file); read once at start by main. */
export const policyOptions = queryOptions({
  queryKey: appKeys.policy,
  queryFn: () => callCatalog((api) => api.policy()),
  staleTime: Infinity,
  refetchOnWindowFocus: false,
})

/** View prefs of the connected catalog; read once before the first list request. */
export function prefsOptions(catalog: string) {
  return queryOptions({
    queryKey: appKeys.prefs(catalog),
    queryFn: () => callCatalog((api) => api.getPrefs()),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  })
}

/** How often the splash asks what start-up waits for (a keychain prompt can come and go). */
export const STARTUP_POLL_MS = 250

/** What start-up waits for, asked until it is done; answered by main even while the keychain waits. */
export const startupOptions = queryOptions({
  queryKey: appKeys.startup,
  queryFn: () => callCatalog((api) => api.startup()),
  refetchInterval: (query) => (query.state.data?.ready ? false : STARTUP_POLL_MS),
  refetchOnWindowFocus: false,
})

/** Name and versions for the About line; they never change while the app runs. */
export const appInfoOptions = queryOptions({
  queryKey: appKeys.appInfo,
  queryFn: () => callCatalog((api) => api.appInfo()),
  staleTime: Infinity,
  refetchOnWindowFocus: false,
})
