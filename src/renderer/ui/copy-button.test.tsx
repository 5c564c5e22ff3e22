import { QueryClientProvider } from '@tanstack/react-query'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { callsOf, fakeCatalog, installCatalog } from '../testing/fake-catalog.test-support'
import { renderWithQuery } from '../testing/render-with-query.test-support'
import { CopyButton } from './copy-button'

describe('CopyButton', () => {
  it('says Copied for the value it copied, not for the next value it holds', async () => {
    const fake = fakeCatalog({ copyText: () => Promise.resolve({ ok: true, data: { copied: true } }) })
    installCatalog(fake.api)
    const rendered = renderWithQuery(<CopyButton label="Copy item ID" text="27" />)
    const button = () => screen.getByRole('button', { name: 'Copy item ID' })

    await userEvent.setup().click(button())
    await waitFor(() => expect(button()).toHaveTextContent('Copied'))
    expect(screen.getByRole('status')).toHaveTextContent('Item ID copied')
    expect(callsOf(fake.calls, 'copyText')).toEqual([{ text: '27' }])

    // The same button in the pane, now showing the next item's ID.
    rendered.rerender(
      <QueryClientProvider client={rendered.queryClient}>
        <CopyButton label="Copy item ID" text="28" />
      </QueryClientProvider>,
    )
    expect(button()).not.toHaveTextContent('Copied')
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
  })
})
