import { describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import type { Result } from '../../shared/errors'
import type { ItemsPage } from '../../shared/ipc'
import { startApp, type ListRequest } from '../app.test-support'
import { callsOf } from '../testing/fake-catalog.test-support'
import { renderCensus } from '../testing/render-census.test-support'
import { itemsPage } from '../testing/sample-items.test-support'
import type * as ResultsBarModule from './results-bar'

/**
 * What renders while new filters are asked for (useBrowseState), before the wait "lasts":
 * the wait's own note (apply-filters.test.tsx) renders the results when SLOW_LOAD_MS passes,
 * which a loaded machine reaches during the test. Here the wait never lasts, so the census
 * counts only what applying the filters renders, however slow the machine.
 */
vi.mock('./results-bar', async (importOriginal) => ({
  ...(await importOriginal<typeof ResultsBarModule>()),
  // The longest delay setTimeout keeps (a longer one fires at once).
  SLOW_LOAD_MS: 2 ** 31 - 1,
}))

const table = () => screen.getByRole('table', { name: 'Items' })
const firstRowId = () => within(table()).getAllByRole('row')[1]?.getAttribute('data-item-id')
const asksFor = (name: string) => (request: ListRequest) =>
  request.query.filters?.name?.includes(name) ?? false

describe('applying filters, what renders', () => {
  it('renders only the filter bar while the answer is out, then the list once', async () => {
    let answer: (result: Result<ItemsPage>) => void = () => {}
    const held = { promise: new Promise<Result<ItemsPage>>((resolve) => (answer = resolve)) }
    const { fake, user } = startApp((request) => (asksFor('Redline')(request) ? held.promise : undefined))
    await screen.findByText('Page 2 of 4')
    const census = renderCensus()
    census.start()
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Redline')
    await user.click(screen.getByRole('button', { name: 'Apply filters' }))
    await within(screen.getByRole('search', { name: 'Item filters' })).findByText('Redline')
    const asked = (callsOf(fake.calls, 'listItems') as ListRequest[]).filter(asksFor('Redline'))
    expect(asked).toEqual([expect.objectContaining({ slot: 'list' })])
    const whileAsking = census.stop()
    for (const part of ['Workspace', 'ItemTable', 'ResultsBar', 'PaginationBar', 'ItemRow'])
      expect(whileAsking).not.toHaveProperty(part)
    // The filter is shown as applied, not as a change waiting for Enter.
    expect(screen.queryByText('Not applied yet: press Enter')).not.toBeInTheDocument()
    expect(firstRowId()).toBe('26')

    census.start()
    answer({ ok: true, data: itemsPage(1, 1, 25, 3, 900) })
    await screen.findByText('Page 1 of 1')
    expect(firstRowId()).toBe('900')
    expect(census.stop().ItemRow).toBe(3)
  })
})
