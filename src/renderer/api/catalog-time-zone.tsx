import { useQuery } from '@tanstack/react-query'
import { createContext, useContext, type ReactNode } from 'react'
import type { SessionState } from '../../shared/ipc'
import { readCatalogZone } from '../../shared/reply/catalog-time'
import { sessionOptions } from './session-queries'

/** The connected catalog's zone, when this window's `Intl` can read it too. */
function zoneOf(session: SessionState): string | null {
  if (!session.connected) return null
  const zone = readCatalogZone(session.catalog.timeZone)
  return zone.set ? zone.zone : null
}

/** Undefined: no CatalogTimeZoneProvider above the reader. */
const CatalogTimeZoneContext = createContext<string | null | undefined>(undefined)

/**
 * Reads the zone once for the window (main.tsx mounts it above every screen), so the detail
 * pane's readers re-render with the next item without each running a query observer again.
 */
export function CatalogTimeZoneProvider({ children }: { readonly children: ReactNode }) {
  const zone = useQuery({ ...sessionOptions, select: zoneOf }).data ?? null
  return <CatalogTimeZoneContext value={zone}>{children}</CatalogTimeZoneContext>
}

/**
 * The time zone of the connected catalog's `YYYY-MM-DD HH:MM:SS` times, as set in `Edit
 * catalog…`, or null (Not set): the one place every reply, the status line, the templates
 * preview and the detail pane read it from, so none of them claims a zone the others do not.
 */
export function useCatalogTimeZone(): string | null {
  const zone = useContext(CatalogTimeZoneContext)
  if (zone === undefined) throw new Error('useCatalogTimeZone needs a CatalogTimeZoneProvider above it')
  return zone
}
