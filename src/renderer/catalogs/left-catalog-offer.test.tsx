import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { KnownCatalog } from '../../shared/ipc'
import { renderWithQuery as render } from '../render-with-query.test-support'
import { LeftCatalogOffer } from './left-catalog-offer'

function known(label: string, hasStoredToken: boolean, lastUsedAt: string | null): KnownCatalog {
  return {
    baseUrl: `https://${label.toLowerCase().replace(/\W/g, '')}.example.com`,
    label,
    environment: 'other',
    hasStoredToken,
    hasSessionToken: false,
    lastUsedAt,
  }
}

const staging = known('Staging', true, '2026-11-24T10:00:00Z')
const left = { baseUrl: staging.baseUrl, label: staging.label, how: 'signed out' } as const

describe('LeftCatalogOffer', () => {
  it('offers the most recently used other catalog with a saved token, focused', async () => {
    const onResume = vi.fn()
    const catalogs = [
      staging,
      known('Old', true, '2026-11-01T10:00:00Z'),
      known('Recent', true, '2026-11-23T10:00:00Z'),
      known('No token', false, '2026-11-24T09:00:00Z'),
    ]
    render(<LeftCatalogOffer left={left} catalogs={catalogs} busy={false} onResume={onResume} />)
    expect(screen.getByRole('status')).toHaveTextContent('Signed out of Staging. Recent still has its token.')
    const offer = screen.getByRole('button', { name: 'Continue with Recent' })
    expect(offer).toHaveFocus()
    await userEvent.setup().click(offer)
    expect(onResume).toHaveBeenCalledWith(catalogs[2])
  })

  it('offers a catalog whose token this run holds in memory (connected without Remember)', () => {
    const inMemory = { ...known('In memory', false, null), hasSessionToken: true }
    render(<LeftCatalogOffer left={left} catalogs={[staging, inMemory]} busy={false} onResume={vi.fn()} />)
    expect(screen.getByRole('button', { name: 'Continue with In memory' })).toBeInTheDocument()
  })

  it('says so when no other catalog can be resumed, and after Forget catalog', () => {
    render(
      <LeftCatalogOffer
        left={{ ...left, how: 'forgotten' }}
        catalogs={[staging, known('No token', false, null)]}
        busy={false}
        onResume={vi.fn()}
      />,
    )
    expect(screen.getByRole('status')).toHaveTextContent(
      'Staging was forgotten. No other catalog has a token to resume with.',
    )
    expect(screen.queryByRole('button')).toBeNull()
  })
})
