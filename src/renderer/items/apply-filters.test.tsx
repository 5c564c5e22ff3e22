import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import type { Result } from '../../shared/errors'
import type { ItemsPage } from '../../shared/ipc'
import { startApp, type ListRequest } from '../app.test-support'
import { callsOf } from '../testing/fake-catalog.test-support'
import { renderCensus } from '../testing/render-census.test-support'
import { itemsPage } from '../testing/sample-items.test-support'
import { saying } from '../../shared/i18n/english.test-support'

const table = () => screen.getByRole('table', { name: 'Items' })
const firstRowId = () => within(table()).getAllByRole('row')[1]?.getAttribute('data-item-id')
const asksFor = (name: string) => (request: ListRequest) =>
  request.query.filters?.name?.includes(name) ?? false

/** A list answer that comes when the test says so. */
function heldAnswer() {
  let answer: (result: Result<ItemsPage>) => void = () => {}
  const promise = new Promise<Result<ItemsPage>>((resolve) => (answer = resolve))
  return { promise, answer }
}

async function applyName(user: ReturnType<typeof startApp>['user'], name: string) {
  await user.type(screen.getByRole('textbox', { name: 'Name' }), name)
  await user.click(screen.getByRole('button', { name: 'Apply filters' }))
}

/**
 * New filters are asked for before the list moves to them (useBrowseState): the screen
 * changes once, when the answer is here, and an answer nobody waits for any more moves nothing.
 */
describe('applying filters', () => {
  it('shows a quick answer with its filters in one change: the bar, the rows and the results', async () => {
    const quick = itemsPage(1, 1, 25, 3, 900)
    const { user } = startApp((request) =>
      asksFor('Redline')(request) ? { ok: true, data: quick } : undefined,
    )
    await screen.findByText('Page 2 of 4')
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Redline')
    const bar = screen.getByRole('search', { name: 'Item filters' })
    const chipBeforeRows: boolean[] = []
    const watcher = new MutationObserver(() =>
      chipBeforeRows.push(within(bar).queryByText('Redline') !== null && firstRowId() === '26'),
    )
    watcher.observe(document.body, { childList: true, subtree: true, characterData: true })
    const census = renderCensus()
    census.start()
    await user.click(screen.getByRole('button', { name: 'Apply filters' }))
    await screen.findByText('Page 1 of 1')
    watcher.disconnect()
    expect(within(bar).getByText('Redline')).toBeInTheDocument()
    expect(chipBeforeRows).not.toContain(true)
    expect(census.stop().FilterBar).toBe(1)
  })

  it('says the rows are the previous filters’ once the wait lasts', async () => {
    const held = heldAnswer()
    const { user } = startApp((request) => (asksFor('Redline')(request) ? held.promise : undefined))
    await screen.findByText('Page 2 of 4')
    await applyName(user, 'Redline')
    expect(await screen.findByText(/previous filters while the new ones load/)).toBeInTheDocument()
    expect(table()).toHaveClass('items--stale')
    held.answer({ ok: true, data: itemsPage(1, 1, 25, 3, 900) })
    await screen.findByText('Page 1 of 1')
    expect(screen.queryByText(/previous filters while the new ones load/)).not.toBeInTheDocument()
    expect(table()).not.toHaveClass('items--stale')
  })

  it('asks once for filters the catalog refuses, and shows the refusal', async () => {
    const { fake, user } = startApp((request) =>
      asksFor('50%')(request)
        ? {
            ok: false,
            error: {
              kind: 'validation',
              message: saying('validation error'),
              fields: { 'filter[name]': ['No "%".'] },
            },
          }
        : undefined,
    )
    await screen.findByText('Page 2 of 4')
    await applyName(user, '50%')
    expect(await screen.findByRole('alert')).toHaveTextContent('No "%".')
    expect(screen.getByText(/Still showing the previous results/)).toBeInTheDocument()
    expect((callsOf(fake.calls, 'listItems') as ListRequest[]).filter(asksFor('50%'))).toHaveLength(1)
  })

  it('a page turn while the answer is out wins: the late answer moves nothing', async () => {
    const held = heldAnswer()
    const { user } = startApp((request) => (asksFor('Redline')(request) ? held.promise : undefined))
    await screen.findByText('Page 2 of 4')
    await applyName(user, 'Redline')
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    await screen.findByText('Page 3 of 4')
    held.answer({ ok: true, data: itemsPage(1, 1, 25, 3, 900) })
    await held.promise
    // The fields say what the list shows: no name filter.
    expect(within(screen.getByRole('search', { name: 'Item filters' })).queryByText('Redline')).toBeNull()
    expect(screen.getByText('Page 3 of 4')).toBeInTheDocument()
    expect(firstRowId()).toBe('51')
  })
})
