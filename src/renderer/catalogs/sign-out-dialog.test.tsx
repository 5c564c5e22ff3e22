import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { AppLanguage } from '../../shared/i18n/app-languages'
import type { CatalogRef, KnownCatalog } from '../../shared/ipc'
import { fakeCatalog, installCatalog } from '../testing/fake-catalog.test-support'
import { renderWithQuery } from '../render-with-query.test-support'
import { SignOutDialog } from './sign-out-dialog'

/** `Sign out?` says which other catalogs stay signed in, and offers to sign out of them all. */
const CONNECTED: CatalogRef = {
  baseUrl: 'https://eu.example.com',
  label: 'EU shop',
  environment: 'production',
  demo: false,
  timeZone: null,
}
const known = (label: string, token: 'keychain' | 'memory' | null): KnownCatalog => ({
  baseUrl: `https://${label.toLowerCase().replaceAll(' ', '-')}.example.com`,
  label,
  environment: 'staging',
  hasStoredToken: token === 'keychain',
  hasSessionToken: token === 'memory',
  lastUsedAt: null,
})

function open(others: readonly KnownCatalog[], language: AppLanguage = 'en') {
  installCatalog(
    fakeCatalog({
      appLanguage: async () => ({ ok: true, data: language }),
      listCatalogs: async () => ({
        ok: true,
        data: { catalogs: [{ ...known('EU shop', 'keychain'), ...CONNECTED }, ...others], lastUsed: null },
      }),
    }).api,
  )
  const onConfirm = vi.fn()
  renderWithQuery(
    <SignOutDialog
      catalog={CONNECTED}
      tokenStorage="keychain"
      busy={false}
      error={null}
      onConfirm={onConfirm}
      onCancel={vi.fn()}
    />,
  )
  return { onConfirm, user: userEvent.setup() }
}

describe('Sign out?', () => {
  it('names the other catalogs still signed in, not those without a token, and signs out of all on request', async () => {
    const { onConfirm, user } = open([
      known('US shop', 'keychain'),
      known('Staging', 'memory'),
      known('Old', null),
    ])
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out?' })
    expect(
      await within(dialog).findByText(
        'You stay signed in to 2 other catalogs, US shop and Staging: their tokens and any ticket open in them are kept. Sign out of all catalogs ends those too, and clears what you worked on in each. To change catalogs, choose one in the Catalog menu instead.',
      ),
    ).toBeInTheDocument()
    expect(dialog).toHaveTextContent(
      "What you worked on in it is cleared: the ticket on screen (its text, its results, your choices for its errors, the customer's name) and its Recent lookups.",
    )
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await user.click(within(dialog).getByRole('button', { name: 'Sign out of all catalogs' }))
    expect(onConfirm).toHaveBeenCalledWith(true)
    await user.click(within(dialog).getByRole('button', { name: /^Sign out$/ }))
    expect(onConfirm).toHaveBeenLastCalledWith(false)
  })

  it('says no other catalog is signed in, and offers no Sign out of all catalogs', async () => {
    open([known('Old', null)])
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out?' })
    expect(await within(dialog).findByText('No other catalog is signed in.')).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: 'Sign out of all catalogs' })).toBeNull()
  })

  it('names three others and counts the rest', async () => {
    open(['A', 'B', 'C', 'D', 'E'].map((label) => known(`Shop ${label}`, 'keychain')))
    expect(
      await screen.findByText(/^You stay signed in to 5 other catalogs, Shop A, Shop B, Shop C, and 2 more:/),
    ).toBeInTheDocument()
  })

  it('says it in German, with no English word of its own', async () => {
    open([known('US shop', 'keychain')], 'de')
    const dialog = await screen.findByRole('alertdialog', { name: 'Abmelden?' })
    expect(
      await within(dialog).findByText(/^Mit einem weiteren Katalog bleiben Sie verbunden \(US shop\):/),
    ).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Von allen Katalogen abmelden' })).toBeInTheDocument()
    expect(dialog).not.toHaveTextContent(/signed in|worked on|Recent lookups|Sign out|Cancel/)
  })
})
