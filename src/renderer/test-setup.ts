import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// findBy…/waitFor wait for what a component does, not for how fast the machine is: Testing
// Library's default of one second is shorter than a first render with its queries takes on a
// loaded two-core machine. A test that never gets there still fails, only later.
configure({ asyncUtilTimeout: 5_000 })

// vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup()
})

// jsdom has no layout and no matchMedia: every media query reads as not matching (a wide
// window). Tests of narrow layouts set `window.matchMedia` themselves.
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList
}
