import { describe, expect, it } from 'vitest'
import { notifyManager } from '@tanstack/react-query'
import { createQueryClient } from './query-client'

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
})
