import { describe, expect, it, vi } from 'vitest'
import { MutationObserver, notifyManager } from '@tanstack/react-query'
import { createQueryClient, MUTATION_GC_MS } from './query-client'

describe('the app’s QueryClient', () => {
  it('hands query results to components in a microtask, not after a timer', async () => {
    createQueryClient()
    let delivered = false
    notifyManager.schedule(() => {
      delivered = true
    })
    // One microtask later: TanStack's default setTimeout(0) would not have run yet.
    await Promise.resolve()
    expect(delivered).toBe(true)
  })

  it('keeps no settled mutation once its observer has moved on', async () => {
    vi.useFakeTimers()
    try {
      const client = createQueryClient()
      const record = new MutationObserver(client, { mutationFn: async (id: number) => id })
      for (let id = 1; id <= 50; id += 1) await record.mutate(id)
      await vi.advanceTimersByTimeAsync(MUTATION_GC_MS)
      // The one the observer still shows stays; the 49 before it are gone, not waiting 5 min.
      expect(
        client
          .getMutationCache()
          .getAll()
          .map((mutation) => mutation.state.data),
      ).toEqual([50])
    } finally {
      vi.useRealTimers()
    }
  })

  it('does not spin while a mutation nobody watches is still waiting for its answer', async () => {
    vi.useFakeTimers()
    try {
      const client = createQueryClient()
      const toggle = new MutationObserver(client, { mutationFn: () => new Promise<never>(() => {}) })
      void toggle.mutate(undefined)
      await vi.advanceTimersByTimeAsync(0)
      const [pending] = client.getMutationCache().getAll()
      const checks = vi.spyOn(pending as unknown as { optionalRemove(): void }, 'optionalRemove')
      // Its button unmounts: the observer lets go while the answer has not come.
      toggle.reset()
      await vi.advanceTimersByTimeAsync(10_000)
      // It stays (its answer may still come) and is looked at about once a second, not per tick.
      expect(client.getMutationCache().getAll()).toEqual([pending])
      expect(checks.mock.calls.length).toBeLessThanOrEqual(10)
    } finally {
      vi.useRealTimers()
    }
  })
})
