import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { OpenItemForm } from './open-item-form'
import { CrashBoundary } from '../layout/crash-boundary'
import { createOpenItemStore } from '../state/open-item-store'
import { renderWithQuery } from '../render-with-query.test-support'

// The ticket reader's chunk gone from under a running window (an update replaced the files).
vi.mock('./box-reading', () => {
  throw new TypeError('Failed to fetch dynamically imported module')
})
// React reports every error a boundary catches on the console; the screen is what is tested.
const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
afterEach(() => consoleError.mockClear())

describe('OpenItemForm when its ticket reader cannot be read', () => {
  it('shows the crash screen with Reload window, never a paste that silently goes nowhere', async () => {
    renderWithQuery(
      <CrashBoundary onReload={() => undefined} currentMessages={() => null}>
        <OpenItemForm
          openItem={createOpenItemStore()}
          onOpen={() => undefined}
          onSeveral={() => undefined}
          onFindNamed={() => undefined}
        />
      </CrashBoundary>,
    )
    const user = userEvent.setup()
    await user.click(screen.getByRole('textbox', { name: 'Item ID' }))
    await user.paste('Hi there, item 3310 still not in my inventory??')
    expect(await screen.findByRole('button', { name: 'Reload window' })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('could not go on drawing this window')
  })
})
