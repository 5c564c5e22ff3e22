import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { fakeCatalog, installCatalog } from '../testing/fake-catalog.test-support'
import { renderWithQuery } from '../render-with-query.test-support'
import { ExportButtons } from './export-buttons'

describe('ExportButtons', () => {
  it('names one button per format, in English as the contract reads them', async () => {
    const onExport = vi.fn()
    renderWithQuery(<ExportButtons busy={false} onExport={onExport} />)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export JSON' }))
    expect(onExport).toHaveBeenCalledWith('json')
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled()
  })

  it('names them in the app language', async () => {
    installCatalog(fakeCatalog({ appLanguage: async () => ({ ok: true, data: 'ru' }) }).api)
    renderWithQuery(<ExportButtons busy onExport={vi.fn()} />)
    expect(await screen.findByRole('button', { name: 'Экспорт в CSV' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Экспорт в JSON' })).toBeDisabled()
    expect(screen.queryByText(/Export/)).toBeNull()
  })
})
