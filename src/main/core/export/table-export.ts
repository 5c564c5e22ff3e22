import { fail, ok, type Result } from '../../../shared/errors'
import {
  MAX_EXPORT_TABLE_CHARS,
  type ExportFormat,
  type ExportResult,
  type ExportTable,
} from '../../../shared/ipc'
import { tableText } from './export-content'
import { saveExport, type ChooseSavePath } from './save-export'

/** Characters of text in the table's headers and cells, counted without building anything. */
export function tableChars(table: ExportTable): number {
  let total = 0
  for (const column of table.columns) total += column.length
  for (const row of table.rows) for (const cell of row) total += cell?.length ?? 0
  return total
}

/**
 * A table from the window (bulk lookup rows) written through the save dialog. Its size is
 * checked first: a table too large is refused with the numbers, before the dialog opens.
 */
export async function exportTable(
  chooseSavePath: ChooseSavePath,
  request: { readonly format: ExportFormat; readonly fileName: string; readonly table: ExportTable },
): Promise<Result<ExportResult>> {
  const { format, fileName, table } = request
  const chars = tableChars(table)
  if (chars > MAX_EXPORT_TABLE_CHARS) {
    const inMillions = (count: number) => (count / 1_000_000).toFixed(1)
    return fail({
      kind: 'refused',
      message: `This table holds ${inMillions(chars)} million characters of text; an export takes at most ${inMillions(MAX_EXPORT_TABLE_CHARS)} million. Nothing was saved. Export fewer rows (narrow the lookup to one status), or use Export above the item table.`,
    })
  }
  return saveExport(chooseSavePath, { fileName, format }, async () =>
    ok({ text: tableText(format, table), rows: table.rows.length, capped: false }),
  )
}
