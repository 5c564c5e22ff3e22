import { useState } from 'react'
import type { ExportFormat } from '../../shared/ipc'
import { useExportLookup } from './api/export-lookup'
import { useClipboardWrite } from '../api/use-copy-text'
import { appErrorOf } from '../api/catalog-error'
import type { AppError } from '../../shared/errors'
import { rowsAsTsv, type LookupRow } from './lookup-rows'
import { useWordText } from '../format/word-text'

/**
 * `Copy as text` and `Export CSV`/`Export JSON` for the rows the lookup shows (narrowed and
 * sorted as on screen), with what the last one did for the status beside the buttons.
 */
export function useLookupOutput(shown: readonly LookupRow[], linkCatalog: string | null) {
  const [outcome, setOutcome] = useState('')
  const wordText = useWordText()
  const copy = useClipboardWrite()
  const save = useExportLookup()
  const copyRows = () =>
    copy.mutate(rowsAsTsv(shown, linkCatalog, wordText), {
      onSuccess: () => setOutcome('Copied to the clipboard'),
    })
  const saveRows = (format: ExportFormat) =>
    save.mutate(
      {
        format,
        fileName: 'lookup',
        catalog: linkCatalog,
        rows: shown.map(({ id, outcome: answer }) => ({ id, outcome: answer })),
      },
      {
        onSuccess: (result) => setOutcome(result.saved ? `Saved ${result.rows} rows to ${result.path}` : ''),
      },
    )
  const failure: AppError | null = appErrorOf(copy.error) ?? appErrorOf(save.error)
  return { outcome, copyRows, saveRows, saving: save, failure }
}
