import { describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createIntl } from 'react-intl'
import { EMPTY_FILTERS } from '../../shared/catalog/empty-filters'
import de from '../../shared/i18n/messages/de.json'
import ru from '../../shared/i18n/messages/ru.json'
import { fakeCatalog, installCatalog } from '../testing/fake-catalog.test-support'
import { renderWithQuery } from '../render-with-query.test-support'
import { listItem } from '../testing/sample-items.test-support'
import { wordText } from '../format/word-text'
import { ListActions } from './list-actions'
import { unreadableSummary } from './unreadable-summary'

const russian = createIntl({ locale: 'ru', messages: ru })
const row = (index: number) => ({ index, id: 100 + index, reason: 'price: expected a decimal number' })

describe('the results bar’s words in the app language', () => {
  it('counts unreadable rows with Russian plurals', () => {
    const said = (unreadable: number, readable: number) =>
      wordText(
        russian,
        unreadableSummary(
          Array.from({ length: unreadable }, (_, i) => row(i)),
          readable,
        )!,
      )
    expect(said(1, 0)).toBe(
      'Не удалось прочитать 1 из 1 строки (первая: предмет 100: price: expected a decimal number).',
    )
    expect(said(2, 0)).toMatch(/^Не удалось прочитать 2 из 2 строк /)
    expect(said(2, 23)).toMatch(/^Не удалось прочитать 2 из 25 строк /)
    expect(said(1, 20)).toMatch(/^Не удалось прочитать 1 из 21 строки /)
  })

  it('offers the page lookup and the export in German, and says where the IDs came from', async () => {
    installCatalog(fakeCatalog({ appLanguage: async () => ({ ok: true, data: 'de' }) }).api)
    const onLookUp = vi.fn()
    renderWithQuery(
      <ListActions
        filters={{ ...EMPTY_FILTERS, name: ['AK', 'M4'] }}
        shown={{ page: 3, total: 60_000, items: [listItem({ id: 9 }), listItem({ id: 2 })] }}
        onLookUp={onLookUp}
      />,
    )
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Diese Seite abfragen' }))
    expect(onLookUp).toHaveBeenCalledWith('9\n2', expect.anything())
    // Words, so the bulk lookup says them in the language it shows at the time.
    const source = onLookUp.mock.calls[0]?.[1]
    expect(source.origin).toBe('page')
    expect(wordText(createIntl({ locale: 'de', messages: de }), source.note)).toBe(
      'IDs aus der Liste der Gegenstände: die 2 Gegenstände auf Seite 3, gefiltert nach Name: „AK“ oder „M4“.',
    )
    await user.click(screen.getByRole('button', { name: 'Exportieren' }))
    expect(
      screen.getByText(
        'Schreibt 50000 Zeilen der aktuellen Filter, nicht nur diese Seite. Exportiert werden nur die ersten 50000 von 60000; schränken Sie die Filter für den Rest ein.',
      ),
    ).toBeInTheDocument()
    // (Export CSV and Export JSON are the shared export buttons' words, not these.)
    expect(document.body).not.toHaveTextContent(/Look up|Writes|rows|Cancel export/)
  })
})
