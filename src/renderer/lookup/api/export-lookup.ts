import { useMutation } from '@tanstack/react-query'
import type { RequestOf } from '../../../shared/ipc'
import { callCatalog } from '../../api/call-catalog'

/** A bulk lookup's rows written to a file chosen in the save dialog. */
export const useExportLookup = () =>
  useMutation({
    mutationFn: (request: RequestOf<'export:lookup'>) => callCatalog((api) => api.exportLookup(request)),
  })
