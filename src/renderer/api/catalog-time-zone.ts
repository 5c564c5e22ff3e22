import { useQuery } from '@tanstack/react-query'
import type { SessionState } from '../../shared/ipc'
import { readCatalogZone } from '../../shared/reply/catalog-time'
import { sessionOptions } from './session-queries'

/** The connected catalog's zone, when this window's `Intl` can read it too. */
function zoneOf(session: SessionState): string | null {
  if (!session.connected) return null
  const zone = readCatalogZone(session.catalog.timeZone)
  return zone.set ? zone.zone : null
}

/**
 * The time zone of the connected catalog's `YYYY-MM-DD HH:MM:SS` times, as set in `Edit
 * catalog…`, or null (Not set): the one place every reply, the status line, the templates
 * preview and the detail pane read it from, so none of them claims a zone the others do not.
 */
export function useCatalogTimeZone(): string | null {
  return useQuery({ ...sessionOptions, select: zoneOf }).data ?? null
}
