import { describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { DensitySelect } from './density-select'
import { renderWithQuery } from '../render-with-query.test-support'

describe('DensitySelect', () => {
  it('offers Comfortable and Compact, shows the current one and reports a change', async () => {
    const onChange = vi.fn()
    renderWithQuery(<DensitySelect density="comfortable" onChange={onChange} />)
    const select = screen.getByRole('combobox', { name: 'Density' })
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Comfortable', 'Compact'])
    expect(select).toHaveValue('comfortable')
    await userEvent.setup().selectOptions(select, 'Compact')
    expect(onChange).toHaveBeenLastCalledWith('compact')
  })
})
