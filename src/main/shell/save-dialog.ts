import { join } from 'node:path'
import type * as Electron from 'electron'

/**
 * The core's `chooseSavePath`: Electron's save dialog, attached to the main window so it is
 * modal to it, starting in Documents with the suggested name. Null when dismissed.
 */
export interface SaveDialog {
  showSaveDialog(
    window: Electron.BrowserWindow,
    options: Electron.SaveDialogOptions,
  ): Promise<{ canceled: boolean; filePath?: string }>
}

const FILTERS: Readonly<Record<'csv' | 'json', readonly Electron.FileFilter[]>> = {
  csv: [{ name: 'CSV (comma-separated values)', extensions: ['csv'] }],
  json: [{ name: 'JSON', extensions: ['json'] }],
}

export function createChooseSavePath(
  dialog: SaveDialog,
  getWindow: () => Electron.BrowserWindow | null,
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
