import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { SingleItem } from '../../shared/catalog'
import { FIELD_NAMES } from '../../shared/catalog/list-columns'
import type { AppLanguage } from '../../shared/i18n/app-languages'
import type { MessageDescriptor } from '../../shared/i18n/words'
import de from '../../shared/i18n/messages/de.json'
import ru from '../../shared/i18n/messages/ru.json'
import zhCN from '../../shared/i18n/messages/zh-CN.json'
import { callsOf, fakeCatalog, installCatalog } from '../testing/fake-catalog.test-support'
import { renderWithQuery } from '../render-with-query.test-support'
import { malformedField, singleItem } from '../testing/sample-items.test-support'
import { SESSION } from '../testing/sample-session.test-support'
import { DetailPane } from './detail-pane'

/**
 * The pane's price and times in the app language's number and date format, the values as sent
 * on hover and in Copy summary. Terms are found by their words in the language's catalog, so a
 * better translation does not break the test.
 */

const CATALOGS = { de, ru, 'zh-CN': zhCN } as const
const NBSP = '\u00a0'

const SENT = {
  price: '3967.50',
  bought_at: '2024-05-01T12:30:00.123456Z',
  send_date: '2024-05-01 12:35:07',
  last_send: '2024-05-01 14:00:09',
  error_message: null,
  error_date: null,
  next_try: null,
} as const

async function open(language: keyof typeof CATALOGS, item: SingleItem) {
  const fake = fakeCatalog({
    appLanguage: async () => ({ ok: true, data: language as AppLanguage }),
    getSession: () => Promise.resolve({ ok: true, data: SESSION }),
    getItem: () => Promise.resolve({ ok: true, data: item }),
    copyText: () => Promise.resolve({ ok: true, data: { copied: true } }),
  })
  installCatalog(fake.api)
  renderWithQuery(<DetailPane catalog="https://catalog.test" id={item.id} onClose={() => undefined} />)
  await screen.findByText('AK-47 | Redline', { selector: 'h2' })
  const catalog: Readonly<Record<string, string>> = CATALOGS[language]
  // The language's words have arrived once the price's term is in them.
  const termOf = (words: MessageDescriptor) => catalog[words.id!]!
  await screen.findByText(termOf(FIELD_NAMES.price), { selector: 'dt' })
  const valueOf = (words: MessageDescriptor) =>
    screen.getByText(termOf(words), { selector: 'dt' }).nextElementSibling as HTMLElement
  return { fake, valueOf }
}

describe('the pane’s numbers and dates in the app language', () => {
  it('German: 3.967,50 and German dates, the values as sent on hover and in Copy summary', async () => {
    const { fake, valueOf } = await open('de', singleItem(SENT))
    expect(valueOf(FIELD_NAMES.price)).toHaveTextContent(/^3\.967,50$/)
    const bought = within(valueOf(FIELD_NAMES.boughtAt)).getByText('01.05.2024, 12:30:00')
    expect(bought.getAttribute('title')).toMatch(/^2024-05-01T12:30:00\.123456Z · /)
    const sent = within(valueOf(FIELD_NAMES.sendDate)).getByText('01.05.2024, 12:35:07')
    expect(sent).toHaveAttribute('title', '2024-05-01 12:35:07')
    expect(within(valueOf(FIELD_NAMES.lastSend)).getByText('01.05.2024, 14:00:09')).toHaveAttribute(
      'title',
      '2024-05-01 14:00:09',
    )

    await userEvent.setup().click(screen.getByRole('button', { name: 'Zusammenfassung kopieren' }))
    const [{ text }] = callsOf(fake.calls, 'copyText') as [{ text: string }]
    expect(text).toContain(`Bought at:      ${SENT.bought_at} (UTC)`)
    expect(text).toContain(`Last send:      ${SENT.last_send} (server time)`)
    expect(text).not.toMatch(/01\.05\.2024|3\.967/)
  })

  it('Russian: the group separator is a no-break space, the month a word', async () => {
    const { valueOf } = await open('ru', singleItem(SENT))
    // Read raw: toHaveTextContent would fold the no-break space into a plain one.
    expect(valueOf(FIELD_NAMES.price).textContent).toBe(`3${NBSP}967,50`)
    expect(within(valueOf(FIELD_NAMES.lastSend)).getByText('1 мая 2024 г., 14:00:09')).toBeInTheDocument()
  })

  it('Chinese: the date in 年月日', async () => {
    const { valueOf } = await open('zh-CN', singleItem(SENT))
    expect(valueOf(FIELD_NAMES.price)).toHaveTextContent(/^3,967\.50$/)
    expect(within(valueOf(FIELD_NAMES.boughtAt)).getByText('2024年5月1日 12:30:00')).toBeInTheDocument()
  })

  it('a malformed price or time costs that field only, shown as sent and marked', async () => {
    const { valueOf } = await open(
      'de',
      singleItem(SENT, { price: malformedField('3.967,50 €'), send_date: malformedField('1.5.2024') }),
    )
    const price = valueOf(FIELD_NAMES.price)
    expect(price.querySelector('.unexpected__raw')).toHaveTextContent(/^3\.967,50 €$/)
    expect(price.querySelector('.unexpected')).not.toBeNull()
    expect(valueOf(FIELD_NAMES.sendDate).querySelector('.unexpected__raw')).toHaveTextContent(/^1\.5\.2024$/)
    expect(within(valueOf(FIELD_NAMES.lastSend)).getByText('01.05.2024, 14:00:09')).toBeInTheDocument()
  })
})
