import { words, type Words } from '../../shared/i18n/words'
import type { TeamTemplatesStatus } from '../../shared/reply/team-templates'
import { formatMoment } from '../format/format-time'

/**
 * `Team templates <version>, checked <time>` (ui-contract "Team templates"): what is in use,
 * said in the dialog and on `Copy reply`'s title. Null when no team set is in use. The version
 * is the file's own number, said as written.
 */
export function teamInUseWords(
  status: TeamTemplatesStatus | undefined,
  now: number,
  locale: string,
): Words | null {
  if (!status?.inUse || status.set === null) return null
  return words(
    {
      id: 'templates.team.inUse',
      defaultMessage:
        'Team templates {version, select, none {without a version} other {{version}}}, {checked, select, none {not checked yet} other {checked {checked}}}',
    },
    {
      version: status.setVersion === null ? 'none' : String(status.setVersion),
      checked: status.checkedAt === null ? 'none' : formatMoment(new Date(status.checkedAt), now, locale),
    },
  )
}
