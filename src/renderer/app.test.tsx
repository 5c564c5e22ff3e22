import { describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import type { AppError } from '../shared/errors'
import { DEFAULT_LAYOUT } from '../shared/layout'
import { callsOf } from './testing/fake-catalog.test-support'
import { startApp, type ListRequest } from './app.test-support'
import { PREFS } from './testing/sample-session.test-support'
import { saying } from '../shared/i18n/english.test-support'

const table = () => screen.getByRole('table', { name: 'Items' })
const firstRowId = () => within(table()).getAllByRole('row')[1]?.getAttribute('data-item-id')
const listCalls = (calls: Parameters<typeof callsOf>[0]) => callsOf(calls, 'listItems') as ListRequest[]

describe('App', () => {
  it('reads the saved view first, so the first list request is the saved page and filters', async () => {
    const { fake } = startApp()
    await within(await screen.findByRole('table', { name: 'Items' })).findAllByText(/^Item 26$/)
    const [first] = listCalls(fake.calls)
    expect(first).toEqual({
      query: { filters: PREFS.filters, limit: 25, page: 2 },
      slot: 'list',
    })
    expect(fake.calls.findIndex((call) => call.method === 'getPrefs')).toBeLessThan(
      fake.calls.findIndex((call) => call.method === 'listItems'),
    )
    expect(screen.getByText('Page 2 of 4')).toBeInTheDocument()
    expect(screen.getByText('Rows 26–50 of 100')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Remove AK' })).toBeInTheDocument()
  })

  it('prefetches the next page without a slot and shows it on Next, saving the new page', async () => {
    const { fake, user } = startApp()
    await screen.findByText('Page 2 of 4')
    await waitFor(() =>
      expect(listCalls(fake.calls)).toContainEqual({ query: { filters: PREFS.filters, limit: 25, page: 3 } }),
    )
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    expect(await screen.findByText('Page 3 of 4')).toBeInTheDocument()
    expect(firstRowId()).toBe('51')
    expect(listCalls(fake.calls).filter((call) => call.query.page === 3)).toHaveLength(1)
    await waitFor(() =>
      expect(callsOf(fake.calls, 'setPrefs')).toContainEqual({ ...PREFS, page: 3, layout: DEFAULT_LAYOUT }),
    )
  })

  it('asks for the next page only once the page on screen has been painted', async () => {
    // Animation frames run when the test says: the frame that paints page 2 has not come yet.
    const frames: FrameRequestCallback[] = []
    const frame = vi
      .spyOn(window, 'requestAnimationFrame')
      .mockImplementation((callback) => frames.push(callback))
    try {
      const { fake } = startApp()
      await within(await screen.findByRole('table', { name: 'Items' })).findAllByText(/^Item 26$/)
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
      expect(listCalls(fake.calls).map((call) => call.query.page)).toEqual([2])
      act(() => frames.splice(0).forEach((callback) => callback(performance.now())))
      await waitFor(() => expect(listCalls(fake.calls).map((call) => call.query.page)).toEqual([2, 3]))
    } finally {
      frame.mockRestore()
    }
  })

  it('switches to Compact rows and saves the density with the view', async () => {
    const { fake, user } = startApp()
    await screen.findByText('Page 2 of 4')
    expect(table()).not.toHaveClass('items--compact')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Density' }), 'Compact')
    expect(table()).toHaveClass('items--compact')
    await waitFor(() =>
      expect(callsOf(fake.calls, 'setPrefs')).toContainEqual({
        ...PREFS,
        layout: { ...DEFAULT_LAYOUT, density: 'compact' },
      }),
    )
  })

  it('dims the old rows and says they are for the previous filters when new filters fail', async () => {
    const down: AppError = { kind: 'network', message: saying('Connection refused.'), code: 'ECONNREFUSED' }
    const { user } = startApp((request) =>
      request.query.filters?.name?.includes('Glock') ? { ok: false, error: down } : undefined,
    )
    await screen.findByText('Page 2 of 4')
    expect(table()).not.toHaveClass('items--stale')
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Glock{Enter}')
    const banner = await screen.findByRole('alert')
    expect(banner).toHaveTextContent(/Showing results from .*, for the previous filters\./)
    expect(table()).toHaveClass('items--stale')
  })

  it('dims the old rows and says why only while new filters take long; a quick answer just swaps rows', async () => {
    const { fake, user } = startApp()
    await screen.findByText('Page 2 of 4')
    const marks: string[] = []
    const watcher = new MutationObserver(() => {
      if (table().classList.contains('items--stale')) marks.push('dimmed')
      if (screen.queryByText(/while the new ones load/)) marks.push('note')
    })
    watcher.observe(document.body, { subtree: true, childList: true, attributes: true })
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Glock{Enter}')
    await waitFor(() => expect(firstRowId()).toBe('1'))
    expect(marks).toEqual([])

    // Now a catalog that holds its answer.
    let release: () => void = () => undefined
    const api = fake.api as { listItems: (request: unknown) => Promise<unknown> }
    const listItems = api.listItems
    api.listItems = (request) => new Promise((resolve) => (release = () => resolve(listItems(request))))
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'AWP{Enter}')
    expect(
      await screen.findByText(/while the new ones load/, undefined, { timeout: 5_000 }),
    ).toBeInTheDocument()
    expect(table()).toHaveClass('items--stale')
    watcher.disconnect()
    release()
    await waitFor(() => expect(screen.queryByText(/while the new ones load/)).toBeNull())
    expect(table()).not.toHaveClass('items--stale')
  })

  it('does not leave the pager on "Loading…" when the first page cannot be loaded', async () => {
    const down: AppError = { kind: 'network', message: saying('Connection refused.'), code: 'ECONNREFUSED' }
    startApp(() => ({ ok: false, error: down }))
    expect(await screen.findByText('Position unknown: no page loaded')).toBeInTheDocument()
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument()
  })

  it('opens an item from its row, and Esc closes the pane and returns focus to the row', async () => {
    const { user } = startApp()
    await screen.findByText('Page 2 of 4')
    const row = within(table()).getAllByRole('row')[3]!
    await user.click(row)
    const pane = await screen.findByRole('region', { name: 'Item details' })
    expect(await within(pane).findByText('Item 28')).toBeInTheDocument()
    expect(row).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('region', { name: 'Item details' })).not.toBeInTheDocument()
    expect(row).toHaveFocus()
  })

  it('opens an item by ID, and explains an ID that is not a number', async () => {
    const { fake, user } = startApp()
    await screen.findByText('Page 2 of 4')
    await user.type(screen.getByRole('textbox', { name: 'Item ID' }), 'abc{Enter}')
    expect(screen.getByRole('alert')).toHaveTextContent('"abc" is not an item ID. Use digits only')
    await user.clear(screen.getByRole('textbox', { name: 'Item ID' }))
    await user.type(screen.getByRole('textbox', { name: 'Item ID' }), '#777')
    await user.click(screen.getByRole('button', { name: 'Open item' }))
    expect(await screen.findByRole('region', { name: 'Item details' })).toBeInTheDocument()
    expect(callsOf(fake.calls, 'getItem')).toEqual([{ id: 777, slot: 'detail' }])
  })

  it('keeps the previous rows when the catalog refuses new filters, and shows its words at the filter', async () => {
    const refusal: AppError = {
      kind: 'validation',
      message: saying('validation error'),
      fields: { 'filter[name]': ['The filter[name] must not contain "%".'] },
    }
    const { fake, user } = startApp((request) =>
      request.query.filters?.name?.includes('50%') ? { ok: false, error: refusal } : undefined,
    )
    await screen.findByText('Page 2 of 4')
    await user.type(screen.getByRole('textbox', { name: 'Name' }), '50%{Enter}')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The filter[name] must not contain "%".')
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true')
    expect(firstRowId()).toBe('26')
    expect(screen.getByText(/Still showing the previous results/)).toBeInTheDocument()
    expect(callsOf(fake.calls, 'setPrefs')).not.toContainEqual(
      expect.objectContaining({ filters: expect.objectContaining({ name: ['AK', '50%'] }) }),
    )
  })

  it('marks the data stale when the catalog becomes unreachable, and Retry recovers', async () => {
    let reachable = true
    const { user } = startApp(() =>
      reachable
        ? undefined
        : {
            ok: false,
            error: {
              kind: 'network',
              message: saying('Connection refused. Check that the catalog runs.'),
              code: 'ECONNREFUSED',
            },
          },
    )
    await screen.findByText('Page 2 of 4')
    reachable = false
    // Page 3 is prefetched already; the last page has never been loaded.
    await user.click(screen.getByRole('button', { name: 'Last page' }))
    const banner = await screen.findByRole('alert')
    expect(banner).toHaveTextContent('Stale — the catalog is unreachable.')
    expect(banner).toHaveTextContent('Connection refused.')
    expect(firstRowId()).toBe('26')
    expect(screen.getByText('Page 2 of 4')).toBeInTheDocument()
    reachable = true
    await user.click(within(banner).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('Page 4 of 4')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('shows an empty state with a way to clear the filters', async () => {
    const { user } = startApp((request) =>
      (request.query.filters?.name?.length ?? 0) > 0
        ? { ok: true, data: { items: [], total: 0, perPage: 25, page: 1, pages: 0, unreadable: [] } }
        : undefined,
    )
    expect(await screen.findByText('No items match these filters')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }))
    expect(await screen.findByText('Page 1 of 4')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Remove AK' })).not.toBeInTheDocument()
  })

  it('returns to the connect screen with the reason when the catalog rejects the token', async () => {
    startApp(() => ({
      ok: false,
      error: { kind: 'unauthorized', message: saying('The token was rejected (401). Enter a valid token.') },
    }))
    expect(await screen.findByRole('button', { name: 'Connect' })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('The token was rejected (401). Enter a valid token.')
    expect(screen.queryByRole('table', { name: 'Items' })).not.toBeInTheDocument()
  })

  it('focuses the Name filter with / and pages with Alt+arrows', async () => {
    const { user } = startApp()
    await screen.findByText('Page 2 of 4')
    await user.click(document.body)
    await user.keyboard('/')
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus()
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('')
    await user.click(document.body)
    await user.keyboard('{Alt>}{ArrowRight}{/Alt}')
    expect(await screen.findByText('Page 3 of 4')).toBeInTheDocument()
    await user.keyboard('{Alt>}{ArrowLeft}{/Alt}')
    expect(await screen.findByText('Page 2 of 4')).toBeInTheDocument()
  })

  it('signs out only after the Sign out? dialog is confirmed, back to the connect screen', async () => {
    const { fake, user } = startApp()
    await screen.findByText('Page 2 of 4')
    await user.click(screen.getByRole('button', { name: 'Catalog' }))
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out?' })
    // A stray Enter lands on Cancel, which has focus: nothing is signed out.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(callsOf(fake.calls, 'signOut')).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: 'Catalog' }))
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }))
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Sign out?' })).getByRole('button', {
        name: 'Sign out',
      }),
    )
    expect(await screen.findByRole('button', { name: 'Connect' })).toBeInTheDocument()
    expect(callsOf(fake.calls, 'signOut')).toHaveLength(1)
  })
})
