import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { callsOf, fakeCatalog, installCatalog } from '../testing/fake-catalog.test-support'
import { renderWithQuery } from '../render-with-query.test-support'
import { CopyButton } from './copy-button'
import { saying } from '../../shared/i18n/english.test-support'

describe('CopyButton', () => {
  it('says Copied for the value it copied, not for the next value it holds', async () => {
    const fake = fakeCatalog({ copyText: () => Promise.resolve({ ok: true, data: { copied: true } }) })
    installCatalog(fake.api)
    const rendered = renderWithQuery(<CopyButton what="itemId" text="27" />)
    const button = () => screen.getByRole('button', { name: 'Copy item ID' })

    await userEvent.setup().click(button())
    await waitFor(() => expect(button()).toHaveTextContent('Copied'))
    expect(screen.getByRole('status')).toHaveTextContent('Item ID copied')
    expect(callsOf(fake.calls, 'copyText')).toEqual([{ text: '27' }])

    // The same button in the pane, now showing the next item's ID.
    rendered.rerender(<CopyButton what="itemId" text="28" />)
    expect(button()).not.toHaveTextContent('Copied')
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
  })

  it('says a failed copy on the button, and a later press that worked answers for itself', async () => {
    const answers: { settle: (ok: boolean) => void }[] = []
    const fake = fakeCatalog({
      copyText: () =>
        new Promise((resolve) =>
          answers.push({
            settle: (ok) =>
              resolve(
                ok
                  ? { ok: true, data: { copied: true } }
                  : { ok: false, error: { kind: 'internal', message: saying('The clipboard is busy.') } },
              ),
          }),
        ),
    })
    installCatalog(fake.api)
    renderWithQuery(<CopyButton what="hash" text="abc" compact />)
    const button = () => screen.getByRole('button', { name: 'Copy hash' })
    const user = userEvent.setup()

    await user.click(button())
    await user.click(button())
    expect(answers).toHaveLength(2)
    // The second press's answer comes first; the first one's failure, arriving after it, is stale.
    await act(async () => answers[1]!.settle(true))
    expect(button()).toHaveTextContent('Copied')
    await act(async () => answers[0]!.settle(false))
    expect(button()).toHaveTextContent('Copied')
    expect(button()).toHaveAttribute('title', 'Copy hash')

    await user.click(button())
    await act(async () => answers[2]!.settle(false))
    expect(button()).not.toHaveTextContent('Copied')
    expect(button()).toHaveAttribute('title', 'Could not copy; try again.')
  })

  it('takes the confirmation back after its two seconds', async () => {
    vi.useFakeTimers()
    try {
      const fake = fakeCatalog({ copyText: () => Promise.resolve({ ok: true, data: { copied: true } }) })
      installCatalog(fake.api)
      renderWithQuery(<CopyButton what="link" text="https://example.test/item/1" />)
      const button = screen.getByRole('button', { name: 'Copy link' })
      await act(async () => button.click())
      expect(button).toHaveTextContent('Copied')
      await act(async () => vi.advanceTimersByTime(1999))
      expect(button).toHaveTextContent('Copied')
      await act(async () => vi.advanceTimersByTime(1))
      expect(button).toHaveTextContent('Copy link')
      expect(screen.getByRole('status')).toBeEmptyDOMElement()
    } finally {
      vi.useRealTimers()
    }
  })
})
