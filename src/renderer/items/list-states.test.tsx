import { describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import type { AppError } from '../../shared/errors'
import { formatClock } from '../format/format-time'
import { PreviousFiltersNote, StaleBanner } from './list-states'
import { saying } from '../../shared/i18n/english.test-support'
import { renderWithQuery } from '../render-with-query.test-support'

const unreachable: AppError = {
  kind: 'network',
  message: saying('Connection refused. Check that the catalog runs.'),
  code: 'ECONNREFUSED',
}
const loadedAt = Date.UTC(2026, 0, 5, 10, 42)

describe('StaleBanner', () => {
  it('says when the rows shown were loaded and that the catalog is unreachable', () => {
    renderWithQuery(<StaleBanner error={unreachable} loadedAt={loadedAt} onRetry={vi.fn()} />)
    const banner = screen.getByRole('alert')
    expect(banner).toHaveTextContent('Stale — the catalog is unreachable.')
    expect(banner).toHaveTextContent(`Showing results from ${formatClock(loadedAt, 'en')}.`)
    expect(banner).not.toHaveTextContent('previous filters')
  })

  it('says the rows belong to the previous filters when new filters failed to load', () => {
    renderWithQuery(<StaleBanner error={unreachable} loadedAt={loadedAt} previousFilters onRetry={vi.fn()} />)
    expect(screen.getByRole('alert')).toHaveTextContent(
      `Showing results from ${formatClock(loadedAt, 'en')}, for the previous filters.`,
    )
  })
})

describe('PreviousFiltersNote', () => {
  it('labels placeholder rows as results for the previous filters', () => {
    renderWithQuery(<PreviousFiltersNote />)
    expect(screen.getByRole('status')).toHaveTextContent('Showing results for the previous filters')
  })
})
