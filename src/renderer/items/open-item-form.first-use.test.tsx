import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { OpenItemForm } from './open-item-form'
import { createOpenItemStore } from '../state/open-item-store'
import { renderWithQuery } from '../render-with-query.test-support'
import { boxReader } from './box-reader'

// The ticket reader's chunk held back until a test lets it in: the box before the idle prefetch.
const chunk = vi.hoisted(() => {
  let letIn = () => {}
  const arrived = new Promise<void>((resolve) => (letIn = resolve))
  return { arrived, letIn }
})
vi.mock('./box-reading', async (importOriginal) => {
  await chunk.arrived
  return importOriginal()
})

function setup() {
  const onOpen = vi.fn()
  const onSeveral = vi.fn()
  renderWithQuery(
    <OpenItemForm
      openItem={createOpenItemStore()}
      onOpen={onOpen}
      onSeveral={onSeveral}
      onFindNamed={() => undefined}
    />,
  )
  const box = () => screen.getByRole('textbox', { name: 'Item ID' }) as HTMLInputElement
  return { onOpen, onSeveral, box, user: userEvent.setup() }
}

// In order: the first runs with the reader out, the second lets it in.
describe('OpenItemForm before its ticket reader is in', () => {
  it('opens a typed or pasted plain ID at once, without the reader', async () => {
    const { user, box, onOpen } = setup()
    await user.type(box(), '1042{Enter}')
    expect(onOpen).toHaveBeenLastCalledWith(1042)
    await user.clear(box())
    await user.paste('#2291')
    expect(box()).toHaveValue('#2291')
    await user.keyboard('{Enter}')
    expect(onOpen).toHaveBeenLastCalledWith(2291)
    expect(boxReader.loaded()).toBeNull()
  })

  it('holds a pasted ticket until the reader is in, then reads it as any paste', async () => {
    const { user, box, onOpen, onSeveral } = setup()
    await user.click(box())
    await user.paste('Hi there, item 3310 still not in my inventory??')
    // Held, not dropped and not put in unread.
    expect(box()).toHaveValue('')
    expect(screen.queryByRole('alert')).toBeNull()
    chunk.letIn()
    await waitFor(() => expect(box()).toHaveValue('3310'))
    expect(boxReader.loaded()).not.toBeNull()
    await user.clear(box())
    await user.paste('1042, 2291 and 3310')
    expect(onSeveral).toHaveBeenLastCalledWith('1042, 2291 and 3310')
    expect(onOpen).not.toHaveBeenCalled()
  })
})
