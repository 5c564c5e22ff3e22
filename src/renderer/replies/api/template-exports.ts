import type { ExportResult } from '../../../shared/ipc'
import { words, type Words } from '../../../shared/i18n/words'
import { callCatalog } from '../../api/call-catalog'
import { appErrorOf } from '../../api/catalog-error'

/** Where an export was saved, nothing when the save dialog was dismissed, or why it was not saved. */
export type TemplatesExport = { readonly savedTo: string } | { readonly problem: Words } | null

async function exportThrough(run: () => Promise<ExportResult>): Promise<TemplatesExport> {
  try {
    const result = await run()
    return result.saved ? { savedTo: result.path } : null
  } catch (error) {
    return {
      problem:
        appErrorOf(error)?.message ??
        words({ id: 'replies.file.notSaved', defaultMessage: 'The file could not be saved.' }),
    }
  }
}

/** Main asks where to save the lead's reply wording and saves it there. */
export const exportReplyTemplates = () =>
  exportThrough(() => callCatalog((api) => api.exportReplyTemplates()))

/** Main asks where to save the wording as the team's set and saves it there. */
export const exportTeamTemplates = () => exportThrough(() => callCatalog((api) => api.exportTeamTemplates()))
