import type { TeamTemplatesStatus } from '../../shared/reply/team-templates'
import { formatMoment } from '../format/format-time'

/**
 * `Team templates <version>, checked <time>` (ui-contract "Team templates"): what is in use,
 * said in the dialog and on `Copy reply`'s title. Null when no team set is in use.
 */
export function teamInUseText(status: TeamTemplatesStatus | undefined, now: number): string | null {
  if (!status?.inUse || status.set === null) return null
  const version = status.setVersion === null ? 'without a version' : String(status.setVersion)
  const checked =
    status.checkedAt === null ? 'not checked yet' : `checked ${formatMoment(new Date(status.checkedAt), now)}`
  return `Team templates ${version}, ${checked}`
}
