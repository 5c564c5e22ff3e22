import { describe, expect, it, vi } from 'vitest'
import type { ReactNode } from 'react'
import { act, renderHook } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { createQueryClient } from '../../api/query-client'
import { flushFrameBatches } from '../../api/frame-batch'
import { appKeys, itemKeys } from '../../api/query-keys'
import { fakeCatalog, installCatalog } from '../../testing/fake-catalog.test-support'
import { useWatchEvents } from './use-watch-events'

const CATALOG = 'https://watch-burst.test'

describe('useWatchEvents: a round that reports many status moves', () => {
  it('refreshes the watch list once and each moved item once, at the frame, not per event', () => {
    const fake = fakeCatalog({})
    installCatalog(fake.api)
    const client = createQueryClient()
    const invalidate = vi.spyOn(client, 'invalidateQueries')
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    )
    const onRevealWatch = vi.fn()
    renderHook(() => useWatchEvents({ catalog: CATALOG, onRevealWatch }), { wrapper })

    act(() => {
      for (let id = 1; id <= 100; id++)
        fake.emit('item:changed', {
          baseUrl: CATALOG,
          // Item 1 moves twice in the round: one refresh.
          id: id === 100 ? 1 : id,
          name: null,
          previousStatus: 'WAITING_FOR_SEND',
          status: 'SENT',
          checkedAt: '2026-11-25T16:00:00.000Z',
        })
      fake.emit('watch:updated', { changedCount: 99, reveal: true })
    })
    // The panel opens at once; the refreshes wait for the frame.
    expect(onRevealWatch).toHaveBeenCalledTimes(1)
    expect(invalidate).not.toHaveBeenCalled()

    act(() => flushFrameBatches())
    const keys = invalidate.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey))
    expect(keys.filter((key) => key === JSON.stringify(appKeys.watch(CATALOG)))).toHaveLength(1)
    expect(keys).toContain(JSON.stringify(itemKeys.detail(CATALOG, 99)))
    expect(keys).toHaveLength(1 + 99)
  })
})
