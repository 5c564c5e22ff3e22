import { describe, expect, it, vi } from 'vitest'
import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { DETAIL_WIDTH } from '../../shared/layout'
import { renderWithQuery } from '../render-with-query.test-support'
import { DetailFrame } from './detail-frame'

function setup(width = 420, drawer = false) {
  const onWidth = vi.fn()
  const { container } = renderWithQuery(
    <DetailFrame width={width} drawer={drawer} onWidth={onWidth}>
      <section aria-label="Item details" />
    </DetailFrame>,
  )
  const handle = screen.getByRole('separator', { name: 'Resize details' })
  return { onWidth, handle, frame: container.firstElementChild as HTMLElement, user: userEvent.setup() }
}

describe('DetailFrame', () => {
  it('is a vertical separator that states the width and its bounds', () => {
    const { handle, frame } = setup(500)
    expect(handle).toHaveAttribute('aria-orientation', 'vertical')
    expect(handle).toHaveAttribute('aria-valuenow', '500')
    expect(handle).toHaveAttribute('aria-valuemin', String(DETAIL_WIDTH.min))
    expect(handle).toHaveAttribute('aria-valuemax', String(DETAIL_WIDTH.max))
    expect(frame.style.getPropertyValue('--detail-width')).toBe('500px')
    expect(frame).not.toHaveClass('detail-frame--drawer')
  })

  it('widens with ← and narrows with → by one step', async () => {
    const { handle, onWidth, user } = setup(420)
    handle.focus()
    await user.keyboard('{ArrowLeft}')
    expect(onWidth).toHaveBeenLastCalledWith(420 + DETAIL_WIDTH.step)
    await user.keyboard('{ArrowRight}')
    expect(onWidth).toHaveBeenLastCalledWith(420 - DETAIL_WIDTH.step)
  })

  it('goes to the narrowest with Home and the widest with End, never beyond', async () => {
    const { handle, onWidth, user } = setup(DETAIL_WIDTH.max)
    handle.focus()
    await user.keyboard('{Home}')
    expect(onWidth).toHaveBeenLastCalledWith(DETAIL_WIDTH.min)
    await user.keyboard('{End}')
    expect(onWidth).toHaveBeenLastCalledWith(DETAIL_WIDTH.max)
    await user.keyboard('{ArrowLeft}')
    expect(onWidth).toHaveBeenLastCalledWith(DETAIL_WIDTH.max)
  })

  it('follows a drag to the left and saves the width once, on release', () => {
    const { handle, onWidth } = setup(420)
    handle.setPointerCapture = vi.fn()
    fireEvent.pointerDown(handle, { button: 0, clientX: 800, pointerId: 1 })
    fireEvent.pointerMove(handle, { clientX: 760, pointerId: 1 })
    expect(handle).toHaveAttribute('aria-valuenow', '460')
    expect(onWidth).not.toHaveBeenCalled()
    fireEvent.pointerUp(handle, { clientX: 760, pointerId: 1 })
    expect(onWidth).toHaveBeenCalledTimes(1)
    expect(onWidth).toHaveBeenLastCalledWith(460)
  })

  it('overlays the table as a drawer when asked to', () => {
    const { frame } = setup(420, true)
    expect(frame).toHaveClass('detail-frame--drawer')
  })
})
