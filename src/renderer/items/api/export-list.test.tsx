import { describe, expect, it } from 'vitest'
import type { ReactNode } from 'react'
import { act, renderHook, waitFor } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import type { ExportResult } from '../../../shared/ipc'
import { createQueryClient } from '../../api/query-client'
import { EMPTY_FILTERS } from '../../../shared/catalog/empty-filters'
import { callsOf, fakeCatalog, installCatalog } from '../../testing/fake-catalog.test-support'
import { useExportList } from './export-list'

describe('useExportList', () => {
  it('shows the progress main reports while the export runs, forgets it when it settles, and stops listening', async () => {
    let finish: (result: { ok: true; data: ExportResult }) => void = () => {}
    const fake = fakeCatalog({ exportList: () => new Promise((resolve) => (finish = resolve)) })
    installCatalog(fake.api)
    const client = createQueryClient()
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    )
    const { result, unmount } = renderHook(() => useExportList(), { wrapper })
    expect(fake.listenerCount('export:progress')).toBe(1)

    act(() => result.current.run.mutate({ format: 'csv', filters: EMPTY_FILTERS }))
    await waitFor(() => expect(callsOf(fake.calls, 'exportList')).toHaveLength(1))
    act(() => fake.emit('export:progress', { done: 250, total: 1000 }))
    expect(result.current.progress).toEqual({ done: 250, total: 1000 })

    await act(async () => finish({ ok: true, data: { saved: false } }))
    await waitFor(() => expect(result.current.run.isSuccess).toBe(true))
    expect(result.current.progress).toBeNull()

    unmount()
    expect(fake.listenerCount('export:progress')).toBe(0)
  })
})
