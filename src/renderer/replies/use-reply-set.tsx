import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { layerTeamTemplates, type TeamTemplatesStatus } from '../../shared/reply/team-templates'
import type { StoredReplyTemplates } from '../../shared/reply/templates-schema'
import { useReplyTemplates } from './api/reply-queries'
import { useTeamTemplates, useTeamTemplatesEvents } from './api/team-queries'

export interface ReplySet {
  /** The set replies use: the team's over the agent's own; undefined until the agent's is read. */
  readonly data: StoredReplyTemplates | undefined
  readonly isSuccess: boolean
  readonly error: unknown
  /** The team's status, once read. */
  readonly team: TeamTemplatesStatus | undefined
}

const ReplySetContext = createContext<ReplySet | null>(null)

/**
 * Reads the wording once for the window (main.tsx mounts it above every screen): the status
 * line and the reply tools re-render with each item the pane opens, and read it from here
 * instead of each running two query observers again. A new set re-renders them at once, so a
 * reply copied right after a save uses it.
 */
export function ReplySetProvider({ children }: { readonly children: ReactNode }) {
  const own = useReplyTemplates()
  const team = useTeamTemplates()
  // Beside the read it refreshes, for as long as the window holds it (the connect screen too).
  useTeamTemplatesEvents()
  const teamSet = team.data?.set ?? null
  const data = useMemo(
    () => (own.data ? layerTeamTemplates(own.data, teamSet) : undefined),
    [own.data, teamSet],
  )
  const isSuccess = own.isSuccess && !team.isPending
  const set = useMemo(
    () => ({ data, isSuccess, error: own.error, team: team.data }),
    [data, isSuccess, own.error, team.data],
  )
  return <ReplySetContext value={set}>{children}</ReplySetContext>
}

/**
 * The wording a reply uses. The team status failing to load costs nothing: the agent's own
 * set is used, the way main keeps it when a source fails.
 */
export function useReplySet(): ReplySet {
  const set = useContext(ReplySetContext)
  if (set === null) throw new Error('useReplySet needs a ReplySetProvider above it')
  return set
}
