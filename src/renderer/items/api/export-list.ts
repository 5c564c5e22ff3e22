import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import type { RequestOf } from '../../../shared/ipc'
import { callCatalog } from '../../api/call-catalog'
import { useCatalogEvent } from '../../api/catalog-events'

/** How far a running list export has got, as main reports it. */
export interface ExportProgress {
  readonly done: number
  readonly total: number
}

/**
 * The list export: main fetches every page of the filters and writes the file. Its progress
 * is reported while it runs and forgotten when it settles, so a finished export shows none.
 */
export function useExportList() {
  const [progress, setProgress] = useState<ExportProgress | null>(null)
  const run = useMutation({
    mutationFn: (request: RequestOf<'export:list'>) => callCatalog((api) => api.exportList(request)),
    onSettled: () => setProgress(null),
  })
  useCatalogEvent('onExportProgress', setProgress)
  // The running export's own request answers `cancelled`: that is what the agent is shown.
  const cancel = () => void callCatalog((api) => api.cancelExport()).catch(() => undefined)
  return { run, progress, cancel }
}
