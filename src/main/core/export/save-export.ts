import { fail, ok, type Result } from '../../../shared/errors'
import { words } from '../../../shared/i18n/words'
import type { ExportFormat, ExportResult } from '../../../shared/ipc'
import { writeFileAtomic } from '../settings/atomic-write'

/**
 * Asks where to save (the shell's save dialog; the e2e harness answers with a temp path),
 * then writes the whole file atomically: a failed write leaves no partial file, only the
 * previous one if there was one, and says why in words.
 */
export type ChooseSavePath = (request: {
  readonly fileName: string
  readonly format: ExportFormat
}) => Promise<string | null>

export interface ExportContent {
  readonly text: string
  readonly rows: number
  readonly capped: boolean
}

export function withExtension(fileName: string, format: ExportFormat): string {
  return fileName.toLowerCase().endsWith(`.${format}`) ? fileName : `${fileName}.${format}`
}

export async function saveExport(
  chooseSavePath: ChooseSavePath,
  request: { readonly fileName: string; readonly format: ExportFormat },
  /** Runs after the path is chosen (a list export fetches its pages here); a failure writes nothing. */
  produce: () => Promise<Result<ExportContent>>,
): Promise<Result<ExportResult>> {
  const path = await chooseSavePath({
    fileName: withExtension(request.fileName, request.format),
    format: request.format,
  })
  if (path === null) return ok({ saved: false })
  const produced = await produce()
  if (!produced.ok) return produced
  const { text, rows, capped } = produced.data
  try {
    await writeFileAtomic(path, text)
  } catch (error) {
    return writeFailed(path, error)
  }
  return ok({ saved: true, path, rows, capped })
}

/** A write the system refused, in words: why, and that nothing was written. */
export function writeFailed(path: string, error: unknown): Result<never> {
  const code = (error as NodeJS.ErrnoException).code ?? null
  // The catalogs word the system's common reasons (EACCES, ENOSPC…) and fall back for the rest.
  const reason = words(
    {
      id: 'error.write.reason',
      defaultMessage:
        '{code, select, EACCES {permission denied} EPERM {permission denied} ENOSPC {the disk is full} EROFS {the disk is read-only} ENOENT {the folder does not exist} ENOTDIR {part of the path is not a folder} EISDIR {a folder has that name} EDQUOT {the disk quota is used up} ENAMETOOLONG {the name is too long} other {the system refused the write}}',
    },
    { code: code ?? 'other' },
  )
  return fail({
    kind: 'write_failed',
    code,
    message: code
      ? words(
          {
            id: 'error.write.failed',
            defaultMessage:
              'Could not save {path}: {reason} ({code}). Nothing was written; choose another folder and try again.',
          },
          { path, reason, code },
        )
      : words(
          {
            id: 'error.write.failedUncoded',
            defaultMessage:
              'Could not save {path}: {reason}. Nothing was written; choose another folder and try again.',
          },
          { path, reason },
        ),
  })
}
