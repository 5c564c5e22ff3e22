import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithQuery } from '../render-with-query.test-support'
import { createOpenItemStore } from '../state/open-item-store'
import { fakeCatalog, installCatalog } from '../testing/fake-catalog.test-support'
import { OpenItemForm } from './open-item-form'

describe('OpenItemForm in the app language', () => {
  it('names its box and button and says what is wrong in German', async () => {
    installCatalog(fakeCatalog({ appLanguage: () => Promise.resolve({ ok: true, data: 'de' }) }).api)
    renderWithQuery(
      <OpenItemForm
        openItem={createOpenItemStore()}
        onOpen={() => undefined}
        onSeveral={() => undefined}
        onFindNamed={() => undefined}
      />,
    )
    const box = await screen.findByRole('textbox', { name: 'Gegenstands-ID' })
    expect(box).toHaveAttribute('placeholder', 'z. B. 1042')
    expect(box).toHaveAttribute('title', 'Strg+L')
    const user = userEvent.setup()
    await user.type(box, 'abc')
    await user.click(screen.getByRole('button', { name: 'Gegenstand öffnen' }))
    // Read by the ticket reader, which this first use of the box loads.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '„abc“ ist keine Gegenstands-ID. Verwenden Sie nur Ziffern, z. B. 1042.',
    )
  })
})
