import { useState } from 'react'
import type { ExportFormat } from '../../shared/ipc'
import { useExportLookup } from './api/export-lookup'
import { useClipboardWrite } from '../api/use-copy-text'
import { appErrorOf } from '../api/catalog-error'
import type { AppError } from '../../shared/errors'
import { rowsAsTsv, type LookupRow } from './lookup-rows'
import { useWordText } from '../format/word-text'
import { inEnglish } from '../../shared/i18n/english'
import { words, type Words } from '../../shared/i18n/words'

/**
 * `Copy as text` and `Export CSV`/`Export JSON` for the rows the lookup shows (narrowed and
 * sorted as on screen), with what the last one did for the status beside the buttons.
 */
export function useLookupOutput(shown: readonly LookupRow[], linkCatalog: string | null) {
  // Kept as words, so a language switch rewords what the last copy or export said.
  const [outcome, setOutcome] = useState<Words | null>(null)
  const wordText = useWordText()
  const copy = useClipboardWrite()
  const save = useExportLookup()
  const copyRows = () =>
    copy.mutate(rowsAsTsv(shown, linkCatalog, inEnglish), {
      onSuccess: () => setOutcome(words({ id: 'lookup.copied', defaultMessage: 'Copied to the clipboard' })),
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
        onSuccess: (result) =>
          setOutcome(
            result.saved
              ? words(
                  {
                    id: 'lookup.saved',
                    defaultMessage:
                      '{rows, plural, one {Saved # row to {path}} other {Saved # rows to {path}}}',
                  },
                  { rows: result.rows, path: result.path },
                )
              : null,
          ),
      },
    )
  const failure: AppError | null = appErrorOf(copy.error) ?? appErrorOf(save.error)
  return { outcome: outcome ? wordText(outcome) : '', copyRows, saveRows, saving: save, failure }
}
