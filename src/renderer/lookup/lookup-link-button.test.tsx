import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { parseCatalogLink } from '../../shared/links/catalog-link'
import { callsOf, fakeCatalog, installCatalog } from '../testing/fake-catalog.test-support'
import { renderWithQuery } from '../render-with-query.test-support'
import { LookupLinkButton } from './lookup-link-button'

const CATALOG = 'https://catalog.test'

describe('LookupLinkButton', () => {
  it('copies a link that opens the same IDs, in their order, in the same catalog', async () => {
    const fake = fakeCatalog({ copyText: () => Promise.resolve({ ok: true, data: { copied: true } }) })
    installCatalog(fake.api)
    const rows = [2291, 1042, 3310].map((id, index) => ({ id, index, outcome: null }))
    renderWithQuery(<LookupLinkButton rows={rows} linkCatalog={CATALOG} />)

    await userEvent.setup().click(screen.getByRole('button', { name: 'Copy link' }))
    await waitFor(() => expect(callsOf(fake.calls, 'copyText')).toHaveLength(1))
    const [{ text }] = callsOf(fake.calls, 'copyText') as [{ text: string }]
    expect(parseCatalogLink(text)).toEqual({
      ok: true,
      link: { target: { kind: 'lookup', ids: [2291, 1042, 3310] }, catalog: CATALOG },
    })
  })

  it('offers nothing to copy before there are rows', () => {
    renderWithQuery(<LookupLinkButton rows={[]} linkCatalog={CATALOG} />)
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeDisabled()
  })
})
