import { createContext, useContext, useMemo, type ReactNode } from 'react'
import type { TeamTemplatesStatus } from '../../shared/reply/team-templates'
import type { StoredReplyTemplates } from '../../shared/reply/templates-schema'
import { useReplyTemplates } from './api/reply-queries'
import { useTeamTemplates, useTeamTemplatesEvents } from './api/team-queries'

/** The two sets a reply's wording is made of, as the window read them (use-reply-set.ts layers them). */
export interface ReplySources {
  /** The agent's own set; undefined until read. */
  readonly own: StoredReplyTemplates | undefined
  readonly isSuccess: boolean
  readonly error: unknown
  /** The team's status, once read. */
  readonly team: TeamTemplatesStatus | undefined
}

const ReplySourcesContext = createContext<ReplySources | null>(null)

/**
 * Reads the wording once for the window (main.tsx mounts it above every screen): the status
 * line and the reply tools re-render with each item the pane opens, and read it from here
 * instead of each running two query observers again. A new set re-renders them at once, so a
 * reply copied right after a save uses it. The layering of the team's set over the agent's is
 * the readers' (useReplySet), all in the lazy parts: the first screen shows no reply.
 */
export function ReplySetProvider({ children }: { readonly children: ReactNode }) {
  const own = useReplyTemplates()
  const team = useTeamTemplates()
  // Beside the read it refreshes, for as long as the window holds it (the connect screen too).
  useTeamTemplatesEvents()
  const isSuccess = own.isSuccess && !team.isPending
  const sources = useMemo(
    () => ({ own: own.data, isSuccess, error: own.error, team: team.data }),
    [own.data, isSuccess, own.error, team.data],
  )
  return <ReplySourcesContext value={sources}>{children}</ReplySourcesContext>
}

/** The sets as the window read them; throws without a ReplySetProvider above. */
export function useReplySources(): ReplySources {
  const sources = useContext(ReplySourcesContext)
  if (sources === null) throw new Error('useReplySet needs a ReplySetProvider above it')
  return sources
}
