import { useMemo } from 'react'
import { layerTeamTemplates, type TeamTemplatesStatus } from '../../shared/reply/team-templates'
import type { StoredReplyTemplates } from '../../shared/reply/templates-schema'
import { useReplyTemplates } from './api/reply-queries'
import { useTeamTemplates } from './api/team-queries'

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
