import { afterEach, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { SingleItem } from '../../shared/catalog'
import { formatUtcOffset, utcOffsetMs } from '../../shared/reply/catalog-time'
import { closeEditCatalog, useEditCatalogOpen } from '../ui/edit-catalog-opener'
import { callsOf, fakeCatalog, installCatalog } from '../testing/fake-catalog.test-support'
import { renderWithQuery } from '../render-with-query.test-support'
import { malformedField, singleItem } from '../testing/sample-items.test-support'
import { SESSION } from '../testing/sample-session.test-support'
import { DetailPane } from './detail-pane'

/** The pane's times as the catalog's zone allows: named when set, "server time" and an offer when not. */

const OFFER = "Set the catalog's time zone…"

afterEach(closeEditCatalog)

/** What the edit-catalog opener holds, shown for the test to read. */
function OpenerProbe() {
  return <output aria-label="Edit catalog opened on">{useEditCatalogOpen() ?? 'closed'}</output>
}

async function open(item: SingleItem, timeZone: string | null) {
  const fake = fakeCatalog({
    getSession: () =>
      Promise.resolve({ ok: true, data: { ...SESSION, catalog: { ...SESSION.catalog, timeZone } } }),
    getItem: () => Promise.resolve({ ok: true, data: item }),
    copyText: () => Promise.resolve({ ok: true, data: { copied: true } }),
  })
  installCatalog(fake.api)
  renderWithQuery(
    <>
      <DetailPane catalog="https://catalog.test" id={item.id} onClose={() => undefined} />
      <OpenerProbe />
    </>,
  )
  await screen.findByText('AK-47 | Redline', { selector: 'h2' })
  return { fake, user: userEvent.setup() }
}

function valueOf(term: string): HTMLElement {
  const dt = screen.getAllByRole('term').find((element) => element.textContent === term)
  if (!dt) throw new Error(`no term ${term}`)
  return dt.nextElementSibling as HTMLElement
}

/** `at` as a catalog in `zone` writes it: `YYYY-MM-DD HH:MM:SS`. */
function wallTime(at: Date, zone: string): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(at)
}

const inThreeDays = () => new Date(Date.now() + 3 * 24 * 3_600_000)

describe('detail pane times and the catalog’s zone', () => {
  it('names the zone and its offset at that moment when it is set, with an exact relative time', async () => {
    await open(singleItem({ last_send: '2024-07-01 12:31:00', next_try: null }), 'Europe/Berlin')
    const lastSend = valueOf('Last send')
    expect(await within(lastSend).findByText('Europe/Berlin, UTC+2')).toBeInTheDocument()
    const time = within(lastSend).getByText('Jul 1, 2024, 12:31:00')
    // Summer time in Berlin: 12:31 there is 10:31 UTC.
    expect(time).toHaveAttribute('dateTime', '2024-07-01T10:31:00.000Z')
    expect(time.getAttribute('title')).toMatch(/^2024-07-01 12:31:00 · your time: /)
    expect(lastSend).not.toHaveTextContent('server time')
    expect(lastSend).not.toHaveTextContent('≈')
    expect(screen.queryByRole('button', { name: OFFER })).toBeNull()
  })

  it('shows the date and time as sent even where the zone’s clock skipped them: nothing is converted', async () => {
    // 02:30 never happened in Berlin on 2024-03-31 (02:00 became 03:00); the catalog wrote it.
    await open(singleItem({ last_send: '2024-03-31 02:30:00', next_try: null }), 'Europe/Berlin')
    const lastSend = valueOf('Last send')
    await within(lastSend).findByText(/^Europe\/Berlin, UTC\+/)
    expect(within(lastSend).getByText('Mar 31, 2024, 02:30:00')).toHaveAttribute(
      'title',
      expect.stringMatching(/^2024-03-31 02:30:00 · /),
    )
  })

  it('tells the customer the next try in the catalog’s zone, with its offset and how far off', async () => {
    const at = inThreeDays()
    const item = singleItem({
      status: { known: true, value: 'WAITING_FOR_SEND' },
      next_try: wallTime(at, 'Europe/Berlin'),
    })
    await open(item, 'Europe/Berlin')
    const offset = formatUtcOffset(utcOffsetMs('Europe/Berlin', at))
    expect(
      await screen.findByText(new RegExp(`\\(${offset.replace('+', '\\+')}\\), that is, in 3 days`)),
    ).toBeInTheDocument()
  })

  it('keeps "server time" when the zone is not set, promises no clock time, and offers to set it', async () => {
    const item = singleItem({
      status: { known: true, value: 'WAITING_FOR_SEND' },
      last_send: '2024-07-01 12:31:00',
      next_try: wallTime(inThreeDays(), 'UTC'),
    })
    const { user } = await open(item, null)
    const offer = await screen.findByRole('button', { name: OFFER })
    expect(valueOf('Last send')).toHaveTextContent('server time')
    expect(valueOf('Last send')).toHaveTextContent('≈')
    const status = valueOf('Status')
    expect(status).toHaveTextContent('at the next attempt')
    expect(status).not.toHaveTextContent(/UTC|\d:\d\d/)
    await user.click(offer)
    expect(screen.getByRole('status', { name: 'Edit catalog opened on' })).toHaveTextContent('time-zone')
  })

  it('offers nothing when no time of the catalog’s is shown', async () => {
    await open(
      singleItem(
        { error_date: null, next_try: null },
        { send_date: malformedField('yesterday'), last_send: malformedField('soon') },
      ),
      null,
    )
    expect(screen.queryByRole('button', { name: OFFER })).toBeNull()
  })

  it('marks Copy summary’s times with the zone when set', async () => {
    const { fake, user } = await open(
      singleItem({ last_send: '2024-01-15 08:00:00', next_try: null }),
      'Europe/Berlin',
    )
    await within(valueOf('Last send')).findByText('Europe/Berlin, UTC+1')
    await user.click(screen.getByRole('button', { name: 'Copy summary' }))
    const [{ text }] = callsOf(fake.calls, 'copyText') as [{ text: string }]
    expect(text).toContain('Last send:      2024-01-15 08:00:00 (Europe/Berlin, UTC+1)')
  })
})
