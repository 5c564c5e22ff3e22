import { createRef } from 'react'
import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { EMPTY_FILTERS, type ListFilters } from '../../shared/catalog'
import type { AppLanguage } from '../../shared/i18n/app-languages'
import { fakeCatalog, installCatalog } from '../testing/fake-catalog.test-support'
import { renderWithQuery } from '../render-with-query.test-support'
import { FilterBar } from './filter-bar'
import { NO_FILTER_ERRORS } from './filter-errors'

async function setup(language: AppLanguage, applied: ListFilters = EMPTY_FILTERS) {
  installCatalog(fakeCatalog({ appLanguage: async () => ({ ok: true, data: language }) }).api)
  renderWithQuery(
    <FilterBar
      applied={applied}
      serverErrors={NO_FILTER_ERRORS}
      nameInputRef={createRef<HTMLInputElement>()}
      onApply={() => false}
    />,
  )
  return {
    search: await screen.findByRole('search', {
      name: language === 'de' ? 'Filter für Gegenstände' : 'Фильтры предметов',
    }),
    user: userEvent.setup(),
  }
}

describe('FilterBar in the app language', () => {
  it('names its fields, buttons and examples in German, and says what is wrong there too', async () => {
    const { search, user } = await setup('de', { ...EMPTY_FILTERS, appid: 570 })
    const name = within(search).getByRole('textbox', { name: 'Name' })
    expect(name).toHaveAttribute('placeholder', 'z. B. AK-47 | Redline')
    expect(within(search).getByRole('textbox', { name: 'Market-Hash-Name' })).toBeInTheDocument()
    const appId = within(search).getByRole('combobox', { name: 'App-ID' })
    expect(appId).toHaveValue('570')
    expect(within(search).getByRole('button', { name: 'Filter löschen' })).toBeInTheDocument()

    await user.clear(appId)
    await user.type(appId, 'Minecraft')
    await user.click(within(search).getByRole('button', { name: 'Filter anwenden' }))
    const alert = within(search).getByRole('alert')
    expect(alert).toHaveTextContent(/^„Minecraft“ ist keine App-ID\. .*Counter-Strike 2 \(730\)/)
    expect(alert).toHaveTextContent('Es wurde nichts angewendet: Die Liste zeigt weiterhin App-ID 570.')
    expect(search).not.toHaveTextContent(/Apply|Clear|Nothing was applied|is not an App ID/)

    await user.type(name, 'AK-47,')
    expect(within(search).getByRole('button', { name: 'AK-47 entfernen' })).toBeInTheDocument()
    expect(within(search).getByRole('list', { name: 'Werte für Name' })).toBeInTheDocument()
  })

  it('counts the values a pasted line was split into with Russian plurals', async () => {
    const { search, user } = await setup('ru')
    const name = within(search).getByRole('textbox', { name: 'Название' })
    await user.click(name)
    await user.paste('a1, b2, c3')
    expect(within(search).getByRole('status')).toHaveTextContent('Текст разделён по запятой на 3 значения.')
    await user.type(name, 'x{Backspace}')
    await user.paste('d4, e5, f6, g7, h8')
    expect(within(search).getByRole('status')).toHaveTextContent('Текст разделён по запятой на 5 значений.')
    expect(search).not.toHaveTextContent(/Split at the comma|values/)
  })
})
