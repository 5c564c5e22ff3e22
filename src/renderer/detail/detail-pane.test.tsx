import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { focusManager } from '@tanstack/react-query'
import type { SingleItem } from '../../shared/catalog'
import { DETAIL_TERMS } from '../../shared/detail-terms'
import type { AppError, Result } from '../../shared/errors'
import { callsOf, fakeCatalog, installCatalog } from '../testing/fake-catalog.test-support'
import { renderWithQuery } from '../render-with-query.test-support'
import { singleItem } from '../testing/sample-items.test-support'
import { DetailPane } from './detail-pane'
import { saying } from '../../shared/i18n/english.test-support'

function serveResult(result: Result<SingleItem>) {
  const fake = fakeCatalog({
    getItem: () => Promise.resolve(result),
    copyText: () => Promise.resolve({ ok: true, data: { copied: true } }),
    openExternal: () => Promise.resolve({ ok: true, data: { opened: true } }),
  })
  installCatalog(fake.api)
  return fake
}

const serve = (item: SingleItem) => serveResult({ ok: true, data: item })
const serveError = (error: AppError) => serveResult({ ok: false, error })

function open(id = 42) {
  const onClose = vi.fn()
  const view = renderWithQuery(<DetailPane catalog="https://catalog.test" id={id} onClose={onClose} />)
  return { ...view, onClose, user: userEvent.setup() }
}

/** The definition paired with a term. */
function valueOf(term: string): HTMLElement {
  const dt = screen.getAllByRole('term').find((element) => element.textContent === term)
  if (!dt) throw new Error(`no term ${term}`)
  return dt.nextElementSibling as HTMLElement
}

describe('DetailPane', () => {
  it('is the region "Item details" with every contract field as a term/definition pair, in story order', async () => {
    serve(singleItem())
    open()
    const region = await screen.findByRole('region', { name: 'Item details' })
    await within(region).findByText('AK-47 | Redline')
    expect(
      within(region)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(DETAIL_TERMS)
    expect(within(region).getAllByRole('definition')).toHaveLength(DETAIL_TERMS.length)
    expect(valueOf('Item ID')).toHaveTextContent('42')
    expect(valueOf('Hash')).toHaveTextContent('a1B2c3')
    expect(valueOf('Status')).toHaveTextContent('Waiting for send')
    expect(within(valueOf('Status')).getByTitle('WAITING_FOR_SEND')).toBeInTheDocument()
    expect(valueOf('Trade offer ID')).toHaveTextContent('987654')
    expect(valueOf('Price')).toHaveTextContent('15.50')
    expect(valueOf('Market hash name')).toHaveTextContent('AK-47 | Redline (Field-Tested)')
  })

  it('shows the status badge readably with the raw value in its title', async () => {
    serve(singleItem({ status: { known: true, value: 'WAITING_FOR_TRADE_ACCEPT' } }))
    open()
    expect(await screen.findByText('Waiting for trade accept')).toBeInTheDocument()
    expect(screen.getByTitle('WAITING_FOR_TRADE_ACCEPT')).toHaveTextContent('Waiting for trade accept')
  })

  it('shows a dash for every empty value, never "null" or "undefined"', async () => {
    serve(singleItem({ error_message: null, error_date: null, next_try: null }))
    const { container } = open()
    await screen.findByText('AK-47 | Redline')
    expect(valueOf('Error')).toHaveTextContent(/^none$/)
    expect(valueOf('Error date')).toHaveTextContent(/^—$/)
    expect(valueOf('Next try')).toHaveTextContent(/^— none scheduled$/)
    expect(container.textContent).not.toMatch(/null|undefined|NaN|Invalid Date/)
    expect(container.querySelector('.timeline__step--error')).toBeNull()
  })

  it('shows bought_at in the app language’s date and time, marked UTC, with the value as sent and local time on hover', async () => {
    serve(singleItem({ bought_at: '2024-05-01T12:30:00.123456Z' }))
    open()
    await screen.findByText('AK-47 | Redline')
    const bought = valueOf('Bought at')
    const time = within(bought).getByText('May 1, 2024, 12:30:00')
    expect(time.tagName).toBe('TIME')
    const local = new Intl.DateTimeFormat(undefined, {
      dateStyle: 'medium',
      timeStyle: 'medium',
      hourCycle: 'h23',
    }).format(new Date(Date.UTC(2024, 4, 1, 12, 30, 0, 123)))
    expect(time).toHaveAttribute('title', `2024-05-01T12:30:00.123456Z · your time: ${local}`)
    expect(bought).toHaveTextContent('UTC')
  })

  it('tells the delivery in time order, the error where it happened', async () => {
    serve(
      singleItem({
        bought_at: '2024-05-01T12:30:00.000000Z',
        send_date: '2024-05-01 12:35:00',
        last_send: '2024-05-01 14:00:00',
        error_message: 'Trade offer declined by receiver',
        error_date: '2024-05-01 13:00:00',
        next_try: '2024-05-01 15:00:00',
      }),
    )
    open()
    // A description list (`dl`), which has no list role: found by its name.
    const timeline = await screen.findByLabelText('Delivery timeline')
    expect(
      within(timeline)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Bought at', 'Send date', 'Error', 'Error date', 'Last send', 'Next try'])
  })

  it('shows server timestamps’ date and time unconverted, the value as sent on hover, labelled as server time, with an approximate relative time', async () => {
    serve(singleItem({ last_send: '2024-05-01 12:31:00', next_try: '2024-05-01 13:00:00' }))
    open()
    await screen.findByText('AK-47 | Redline')
    const lastSend = valueOf('Last send')
    const time = within(lastSend).getByText('May 1, 2024, 12:31:00')
    expect(time.tagName).toBe('TIME')
    expect(time).toHaveAttribute('title', '2024-05-01 12:31:00')
    expect(lastSend).toHaveTextContent('server time')
    expect(lastSend).toHaveTextContent(/≈ .+/)
    expect(valueOf('Next try')).toHaveTextContent('May 1, 2024, 13:00:00')
  })

  it('says the error once, marked as an error, with its date beside it', async () => {
    serve(
      singleItem({ error_message: 'Trade offer declined by receiver', error_date: '2024-05-02 08:00:00' }),
    )
    const { container } = open()
    await screen.findByText('AK-47 | Redline')
    expect(valueOf('Error')).toHaveTextContent('Trade offer declined by receiver')
    expect(valueOf('Error date')).toHaveTextContent('May 2, 2024, 08:00:00')
    expect(container.textContent?.split('Trade offer declined by receiver')).toHaveLength(2)
    expect(valueOf('Error').parentElement).toHaveClass('timeline__step--error')
  })

  it('renders server text as text, never as markup', async () => {
    serve(singleItem({ name: '<img src=x onerror=alert(1)>', error_message: '<b>bold</b>' }))
    const { container } = open()
    expect(await screen.findByRole('heading', { name: '<img src=x onerror=alert(1)>' })).toBeInTheDocument()
    expect(container.querySelector('b')).toBeNull()
    expect(container.querySelectorAll('img[src="x"]')).toHaveLength(0)
  })

  it('shows the trade URL’s partner and token apart, and copies and opens it through the api', async () => {
    const url = 'https://steamcommunity.com/tradeoffer/new/?partner=123456&token=AbCdEf12'
    const fake = serve(singleItem({ trade_url: url }))
    const { user } = open()
    await screen.findByText('AK-47 | Redline')
    const field = valueOf('Trade URL')
    expect(within(field).getByText('Partner').nextElementSibling).toHaveTextContent('123456')
    expect(within(field).getByText('Token').nextElementSibling).toHaveTextContent('AbCdEf12')
    await user.click(screen.getByRole('button', { name: 'Copy trade URL' }))
    expect(callsOf(fake.calls, 'copyText')).toEqual([{ text: url }])
    expect(await screen.findByText('Copied')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Open trade URL' }))
    expect(callsOf(fake.calls, 'openExternal')).toEqual([{ url }])
  })

  it('disables Open and Copy for a non-https trade URL and says why', async () => {
    const fake = serve(
      singleItem({ trade_url: 'http://steamcommunity.com/tradeoffer/new/?partner=1&token=t' }),
    )
    open()
    await screen.findByText('AK-47 | Redline')
    for (const name of ['Open trade URL', 'Copy trade URL']) {
      const button = screen.getByRole('button', { name })
      expect(button).toBeDisabled()
      expect(button).toHaveAccessibleDescription(
        'Only https:// links are opened or copied; this one uses http:.',
      )
    }
    expect(callsOf(fake.calls, 'openExternal')).toEqual([])
  })

  it('says "No item with ID N" for an unknown id', async () => {
    serveError({ kind: 'not_found', message: saying('The catalog has no item 404.') })
    open(404)
    expect(await screen.findByRole('alert')).toHaveTextContent('No item with ID 404')
  })

  it('explains other failures in plain words with a Retry that asks again', async () => {
    const fake = serveError({
      kind: 'timeout',
      message: saying('The catalog did not answer within 20 s. Try again.'),
      timeoutMs: 20000,
    })
    const { user } = open()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The catalog did not answer in time')
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(callsOf(fake.calls, 'getItem')).toHaveLength(2))
  })

  it('reloads on Refresh and closes on Close details', async () => {
    const fake = serve(singleItem())
    const { user, onClose } = open()
    await screen.findByText('AK-47 | Redline')
    await user.click(screen.getByRole('button', { name: 'Refresh' }))
    await waitFor(() => expect(callsOf(fake.calls, 'getItem')).toHaveLength(2))
    expect(callsOf(fake.calls, 'getItem')[0]).toEqual({ id: 42, slot: 'detail' })
    await user.click(screen.getByRole('button', { name: 'Close details' }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})

describe('DetailPane auto refresh', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
  })
  afterEach(() => {
    focusManager.setFocused(undefined)
    vi.useRealTimers()
  })

  async function countRequestsOver(item: SingleItem, ms: number, hidden = false) {
    const fake = serve(item)
    open()
    await screen.findByText('AK-47 | Redline')
    if (hidden) act(() => focusManager.setFocused(false))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ms)
    })
    return callsOf(fake.calls, 'getItem').length
  }

  it('refreshes every 10 s while the status is WAITING_FOR_SEND', async () => {
    expect(
      await countRequestsOver(singleItem({ status: { known: true, value: 'WAITING_FOR_SEND' } }), 20_500),
    ).toBe(3)
  })

  it('refreshes every 10 s while the status is WAITING_FOR_TRADE_ACCEPT', async () => {
    const item = singleItem({ status: { known: true, value: 'WAITING_FOR_TRADE_ACCEPT' } })
    expect(await countRequestsOver(item, 10_500)).toBe(2)
  })

  it('does not poll settled statuses', async () => {
    expect(
      await countRequestsOver(singleItem({ status: { known: true, value: 'TRADE_ACCEPTED' } }), 30_500),
    ).toBe(1)
  })

  it('pauses while the window is hidden', async () => {
    const item = singleItem({ status: { known: true, value: 'WAITING_FOR_SEND' } })
    expect(await countRequestsOver(item, 30_500, true)).toBe(1)
  })

  it.each([
    // The sample item has a purchase time: the pane says the fields contradict "available".
    ['AVAILABLE', 'yet the item has a purchase time'],
    ['WAITING_FOR_SEND', 'not been sent yet'],
    ['WAITING_FOR_TRADE_ACCEPT', 'waits for the customer to accept'],
    ['TRADE_ACCEPTED', 'Delivered'],
    ['UNAVAILABLE', 'the catalog gives no reason'],
    ['ON_HOLD', 'does not know'],
  ])(
    'says what %s means for this item and what to tell the customer, beside the badge',
    async (value, meaning) => {
      const known = [
        'AVAILABLE',
        'WAITING_FOR_SEND',
        'WAITING_FOR_TRADE_ACCEPT',
        'TRADE_ACCEPTED',
        'UNAVAILABLE',
      ]
      serve(
        singleItem({
          status: known.includes(value)
            ? { known: true, value: value as 'AVAILABLE' }
            : { known: false, value },
        }),
      )
      open()
      await screen.findByText('AK-47 | Redline')
      const status = valueOf('Status')
      expect(status).toHaveTextContent(meaning)
      expect(status).toHaveTextContent(/Tell the customer: \S/)
    },
  )

  it('copies the item ID, hash and trade offer ID, each saying Copied on the button pressed', async () => {
    const fake = serve(singleItem({ id: 42, hash: 'a1B2c3', trade_offer_id: 987654 }))
    const { user } = open()
    await screen.findByText('AK-47 | Redline')
    const copyHash = within(valueOf('Hash')).getByRole('button', { name: 'Copy hash' })
    await user.click(copyHash)
    expect(copyHash).toHaveTextContent('Copied')
    expect(within(valueOf('Item ID')).getByRole('button', { name: 'Copy item ID' })).not.toHaveTextContent(
      'Copied',
    )
    await user.click(within(valueOf('Item ID')).getByRole('button', { name: 'Copy item ID' }))
    await user.click(within(valueOf('Trade offer ID')).getByRole('button', { name: 'Copy trade offer ID' }))
    expect(callsOf(fake.calls, 'copyText')).toEqual([{ text: 'a1B2c3' }, { text: '42' }, { text: '987654' }])
  })

  it('cannot copy a value that could not be read', async () => {
    serve(singleItem({}, { hash: { ok: false, raw: '{}', reason: 'hash: expected a string' } }))
    open()
    await screen.findByText('AK-47 | Redline')
    expect(within(valueOf('Hash')).getByRole('button', { name: 'Copy hash' })).toBeDisabled()
  })
})
