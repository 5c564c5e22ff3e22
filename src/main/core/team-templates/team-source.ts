import {
  readTeamSource as readSource,
  type TeamSourceContext,
  type TeamSource,
} from '../../../shared/reply/team-source'
import { teamSourceProblemWords } from '../../../shared/reply/team-source-words'
import type { Words } from '../../../shared/i18n/words'

export { describeTeamSource, type TeamSource } from '../../../shared/reply/team-source'

/**
 * A team templates source as the agent typed it in the Reply templates dialog, read by the one
 * rule (shared/reply/team-source.ts), with each problem as words that say what to do.
 */
export type TeamSourceReading =
  { readonly ok: true; readonly source: TeamSource } | { readonly ok: false; readonly message: Words }

export function readTeamSource(text: string, context: TeamSourceContext): TeamSourceReading {
  const read = readSource(text, context)
  return read.ok ? read : { ok: false, message: teamSourceProblemWords(read.problem, text.trim()) }
}
