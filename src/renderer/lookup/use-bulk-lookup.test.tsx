import { describe, expect, it, vi } from 'vitest'
import type { ReactNode } from 'react'
import { act, renderHook, waitFor } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { createQueryClient } from '../api/query-client'
import { callsOf, fakeCatalog, installCatalog } from '../testing/fake-catalog.test-support'
import { singleItem } from '../testing/sample-items.test-support'
import { flushFrameBatches } from '../api/frame-batch'
import { itemKeys } from '../api/query-keys'
import type { LookupOutcome } from '../../shared/ipc'
import { useBulkLookup } from './use-bulk-lookup'
import { saying } from '../../shared/i18n/english.test-support'

describe('useBulkLookup: the wait the catalog asked for', () => {
  it('lasts through answers sent before it, and ends with the first answer after it (on its clock)', async () => {
    const fake = fakeCatalog({
      startLookup: (request) =>
        Promise.resolve({ ok: true, data: { batchId: 'b1', total: request.ids.length } }),
    })
    installCatalog(fake.api)
    let now = 50_000
    const client = createQueryClient()
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    )
    const { result } = renderHook(() => useBulkLookup('https://wait.test', null, { now: () => now }), {
      wrapper,
    })
    act(() => result.current.start([1, 2, 3]))
    await vi.waitFor(() => expect(callsOf(fake.calls, 'startLookup')).toHaveLength(1))
    await act(async () => undefined)
    const item = (id: number) => ({ kind: 'item' as const, item: singleItem({ id }) })

    act(() => fake.emit('lookup:paused', { batchId: 'b1', waitSeconds: 10 }))
    expect(result.current.wait).toEqual({ seconds: 10, since: 50_000 })
    now += 4_000
    act(() => {
      fake.emit('lookup:progress', { batchId: 'b1', rows: [{ index: 0, id: 1, outcome: item(1) }] })
      flushFrameBatches()
    })
    expect(result.current.wait).not.toBeNull()
    now += 6_000
    act(() => {
      fake.emit('lookup:progress', { batchId: 'b1', rows: [{ index: 1, id: 2, outcome: item(2) }] })
      flushFrameBatches()
    })
    expect(result.current.wait).toBeNull()
  })
})

describe('useBulkLookup: a burst of streamed answers', () => {
  it('100 answers in ten events within one frame: one commit, every row filled', async () => {
    const fake = fakeCatalog({
      startLookup: (request) =>
        Promise.resolve({ ok: true, data: { batchId: 'b1', total: request.ids.length } }),
    })
    installCatalog(fake.api)
    const catalog = 'https://burst.test'
    const client = createQueryClient()
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    )
    let renders = 0
    const { result } = renderHook(
      () => {
        renders++
        return useBulkLookup(catalog, null)
      },
      { wrapper },
    )
    const ids = Array.from({ length: 100 }, (_, index) => index + 1)
    act(() => result.current.start(ids))
    await vi.waitFor(() => expect(callsOf(fake.calls, 'startLookup')).toHaveLength(1))
    await act(async () => undefined)
    const before = renders

    // As main sends them: the answers that arrived close together, several rows an event.
    const answers = ids.map((id, index) => ({
      index,
      id,
      outcome: { kind: 'item' as const, item: singleItem({ id }) },
    }))
    act(() => {
      for (let from = 0; from < answers.length; from += 10)
        fake.emit('lookup:progress', { batchId: 'b1', rows: answers.slice(from, from + 10) })
    })
    // Nothing yet: the answers wait for the frame, off the path of whatever else this task does.
    expect(result.current.done).toBe(0)
    await waitFor(() => expect(result.current.done).toBe(100))

    expect(renders - before).toBe(1)
    expect(result.current.rows.map((row) => row.outcome?.kind)).toEqual(ids.map(() => 'item'))
    // The detail cache takes a row's answer when it is opened, not 100 entries it keeps 20 of.
    expect(client.getQueryCache().findAll({ queryKey: itemKeys.details(catalog) })).toEqual([])
  })
})

describe('useBulkLookup: set aside while it runs', () => {
  function setup() {
    let batches = 0
    const fake = fakeCatalog({
      startLookup: (request) => {
        batches++
        return Promise.resolve({ ok: true, data: { batchId: `b${batches}`, total: request.ids.length } })
      },
      cancelLookup: () => Promise.resolve({ ok: true, data: { cancelled: true } }),
    })
    installCatalog(fake.api)
    const client = createQueryClient()
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    )
    let renders = 0
    const hook = renderHook(
      ({ setAside }: { setAside: boolean }) => {
        renders++
        return useBulkLookup('https://aside.test', null, { setAside })
      },
      { wrapper, initialProps: { setAside: true } },
    )
    const answer = (index: number, id: number, outcome: LookupOutcome) =>
      act(() => {
        fake.emit('lookup:progress', { batchId: 'b1', rows: [{ index, id, outcome }] })
        flushFrameBatches()
      })
    return { fake, hook, answer, renders: () => renders }
  }
  const found = (id: number): LookupOutcome => ({ kind: 'item', item: singleItem({ id }) })
  const busy: LookupOutcome = {
    kind: 'error',
    error: { kind: 'server', message: saying('The catalog failed (HTTP 503).') },
  }

  it('fills its rows without rendering for each answer, and renders them all when it ends', async () => {
    const { fake, hook, answer, renders } = setup()
    act(() => hook.result.current.start([1, 2, 3]))
    await vi.waitFor(() => expect(callsOf(fake.calls, 'startLookup')).toHaveLength(1))
    await act(async () => undefined)
    const before = renders()

    answer(0, 1, found(1))
    answer(1, 2, found(2))
    expect(renders()).toBe(before)
    expect(hook.result.current.store.answered.get()).toBe(2)
    expect(hook.result.current.done).toBe(0)

    answer(2, 3, { kind: 'not_found' })
    act(() => fake.emit('lookup:finished', { batchId: 'b1', reason: 'done' }))
    expect(hook.result.current.phase).toBe('done')
    expect(hook.result.current.done).toBe(3)
    expect(hook.result.current.rows.map((row) => row.outcome?.kind)).toEqual(['item', 'item', 'not_found'])
  })

  it('renders every answer so far when shown again while it runs', async () => {
    const { fake, hook, answer } = setup()
    act(() => hook.result.current.start([1, 2, 3]))
    await vi.waitFor(() => expect(callsOf(fake.calls, 'startLookup')).toHaveLength(1))
    await act(async () => undefined)
    answer(0, 1, found(1))
    hook.rerender({ setAside: false })
    expect(hook.result.current.done).toBe(1)
    answer(1, 2, found(2))
    expect(hook.result.current.done).toBe(2)
  })

  it('hears the catalog come back while its rows are held, and asks the failed row again', async () => {
    const { fake, hook, answer } = setup()
    act(() => hook.result.current.start([1, 2]))
    await vi.waitFor(() => expect(callsOf(fake.calls, 'startLookup')).toHaveLength(1))
    await act(async () => undefined)
    answer(0, 1, busy)
    answer(1, 2, found(2))
    act(() => fake.emit('lookup:finished', { batchId: 'b1', reason: 'done' }))
    await vi.waitFor(() =>
      expect(callsOf(fake.calls, 'startLookup')).toEqual([{ ids: [1, 2] }, { ids: [1] }]),
    )
    // Asked again, the failed row waits afresh: no answer, and no time of one.
    expect(hook.result.current.store.rows.get()[0]).toStrictEqual({ id: 1, index: 0, outcome: null })
  })
})
