import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ReactNode } from 'react'
import { renderHook } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { createQueryClient } from '../api/query-client'
import type { CatalogPrefs } from '../../shared/ipc'
import { DEFAULT_LAYOUT } from '../../shared/layout'
import { fakeCatalog, installCatalog } from '../testing/fake-catalog.test-support'
import { manualFrames } from '../testing/manual-frames.test-support'
import { PREFS } from '../testing/sample-session.test-support'
import { usePersistPrefs } from './use-persist-prefs'

// In the reverse order of the test's own: the frames stubbed over the fake clock's first, or
// the fake clock's requestAnimationFrame outlives it.
afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

/** The hook on a fake bridge whose frames come only when the test runs them. */
function persisting() {
  const paint = manualFrames()
  const fake = fakeCatalog({
    setPrefs: (prefs) => Promise.resolve({ ok: true, data: prefs as CatalogPrefs }),
  })
  installCatalog(fake.api)
  const client = createQueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  const hook = renderHook(
    ({ page }: { page: number }) =>
      usePersistPrefs('https://catalog.example', { ...PREFS, page }, true, PREFS, DEFAULT_LAYOUT),
    { wrapper, initialProps: { page: PREFS.page } },
  )
  const saves = () => fake.calls.filter((call) => call.method === 'setPrefs').map((call) => call.request)
  return { hook, saves, paint }
}

describe('usePersistPrefs', () => {
  it('saves a new page after the frame that shows it, and only the last of quick changes', () => {
    vi.useFakeTimers()
    const { hook, saves, paint } = persisting()
    hook.rerender({ page: 3 })
    hook.rerender({ page: 4 })
    expect(saves()).toEqual([])
    paint()
    vi.advanceTimersByTime(0)
    expect(saves()).toEqual([{ ...PREFS, page: 4, layout: DEFAULT_LAYOUT }])
  })

  it('sends a save still waiting for the paint when the screen goes (a catalog switch)', () => {
    vi.useFakeTimers()
    const { hook, saves } = persisting()
    hook.rerender({ page: 3 })
    hook.unmount()
    expect(saves()).toEqual([{ ...PREFS, page: 3, layout: DEFAULT_LAYOUT }])
  })

  it('sends nothing when the view came back to what is saved before the paint', () => {
    vi.useFakeTimers()
    const { hook, saves, paint } = persisting()
    hook.rerender({ page: 3 })
    hook.rerender({ page: PREFS.page })
    paint()
    hook.unmount()
    vi.advanceTimersByTime(2_000)
    expect(saves()).toEqual([])
  })
})
