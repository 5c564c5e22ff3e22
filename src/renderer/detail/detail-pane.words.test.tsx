import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { AppLanguage } from '../../shared/i18n/app-languages'
import type { SingleItem } from '../../shared/catalog'
import { fakeCatalog, installCatalog } from '../testing/fake-catalog.test-support'
import { renderWithQuery } from '../render-with-query.test-support'
import { singleItem } from '../testing/sample-items.test-support'
import { SESSION } from '../testing/sample-session.test-support'
import { DetailFrame } from '../layout/detail-frame'
import { DetailPane } from './detail-pane'

/** The detail pane in another app language: its own words translated, the item's as sent. */

const HOUR = 3_600_000
/** `YYYY-MM-DD HH:MM:SS` as the catalog writes it (UTC here), `ms` from now. */
const serverTime = (ms: number) => new Date(Date.now() + ms).toISOString().slice(0, 19).replace('T', ' ')

/** The pane once the item and the language's words have arrived: its region, by `name`. */
async function open(language: AppLanguage, item: SingleItem, name: string) {
  installCatalog(
    fakeCatalog({
      appLanguage: async () => ({ ok: true, data: language }),
      getSession: () => Promise.resolve({ ok: true, data: SESSION }),
      getItem: () => Promise.resolve({ ok: true, data: item }),
    }).api,
  )
  renderWithQuery(
    <DetailFrame width={420} drawer={false} onWidth={() => undefined}>
      <DetailPane catalog="https://catalog.test" id={item.id} onClose={() => undefined} />
    </DetailFrame>,
  )
  await screen.findByText('AK-47 | Redline', { selector: 'h2' })
  return screen.findByRole('region', { name })
}

describe('the detail pane in the app language', () => {
  it('words its region, buttons, timeline and times in German, and no English of its own', async () => {
    const pane = await open(
      'de',
      singleItem({
        trade_url: 'https://steamcommunity.com/tradeoffer/new/?partner=123&token=abc',
        last_send: serverTime(-3 * HOUR - 60_000),
        next_try: null,
      }),
      'Details zum Gegenstand',
    )
    expect(within(pane).getByRole('button', { name: 'Aktualisieren' })).toHaveAttribute(
      'title',
      'Diesen Gegenstand jetzt neu laden',
    )
    expect(within(pane).getByRole('button', { name: 'Details schließen' })).toBeInTheDocument()
    expect(within(pane).getByText('Gegenstand 42')).toBeInTheDocument()
    expect(within(pane).getByText('Partner-ID')).toBeInTheDocument()
    expect(within(pane).getByText('Handels-Token')).toBeInTheDocument()
    expect(screen.getByLabelText('Verlauf der Zustellung')).toHaveTextContent('vor 3 Stunden')
    expect(within(pane).getAllByText('Serverzeit').length).toBeGreaterThan(0)
    expect(
      within(pane).getByRole('button', { name: 'Zeitzone des Katalogs festlegen …' }),
    ).toBeInTheDocument()
    expect(await within(pane).findByText(/^Aktualisiert um \d\d:\d\d:\d\d/)).toBeInTheDocument()
    expect(screen.getByRole('separator', { name: 'Breite der Details ändern' })).toBeInTheDocument()
    // The status line and the reply tools are worded elsewhere; these are the pane's own.
    expect(pane).not.toHaveTextContent(
      /server time|Updated|refreshes every|hours ago|Set the catalog|Item 42/,
    )
    expect(within(pane).queryByText('Partner')).toBeNull()
    expect(within(pane).queryByText('Token')).toBeNull()
  })

  it('says the exact times’ local time on hover in Russian', async () => {
    await open('ru', singleItem({ next_try: null }), 'Сведения о предмете')
    const timeline = screen.getByLabelText('Ход доставки')
    const titles = [...timeline.querySelectorAll('time')].map((time) => time.getAttribute('title'))
    expect(titles.some((title) => title?.includes(' · ваше время: '))).toBe(true)
    expect(within(timeline).getAllByText('время сервера').length).toBeGreaterThan(0)
    expect(timeline).not.toHaveTextContent(/server time|your time/)
  })
})
