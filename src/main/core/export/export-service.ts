import { ok } from '../../../shared/errors'
import type { ServiceImplementation } from '../../../shared/ipc'
import type { ListExporter } from './list-export'
import { exportLookup } from './lookup-export'
import type { ChooseSavePath } from './save-export'

/** The window's `export` service: a lookup's rows, or the whole filtered list, to a file. */
export function createExportService(
  chooseSavePath: ChooseSavePath,
  listExport: Pick<ListExporter, 'run' | 'cancel'>,
): ServiceImplementation<'export'> {
  return {
    exportLookup: (request) => exportLookup(chooseSavePath, request),
    exportList: ({ format, filters }) => listExport.run(format, filters),
    cancelExport: async () => ok({ cancelled: listExport.cancel() }),
  }
}
