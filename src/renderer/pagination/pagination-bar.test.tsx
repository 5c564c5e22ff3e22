import { describe, expect, it, vi } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { PaginationBar } from './pagination-bar'

function setup(props: Partial<Parameters<typeof PaginationBar>[0]> = {}) {
  const onPage = vi.fn()
  const onPageSize = vi.fn()
  render(
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
  it('says where the rows on screen are: "Page X of Y" and "N items"', () => {
    const { nav } = setup()
    expect(within(nav).getByText('Page 3 of 10')).toBeInTheDocument()
    expect(within(nav).getByText('245 items')).toBeInTheDocument()
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
