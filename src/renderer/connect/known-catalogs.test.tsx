import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { KnownCatalog } from '../../shared/ipc'
import { fakeCatalog, installCatalog } from '../testing/fake-catalog.test-support'
import { renderWithQuery } from '../render-with-query.test-support'
import { KnownCatalogs } from './known-catalogs'

const USED = new Date(Date.now() - 3 * 3600_000 - 60_000).toISOString()

const CATALOGS: readonly KnownCatalog[] = [
  {
    baseUrl: 'https://eu.example.com',
    label: 'EU shop',
    lastUsedAt: USED,
    environment: 'production',
    hasStoredToken: true,
    hasSessionToken: false,
  },
]

describe('KnownCatalogs in the app language', () => {
  it('names its buttons, the saved token, the environment and the last use in German', async () => {
    installCatalog(fakeCatalog({ appLanguage: async () => ({ ok: true, data: 'de' }) }).api)
    renderWithQuery(
      <KnownCatalogs catalogs={CATALOGS} busy={false} onResume={() => {}} onForget={() => {}} />,
    )
    expect(await screen.findByRole('button', { name: 'EU shop fortsetzen' })).toHaveTextContent('Fortsetzen')
    expect(screen.getByRole('button', { name: 'EU shop vergessen' })).toHaveAttribute(
      'title',
      'Aus dieser Liste entfernen und das gespeicherte Token löschen',
    )
    expect(screen.getByText('Token gespeichert')).toBeInTheDocument()
    expect(screen.getByText('Produktion')).toBeInTheDocument()
    expect(screen.getByText('· verwendet vor 3 Stunden')).toBeInTheDocument()
  })
})
