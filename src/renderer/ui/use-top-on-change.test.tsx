import { describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen } from '@testing-library/react'
import { useRef } from 'react'
import { useTopOnChange } from './use-top-on-change'

function List({ page }: { readonly page: number }) {
  const ref = useRef<HTMLDivElement>(null)
  useTopOnChange(ref, [page])
  return <div ref={ref} data-testid="box" />
}

/** The box, with every write to its `scrollTop` counted. */
function box() {
  const element = screen.getByTestId('box')
  let top = 0
  const writes = vi.fn((value: number) => (top = value))
  Object.defineProperty(element, 'scrollTop', { get: () => top, set: writes, configurable: true })
  return { element, writes }
}

describe('useTopOnChange', () => {
  it('brings a scrolled list back to its top when the page changes, and only then', () => {
    const view = render(<List page={1} />)
    const { element, writes } = box()
    writes(240)
    fireEvent.scroll(element)
    view.rerender(<List page={1} />)
    expect(element.scrollTop).toBe(240)
    view.rerender(<List page={2} />)
    expect(element.scrollTop).toBe(0)
  })

  it('leaves a list at its top alone: nothing is written that would force a layout', () => {
    const view = render(<List page={1} />)
    const { writes } = box()
    view.rerender(<List page={2} />)
    view.rerender(<List page={3} />)
    expect(writes).not.toHaveBeenCalled()
  })

  it('follows a scroll back up by hand', () => {
    const view = render(<List page={1} />)
    const { element, writes } = box()
    writes(240)
    fireEvent.scroll(element)
    writes(0)
    fireEvent.scroll(element)
    writes.mockClear()
    view.rerender(<List page={2} />)
    expect(writes).not.toHaveBeenCalled()
  })
})
