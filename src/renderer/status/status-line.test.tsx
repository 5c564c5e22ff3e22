import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import type { AppLanguage } from '../../shared/i18n/app-languages'
import type { SingleItem } from '../../shared/catalog'
import { fakeCatalog, installCatalog } from '../testing/fake-catalog.test-support'
import { renderWithQuery } from '../render-with-query.test-support'
import { singleItem } from '../testing/sample-items.test-support'
import { StatusLine } from './status-line'

/** The status line of `item` in the app language `language`, the reply language left English. */
async function showIn(language: AppLanguage, item: SingleItem) {
  installCatalog(
    fakeCatalog({
      appLanguage: async () => ({ ok: true, data: language }),
      replyTemplates: async () => ({ ok: true, data: { languages: {} } }),
      replyLanguage: async () => ({ ok: true, data: 'en' }),
    }).api,
  )
  const view = renderWithQuery(<StatusLine catalog="https://catalog.test" item={item} />)
  return view.container.querySelector('.status-line__text')!
}

describe('StatusLine in the app language', () => {
  it('tells the agent in German what the item’s situation means; the customer’s words stay in the reply language', async () => {
    const line = await showIn('de', singleItem({ status: { known: true, value: 'TRADE_ACCEPTED' } }))
    expect(await screen.findByText('Dem Kunden sagen:')).toBeInTheDocument()
    expect(line).toHaveTextContent('Zugestellt: Der Kunde hat das Handelsangebot angenommen.')
    expect(line).not.toHaveTextContent(/Tell the customer|Delivered/)
    // The reply's own sentence is the customer's, in the reply language (English here).
    expect(line.querySelector('[lang="en"]')?.textContent).toMatch(/\S/)
  })

  it('names the fields that contradict the status in Russian, each in the language’s own list', async () => {
    const line = await showIn('ru', singleItem({ status: { known: true, value: 'AVAILABLE' } }))
    expect(await screen.findByText('Скажите клиенту:')).toBeInTheDocument()
    expect(line).toHaveTextContent(
      'Статус — AVAILABLE, но у предмета есть время покупки, ID предложения обмена, дата отправки.',
    )
    expect(line).not.toHaveTextContent(/yet the item has|a purchase time/)
  })

  it('reads as before in English', async () => {
    const line = await showIn('en', singleItem({ status: { known: true, value: 'AVAILABLE' } }))
    expect(await screen.findByText('Tell the customer:')).toBeInTheDocument()
    expect(line).toHaveTextContent(
      'The status is AVAILABLE, yet the item has a purchase time, a trade offer ID, a send date.',
    )
  })
})
