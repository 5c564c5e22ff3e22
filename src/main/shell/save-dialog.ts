import { join } from 'node:path'
import { EXPORT_FORMATS, type ExportFormat } from '../../shared/export-formats'
import type { ShellDialog } from './electron-main'

/**
 * The core's `chooseSavePath`: Electron's save dialog, attached to the main window so it is
 * modal to it, starting in Documents with the suggested name. Null when dismissed.
 */

export function createChooseSavePath<W>(
  dialog: Pick<ShellDialog<W>, 'showSaveDialog'>,
  getWindow: () => W | null,
  documentsDir: () => string,
) {
  return async ({ fileName, format }: { fileName: string; format: ExportFormat }): Promise<string | null> => {
    const window = getWindow()
    if (!window) return null
    const answer = await dialog.showSaveDialog(window, {
      defaultPath: join(documentsDir(), fileName),
      filters: [
        { ...EXPORT_FORMATS[format].fileType, extensions: [...EXPORT_FORMATS[format].fileType.extensions] },
      ],
      properties: ['createDirectory', 'showOverwriteConfirmation'],
    })
    return answer.canceled || !answer.filePath ? null : answer.filePath
  }
}
