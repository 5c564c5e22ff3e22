import { ok, type Result } from '../../../shared/errors'
import type { ExportResult } from '../../../shared/ipc'
import { saveExport, type ChooseSavePath } from '../export/save-export'
import type { TeamTemplatesService } from './team-templates-service'

/**
 * `Export for the team…`: the lead's own set as a team file carrying the next set version,
 * through the save dialog. The version counts as used only once the file is written, so a
 * cancelled dialog does not skip a number; agents then refuse any older copy.
 */
export async function exportForTeam(
  chooseSavePath: ChooseSavePath,
  /** The lead's whole set as a team file carrying `setVersion` (the replies service's). */
  exportText: (setVersion: number) => string,
  team: Pick<TeamTemplatesService, 'nextExportVersion' | 'recordExport'>,
): Promise<Result<ExportResult>> {
  const setVersion = team.nextExportVersion()
  const result = await saveExport(
    chooseSavePath,
    { fileName: 'team-reply-templates', format: 'json' },
    async () => ok({ text: exportText(setVersion), rows: 0, capped: false }),
  )
  if (result.ok && result.data.saved) await team.recordExport(setVersion)
  return result
}
