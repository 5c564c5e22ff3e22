import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TeamTemplatesStatus } from '../../../shared/reply/team-templates'
import { callCatalog } from '../../api/call-catalog'
import { useCatalogEvent } from '../../api/catalog-events'

/**
 * Team templates as the window reads them: main's status (source, whether used, the team's
 * set, the last check's problem), read again whenever main says it changed.
 */
export const teamKeys = { status: ['replies', 'team'] as const }

export const teamStatusOptions = queryOptions({
  queryKey: teamKeys.status,
  queryFn: () => callCatalog((api) => api.teamTemplatesStatus()),
  // Main says when it changes (replies:teamChanged), checks included.
  staleTime: Infinity,
})

export function useTeamTemplates() {
  return useQuery(teamStatusOptions)
}

/** Mounted once per window: a finished check or a changed source reaches every reply at once. */
export function useTeamTemplatesEvents(): void {
  const client = useQueryClient()
  useCatalogEvent(
    'onTeamTemplatesChanged',
    () => void client.invalidateQueries({ queryKey: teamKeys.status }),
  )
}

type TeamChange =
  { readonly kind: 'source'; readonly source?: string; readonly use?: boolean } | { readonly kind: 'check' }

/** `Use team templates`, a new `Team templates from`, `Check now`: main's answer goes in the cache. */
export function useChangeTeamTemplates() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (change: TeamChange): Promise<TeamTemplatesStatus> =>
      callCatalog((api) =>
        change.kind === 'check'
          ? api.checkTeamTemplates()
          : api.setTeamTemplatesSource({
              ...(change.source === undefined ? {} : { source: change.source }),
              ...(change.use === undefined ? {} : { use: change.use }),
            }),
      ),
    onSuccess: (status) => client.setQueryData(teamKeys.status, status),
  })
}
