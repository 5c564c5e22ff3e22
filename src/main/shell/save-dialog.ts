import { join } from 'node:path'
import type * as Electron from 'electron'
import type { ShellDialog } from './electron-main'

/**
 * The core's `chooseSavePath`: Electron's save dialog, attached to the main window so it is
 * modal to it, starting in Documents with the suggested name. Null when dismissed.
 */

const FILTERS: Readonly<Record<'csv' | 'json', readonly Electron.FileFilter[]>> = {
  csv: [{ name: 'CSV (comma-separated values)', extensions: ['csv'] }],
  json: [{ name: 'JSON', extensions: ['json'] }],
}

export function createChooseSavePath<W>(
  dialog: Pick<ShellDialog<W>, 'showSaveDialog'>,
  getWindow: () => W | null,
  documentsDir: () => string,
) {
  return async ({
    fileName,
    format,
  }: {
    fileName: string
    format: 'csv' | 'json'
  }): Promise<string | null> => {
    const window = getWindow()
    if (!window) return null
    const answer = await dialog.showSaveDialog(window, {
      defaultPath: join(documentsDir(), fileName),
      filters: [...FILTERS[format]],
      properties: ['createDirectory', 'showOverwriteConfirmation'],
    })
    return answer.canceled || !answer.filePath ? null : answer.filePath
  }
}
