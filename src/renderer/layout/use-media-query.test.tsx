import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useMediaQuery } from './use-media-query'

/** A MediaQueryList the test can flip. */
function fakeList(query: string) {
  const listeners = new Set<() => void>()
  return {
    media: query,
    matches: false,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    flip(matches: boolean) {
      this.matches = matches
      for (const listener of listeners) listener()
    },
  }
}

function Probe({ query, tick }: { readonly query: string; readonly tick: number }) {
  return <p data-tick={tick}>{useMediaQuery(query) ? 'matches' : 'does not match'}</p>
}

describe('useMediaQuery', () => {
  const original = window.matchMedia
  afterEach(() => {
    window.matchMedia = original
  })

  it('asks the window for a query once, however often it renders, and follows its changes', () => {
    const query = '(max-width: 1px) and (min-resolution: 1dppx)'
    const list = fakeList(query)
    const matchMedia = vi.fn(() => list as unknown as MediaQueryList)
    window.matchMedia = matchMedia
    const view = render(<Probe query={query} tick={0} />)
    for (let tick = 1; tick <= 20; tick += 1) view.rerender(<Probe query={query} tick={tick} />)
    expect(matchMedia).toHaveBeenCalledTimes(1)
    expect(screen.getByText('does not match')).toBeInTheDocument()
    act(() => list.flip(true))
    expect(screen.getByText('matches')).toBeInTheDocument()
    view.unmount()
    render(<Probe query={query} tick={0} />)
    expect(matchMedia).toHaveBeenCalledTimes(1)
  })
})
