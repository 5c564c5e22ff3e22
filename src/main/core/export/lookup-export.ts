import { fail, ok, type Result } from '../../../shared/errors'
import { words } from '../../../shared/i18n/words'
import type { ExportFormat, ExportResult } from '../../../shared/ipc'
import type { LookupTextRow } from '../../../shared/lookup/lookup-columns'
import { lookupText } from './export-content'
import { saveExport, type ChooseSavePath } from './save-export'

/**
 * The most characters of text one lookup export writes. Each field is bounded by its schema,
 * but 1,000 rows with every field at its bound would make a file main cannot build without
 * stalling (or at all): such an export is refused as a whole, in words, before any text is built.
 */
export const MAX_LOOKUP_EXPORT_CHARS = 16 * 1024 * 1024

/** Characters of every string a value holds (keys included), counted without building anything. */
export function textChars(value: unknown): number {
  let total = 0
  const pending: unknown[] = [value]
  while (pending.length > 0) {
    const next = pending.pop()
    if (typeof next === 'string') total += next.length
    else if (Array.isArray(next)) pending.push(...next)
    else if (next !== null && typeof next === 'object')
      for (const [key, field] of Object.entries(next)) {
        total += key.length
        pending.push(field)
      }
  }
  return total
}

/**
 * Bulk lookup rows from the window written through the save dialog. Their size is checked
 * first: rows holding too much text are refused with the numbers, before the dialog opens.
 */
export async function exportLookup(
  chooseSavePath: ChooseSavePath,
  request: {
    readonly format: ExportFormat
    readonly fileName: string
    readonly catalog: string | null
    readonly rows: readonly LookupTextRow[]
  },
): Promise<Result<ExportResult>> {
  const { format, fileName, catalog, rows } = request
  const chars = textChars(rows)
  if (chars > MAX_LOOKUP_EXPORT_CHARS) {
    return fail({
      kind: 'refused',
      message: words(
        {
          id: 'error.export.tooMuchText',
          defaultMessage:
            'These rows hold {chars, number} characters of text; an export takes at most {max, number}. Nothing was saved. Export fewer rows (narrow the lookup to one status), or use Export above the item table.',
        },
        { chars, max: MAX_LOOKUP_EXPORT_CHARS },
      ),
    })
  }
  return saveExport(chooseSavePath, { fileName, format }, async () =>
    ok({ text: lookupText(format, rows, catalog), rows: rows.length, capped: false }),
  )
}
