import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithQuery } from '../render-with-query.test-support'
import { ConfirmDialog, Dialog, FooterDialog } from './dialog'

/** A page with a button that opens the dialog and a button that should never get focus meanwhile. */
function Page({ onCancel = () => {} }: { readonly onCancel?: () => void }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button">Behind</button>
      {open ? (
        <Dialog
          title="Edit catalog"
          onCancel={() => {
            onCancel()
            setOpen(false)
          }}
          initialFocus="input"
          actions={
            <>
              <button type="button">Cancel</button>
              <button type="button">Save</button>
            </>
          }
        >
          <input aria-label="Label" />
        </Dialog>
      ) : null}
    </>
  )
}

describe('Dialog', () => {
  it('opens as a modal <dialog> named by its title, with focus on the chosen element', async () => {
    const user = userEvent.setup()
    render(<Page />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    const dialog = screen.getByRole('dialog', { name: 'Edit catalog' })
    expect(dialog.tagName).toBe('DIALOG')
    expect((dialog as HTMLDialogElement).open).toBe(true)
    expect(screen.getByRole('textbox', { name: 'Label' })).toHaveFocus()
  })

  it('keeps Tab and Shift+Tab inside, wrapping at both ends', async () => {
    const user = userEvent.setup()
    render(<Page />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    await user.tab()
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('textbox', { name: 'Label' })).toHaveFocus()
    await user.tab({ shift: true })
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus()
  })

  it('cancels on Escape, without the key reaching outer handlers, and gives focus back', async () => {
    const user = userEvent.setup()
    const onCancel = vi.fn()
    const outer = vi.fn()
    document.addEventListener('keydown', outer)
    render(<Page onCancel={onCancel} />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    await user.keyboard('{Escape}')
    document.removeEventListener('keydown', outer)
    expect(onCancel).toHaveBeenCalledTimes(1)
    expect(outer).not.toHaveBeenCalled()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus()
  })
})

describe('ConfirmDialog', () => {
  it('is an alertdialog with Cancel first and focused, so a stray Enter cancels', async () => {
    const user = userEvent.setup()
    const onConfirm = vi.fn()
    const onCancel = vi.fn()
    renderWithQuery(
      <ConfirmDialog
        title="Sign out?"
        confirmLabel="Sign out"
        danger
        onConfirm={onConfirm}
        onCancel={onCancel}
      >
        <p>The stored token is deleted.</p>
      </ConfirmDialog>,
    )
    const dialog = screen.getByRole('alertdialog', { name: 'Sign out?' })
    expect(dialog).toHaveAccessibleDescription('The stored token is deleted.')
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(onCancel).toHaveBeenCalledTimes(1)
    expect(onConfirm).not.toHaveBeenCalled()
  })
})

describe('FooterDialog', () => {
  it('puts the way out first and holds only the actions while busy', async () => {
    const user = userEvent.setup()
    const onCancel = vi.fn()
    const onDiscard = vi.fn()
    const dialog = (busy: boolean) => (
      <FooterDialog
        title="Unsaved changes"
        cancelLabel="Keep editing"
        onCancel={onCancel}
        busy={busy}
        actions={[
          { label: 'Discard', onClick: onDiscard },
          { label: 'Delete', onClick: vi.fn(), tone: 'danger' },
        ]}
      >
        <p>Save them?</p>
      </FooterDialog>
    )
    const { rerender } = render(dialog(true))
    const buttons = screen.getAllByRole('button')
    expect(buttons.map((button) => button.textContent)).toEqual(['Keep editing', 'Discard', 'Delete'])
    expect(buttons.map((button) => button.hasAttribute('disabled'))).toEqual([false, true, true])
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveClass('button--danger')
    await user.click(screen.getByRole('button', { name: 'Keep editing' }))
    expect(onCancel).toHaveBeenCalledTimes(1)

    rerender(dialog(false))
    await user.click(screen.getByRole('button', { name: 'Discard' }))
    expect(onDiscard).toHaveBeenCalledTimes(1)
  })

  it('takes Escape as its way out', async () => {
    const user = userEvent.setup()
    const onCancel = vi.fn()
    renderWithQuery(
      <FooterDialog title="Link not opened" cancelLabel="OK" onCancel={onCancel}>
        <p>Nothing was opened or sent.</p>
      </FooterDialog>,
    )
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(onCancel).toHaveBeenCalledTimes(1)
  })

  it('says Cancel when the way out says nothing more', () => {
    renderWithQuery(
      <FooterDialog title="Edit catalog" onCancel={vi.fn()}>
        <p>https://catalog.example</p>
      </FooterDialog>,
    )
    expect(screen.getByRole('dialog', { name: 'Edit catalog' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument()
  })
})
