import { describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { PaginationBar } from './pagination-bar'
import { renderWithQuery } from '../render-with-query.test-support'

function setup(props: Partial<Parameters<typeof PaginationBar>[0]> = {}) {
  const onPage = vi.fn()
  const onPageSize = vi.fn()
  renderWithQuery(
    <PaginationBar
      page={3}
      pages={10}
      total={245}
      pageSize={25}
      loadingNext={false}
      onPage={onPage}
      onPageSize={onPageSize}
      {...props}
    />,
  )
  const nav = screen.getByRole('navigation', { name: 'Pagination' })
  return { onPage, onPageSize, nav, user: userEvent.setup() }
}

describe('PaginationBar', () => {
  it('says where the rows on screen are: "Page X of Y" and "Rows X–Y of N"', () => {
    const { nav } = setup()
    expect(within(nav).getByText('Page 3 of 10')).toBeInTheDocument()
    expect(within(nav).getByText('Rows 51–75 of 245')).toBeInTheDocument()
  })

  it('Spec finding (connect): with the position unknown, pages by Next only and says why', async () => {
    const { nav, onPage, user } = setup({ page: 3, pages: 4, total: 75, positionUnknown: true })
    expect(within(nav).getByText('Page 3')).toBeInTheDocument()
    expect(
      within(nav).getByText(/Position unknown: the catalog’s page numbers could not be read/),
    ).toBeInTheDocument()
    expect(within(nav).queryByText(/Page 3 of|Rows \d/)).toBeNull()
    expect(screen.getByRole('button', { name: 'Last page' })).toBeDisabled()
    expect(screen.queryByRole('spinbutton', { name: 'Go to page' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    expect(onPage).toHaveBeenLastCalledWith(4)
  })

  it('Spec finding (connect): with the position unknown and no next link, Next is disabled', () => {
    setup({ page: 3, pages: 3, total: 75, positionUnknown: true })
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled()
  })

  it('counts the last, short page to the total, with thousands grouped', () => {
    setup({ page: 200, pages: 200, total: 4_990, pageSize: 25 })
    expect(screen.getByText('Rows 4,976–4,990 of 4,990')).toBeInTheDocument()
  })

  it('groups page numbers as it groups rows: "Page 20,000 of 20,000"', () => {
    const { nav } = setup({ page: 20_000, pages: 20_000, total: 1_000_000, pageSize: 50 })
    expect(within(nav).getByText('Page 20,000 of 20,000')).toBeInTheDocument()
    expect(within(nav).getByText('Rows 999,951–1,000,000 of 1,000,000')).toBeInTheDocument()
  })

  it('groups the page number when the position is unknown too', () => {
    const { nav } = setup({ page: 12_345, pages: 12_346, total: 75, positionUnknown: true })
    expect(within(nav).getByText('Page 12,345')).toBeInTheDocument()
  })

  it('goes to the page typed in Go to page on Enter', async () => {
    const { onPage, user } = setup()
    await user.type(screen.getByRole('spinbutton', { name: 'Go to page' }), '7{Enter}')
    expect(onPage).toHaveBeenLastCalledWith(7)
  })

  it('refuses a page outside 1..pages with a message naming the range', async () => {
    const { onPage, user } = setup()
    const field = screen.getByRole('spinbutton', { name: 'Go to page' })
    await user.type(field, '11{Enter}')
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a page number from 1 to 10.')
    expect(field).toHaveAttribute('aria-invalid', 'true')
    await user.clear(field)
    await user.type(field, '0{Enter}')
    expect(screen.getByRole('alert')).toHaveTextContent('from 1 to 10')
    expect(onPage).not.toHaveBeenCalled()
  })

  it('drops a refusal once the table moves, the field is left or Esc is pressed', async () => {
    const onPage = vi.fn()
    const bar = (page: number, pages: number) => (
      <PaginationBar
        page={page}
        pages={pages}
        total={pages * 25}
        pageSize={25}
        loadingNext={false}
        onPage={onPage}
        onPageSize={vi.fn()}
      />
    )
    const { rerender } = renderWithQuery(bar(3, 12_000))
    const user = userEvent.setup()
    const field = screen.getByRole('spinbutton', { name: 'Go to page' })
    await user.type(field, '20000{Enter}')
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a page number from 1 to 12,000.')
    rerender(bar(4, 12_000))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(field).not.toHaveAttribute('aria-invalid')

    await user.type(field, '{Enter}')
    expect(screen.getByRole('alert')).toBeInTheDocument()
    rerender(bar(4, 50))
    expect(screen.queryByRole('alert')).toBeNull()

    await user.type(field, '{Enter}')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('alert')).toBeNull()
    await user.type(field, '{Enter}')
    await user.tab()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('does not stay on "Loading…" once loading has failed', () => {
    setup({ page: 1, pages: 0, total: null, failed: true })
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument()
    expect(screen.getByText('Position unknown: no page loaded')).toBeInTheDocument()
  })

  it('moves to the first, previous, next and last page', async () => {
    const { onPage, user } = setup()
    for (const name of ['First page', 'Previous page', 'Next page', 'Last page']) {
      await user.click(screen.getByRole('button', { name }))
    }
    expect(onPage.mock.calls.map(([page]) => page)).toEqual([1, 2, 4, 10])
  })

  it('cannot go back from the first page or forward from the last', () => {
    setup({ page: 1, pages: 1, total: 3 })
    for (const name of ['First page', 'Previous page', 'Next page', 'Last page']) {
      expect(screen.getByRole('button', { name })).toBeDisabled()
    }
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument()
  })

  it('disables Next and Last while the previous page stands in for the one loading', () => {
    setup({ loadingNext: true })
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Last page' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled()
  })

  it('says "Page 1 of 1" and "0 items" for an empty result', () => {
    setup({ page: 1, pages: 0, total: 0 })
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument()
    expect(screen.getByText('0 items')).toBeInTheDocument()
  })

  it('does not claim a position before the first page has loaded', () => {
    setup({ page: 1, pages: 0, total: null })
    expect(screen.getByText('Loading…')).toBeInTheDocument()
    expect(screen.queryByText(/items$/)).not.toBeInTheDocument()
  })

  it('offers 25, 50, 100, 250 and a custom page size', async () => {
    const { onPageSize, user } = setup()
    const select = screen.getByRole('combobox', { name: 'Rows per page' })
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['25', '50', '100', '250', 'Custom…'])
    await user.selectOptions(select, '250')
    expect(onPageSize).toHaveBeenLastCalledWith(250)
  })

  it('takes a custom size from 1 to 250 on Enter and explains anything else', async () => {
    const { onPageSize, user } = setup()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), 'Custom…')
    const custom = screen.getByRole('spinbutton', { name: 'Custom page size (1–250)' })
    await user.clear(custom)
    await user.type(custom, '300{Enter}')
    expect(onPageSize).not.toHaveBeenCalled()
    expect(screen.getByRole('alert')).toHaveTextContent('Rows per page must be a whole number from 1 to 250.')
    await user.clear(custom)
    await user.type(custom, '120{Enter}')
    expect(onPageSize).toHaveBeenCalledWith(120)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('shows a custom size that is in effect', () => {
    setup({ pageSize: 120 })
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('custom')
    expect(screen.getByRole('spinbutton', { name: 'Custom page size (1–250)' })).toHaveValue(120)
  })
})
