import { EMPTY_FILTERS } from '../../shared/catalog/empty-filters'
import type { CatalogPrefs, SessionState } from '../../shared/ipc'

/** A window connected to the demo catalog, its token in memory. */
export const SESSION: Extract<SessionState, { connected: true }> = {
  connected: true,
  keychain: { available: true },
  catalog: {
    baseUrl: 'http://127.0.0.1:4010',
    label: 'Demo catalog',
    environment: 'other',
    demo: true,
    timeZone: null,
  },
  tokenStorage: 'memory',
}
export const SIGNED_OUT: SessionState = {
  connected: false,
  keychain: { available: true },
  suggestedBaseUrl: null,
}
/** Saved view prefs that are not the defaults: page 2, a Name filter. */
export const PREFS: CatalogPrefs = {
  pageSize: 25,
  page: 2,
  filters: { ...EMPTY_FILTERS, name: ['AK'] },
}
