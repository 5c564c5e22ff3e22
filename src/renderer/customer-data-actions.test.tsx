import { describe, expect, it, vi } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import { QueryClientProvider, QueryObserver } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { createQueryClient } from './api/query-client'
import { itemKeys } from './api/query-keys'
import { useForgetCatalog } from './api/catalog-mutations'
import { useSignOut } from './catalogs/api/catalog-changes'
import { useClearRecentLookups, useUndoClearRecentLookups } from './recent/api/recent-lookups'
import { onCustomerDataForgotten } from './api/customer-data'
import { callsOf, fakeCatalog, installCatalog } from './testing/fake-catalog.test-support'
import { singleItem } from './testing/sample-items.test-support'

/**
 * The three actions that end a customer's ticket in the window (Sign out, Forget catalog, Clear
 * history) each forget what the window holds of it, for the right catalogs; Undo does not.
 */
const CATALOG = 'https://eu.example.com'
const SIGNED_OUT = { connected: false, keychain: { available: true }, suggestedBaseUrl: CATALOG } as const

function setup() {
  const fake = fakeCatalog({
    signOut: async () => ({ ok: true, data: SIGNED_OUT }),
    signOutAll: async () => ({ ok: true, data: SIGNED_OUT }),
    forgetCatalog: async () => ({ ok: true, data: { catalogs: [], lastUsed: null } }),
    clearRecentLookups: async () => ({ ok: true, data: { items: [], openItem: null } }),
    undoClearRecentLookups: async () => ({ ok: true, data: { items: [], openItem: null } }),
    recentBulkLookups: async () => ({ ok: true, data: [] }),
  })
  installCatalog(fake.api)
  const queryClient = createQueryClient()
  const wrapper = ({ children }: { readonly children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  const forgotten = vi.fn()
  const stop = onCustomerDataForgotten(forgotten)
  return { fake, queryClient, wrapper, forgotten, stop }
}

describe('what ends a ticket in the window', () => {
  it('Sign out forgets the catalog signed out of; Sign out of all, every catalog', async () => {
    const { fake, wrapper, forgotten, stop } = setup()
    const { result } = renderHook(() => useSignOut(), { wrapper })
    await act(() => result.current.mutateAsync({ catalog: CATALOG, everywhere: false }))
    await act(() => result.current.mutateAsync({ catalog: CATALOG, everywhere: true }))
    expect(forgotten.mock.calls).toEqual([[CATALOG], [null]])
    expect(callsOf(fake.calls, 'signOut')).toHaveLength(1)
    expect(callsOf(fake.calls, 'signOutAll')).toHaveLength(1)
    stop()
  })

  it('Forget catalog forgets that catalog', async () => {
    const { wrapper, forgotten, stop } = setup()
    const { result } = renderHook(() => useForgetCatalog(), { wrapper })
    await act(() => result.current.mutateAsync(CATALOG))
    expect(forgotten.mock.calls).toEqual([[CATALOG]])
    stop()
  })

  it('Clear history forgets the catalog and the items its rows opened, but the one open; Undo brings none back', async () => {
    const { queryClient, wrapper, forgotten, stop } = setup()
    for (const id of [1, 2]) queryClient.setQueryData(itemKeys.detail(CATALOG, id), singleItem({ id }))
    // Item 1 is the one open in the details: its query has an observer.
    const pane = new QueryObserver(queryClient, {
      queryKey: itemKeys.detail(CATALOG, 1),
      queryFn: () => singleItem({ id: 1 }),
      staleTime: Infinity,
    })
    const closePane = pane.subscribe(() => undefined)
    const { result } = renderHook(
      () => ({ clear: useClearRecentLookups(CATALOG), undo: useUndoClearRecentLookups(CATALOG) }),
      { wrapper },
    )
    await act(() => result.current.clear.mutateAsync({ items: 1, lookups: 1 }))
    expect(forgotten.mock.calls).toEqual([[CATALOG]])
    expect(queryClient.getQueryData(itemKeys.detail(CATALOG, 2))).toBeUndefined()
    expect(queryClient.getQueryData(itemKeys.detail(CATALOG, 1))).toMatchObject({ id: 1 })
    await act(() => result.current.undo.mutateAsync(undefined))
    expect(forgotten).toHaveBeenCalledTimes(1)
    closePane()
    stop()
  })
})
