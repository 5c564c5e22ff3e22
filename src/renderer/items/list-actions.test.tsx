import { describe, expect, it, vi } from 'vitest'
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ListFilters, ListItem } from '../../shared/catalog'
import { EMPTY_FILTERS } from '../../shared/catalog/empty-filters'
import { fakeCatalog, installCatalog } from '../testing/fake-catalog.test-support'
import { renderWithQuery } from '../render-with-query.test-support'
import { listItem } from '../testing/sample-items.test-support'
import { ListActions, pageSource } from './list-actions'
import { inEnglish } from '../../shared/i18n/english.test-support'

const item = (id: number): ListItem => listItem({ id })

function setup(filters: ListFilters, items: readonly ListItem[] | null) {
  installCatalog(fakeCatalog({}).api)
  const onLookUp = vi.fn()
  renderWithQuery(
    <ListActions
      filters={filters}
      shown={items ? { page: 3, total: 400, items } : undefined}
      onLookUp={onLookUp}
    />,
  )
  return { onLookUp, user: userEvent.setup() }
}

const lookUpPage = () => screen.queryByRole('button', { name: 'Look up this page' })

describe('Look up this page', () => {
  it('after a name filter, looks up the page’s IDs in the page’s order and says where they came from', async () => {
    const { onLookUp, user } = setup({ ...EMPTY_FILTERS, name: ['AK-47 | Redline'] }, [
      item(9),
      item(2),
      item(5),
    ])
    await user.click(lookUpPage()!)
    expect(onLookUp).toHaveBeenCalledWith('9\n2\n5', expect.anything())
    expect(onLookUp.mock.calls[0]?.[1]).toMatchObject({ origin: 'page' })
    expect(inEnglish(onLookUp.mock.calls[0]?.[1].note)).toBe(
      'IDs from the item list: the 3 items on page 3, filtered by Name “AK-47 | Redline”.',
    )
  })

  it('after a market-name filter too, naming every value', () => {
    expect(
      inEnglish(
        pageSource(1, 1, {
          ...EMPTY_FILTERS,
          name: ['AK'],
          market_hash_name: ['Redline (FT)', 'Redline (MW)'],
        }),
      ),
    ).toBe(
      'IDs from the item list: the item on page 1, filtered by Name “AK” and Market hash name “Redline (FT)” or “Redline (MW)”.',
    )
    setup({ ...EMPTY_FILTERS, market_hash_name: ['Redline (FT)'] }, [item(1)])
    expect(lookUpPage()).toBeInTheDocument()
  })

  it('is not offered without a name filter, on an empty page, or while the rows belong to other filters', () => {
    setup({ ...EMPTY_FILTERS, appid: 730 }, [item(1)])
    expect(lookUpPage()).toBeNull()
    cleanup()
    setup({ ...EMPTY_FILTERS, name: ['AK'] }, [])
    expect(lookUpPage()).toBeNull()
    cleanup()
    setup({ ...EMPTY_FILTERS, name: ['AK'] }, null)
    expect(lookUpPage()).toBeNull()
    // Export stays, whatever the filters.
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument()
  })
})
