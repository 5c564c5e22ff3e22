import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { layerTeamTemplates, type TeamTemplatesStatus } from '../../shared/reply/team-templates'
import type { StoredReplyTemplates } from '../../shared/reply/templates-schema'
import { callCatalog } from './call-catalog'
import { useCatalogEvent } from './catalog-events'
import { useReplyTemplates } from './reply-queries'

/**
 * Team templates as the window reads them: main's status (source, whether used, the team's
 * set, the last check's problem), read again whenever main says it changed, and the set every
 * reply uses: the team's over the agent's own (shared/reply/team-templates.ts).
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

export interface ReplySet {
  /** The set replies use: the team's over the agent's own; undefined until the agent's is read. */
  readonly data: StoredReplyTemplates | undefined
  readonly isSuccess: boolean
  readonly error: unknown
  /** The team's status, once read. */
  readonly team: TeamTemplatesStatus | undefined
}

/**
 * The wording a reply uses. The team status failing to load costs nothing: the agent's own
 * set is used, the way main keeps it when a source fails.
 */
export function useReplySet(): ReplySet {
  const own = useReplyTemplates()
  const team = useTeamTemplates()
  const teamSet = team.data?.set ?? null
  const data = useMemo(
    () => (own.data ? layerTeamTemplates(own.data, teamSet) : undefined),
    [own.data, teamSet],
  )
  return {
    data,
    isSuccess: own.isSuccess && !team.isPending,
    error: own.error,
    team: team.data,
  }
}
