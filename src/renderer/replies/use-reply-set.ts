import { useMemo } from 'react'
import { layerTeamTemplates, type TeamTemplatesStatus } from '../../shared/reply/team-templates'
import type { StoredReplyTemplates } from '../../shared/reply/templates-schema'
import { useReplySources } from './reply-set-provider'

export interface ReplySet {
  /** The set replies use: the team's over the agent's own; undefined until the agent's is read. */
  readonly data: StoredReplyTemplates | undefined
  readonly isSuccess: boolean
  readonly error: unknown
  /** The team's status, once read. */
  readonly team: TeamTemplatesStatus | undefined
}

/** Each own set with the last team set laid over it: every reader of the window gets the same object. */
const layered = new WeakMap<
  StoredReplyTemplates,
  { readonly team: StoredReplyTemplates | null; readonly set: StoredReplyTemplates }
>()

function layer(own: StoredReplyTemplates, team: StoredReplyTemplates | null): StoredReplyTemplates {
  const last = layered.get(own)
  if (last?.team === team) return last.set
  const set = layerTeamTemplates(own, team)
  layered.set(own, { team, set })
  return set
}

/**
 * The wording a reply uses, from the sets the window's ReplySetProvider read. The team status
 * failing to load costs nothing: the agent's own set is used, the way main keeps it when a
 * source fails.
 */
export function useReplySet(): ReplySet {
  const { own, isSuccess, error, team } = useReplySources()
  const data = own ? layer(own, team?.set ?? null) : undefined
  return useMemo(() => ({ data, isSuccess, error, team }), [data, isSuccess, error, team])
}
