import { describe, expect, it } from 'vitest'
import { KNOWN_STATUSES } from '../catalog/status-words'
import { COMPLAINTS, fittingStatuses, ticketComplaints } from './what-went-wrong'

/** What the ticket says went wrong, in the six languages, and the statuses that fit it. */

const complaintsOf = (ticket: string) => ticketComplaints(ticket).map((mention) => mention.complaint)

describe('what the ticket says went wrong', () => {
  it.each([
    'I bought the AK-47 | Redline (Field-Tested) yesterday and it never came.',
    'the item has not arrived yet',
    'I haven’t received my knife',
    'still waiting for my skin',
    'Der Artikel ist nicht angekommen.',
    'Ich habe das Messer noch nicht erhalten',
    'El artículo no llegó.',
    'todavía no me ha llegado',
    'O item não chegou.',
    'ainda não recebi a skin',
    'Предмет не пришёл.',
    'так и не получил скин',
    '我没收到物品',
    '还没到账',
  ])('reads "%s" as not received', (ticket) => {
    expect(complaintsOf(ticket)).toEqual(['not_received'])
  })

  it.each([
    'the trade offer was declined',
    'my offer got cancelled',
    'Das Angebot wurde abgelehnt.',
    'la oferta fue rechazada',
    'a oferta foi recusada',
    'обмен отклонён',
    '交易报价被拒绝了',
  ])('reads "%s" as declined', (ticket) => {
    expect(complaintsOf(ticket)).toEqual(['declined'])
  })

  it.each([
    'the offer was not declined, it just sits there',
    'I haven’t declined anything',
    'Ich habe es nicht abgelehnt',
    'no lo he rechazado',
    'não a tinha recusado',
    'обмен не отклонён',
    '我没有拒绝',
    'Please cancel my purchase of item 8812',
    'It arrived, thank you',
  ])('reads no complaint in "%s"', (ticket) => {
    expect(complaintsOf(ticket)).toEqual([])
  })

  it('says where each complaint was read, in reading order', () => {
    const ticket = 'The offer was declined and now the item never came'
    expect(ticketComplaints(ticket)).toEqual([
      { complaint: 'declined', text: 'declined', start: 14, end: 22 },
      { complaint: 'not_received', text: 'never came', start: 40, end: 50 },
    ])
  })
})

describe('the statuses that fit', () => {
  it('are only the service’s own statuses', () => {
    for (const row of COMPLAINTS) for (const status of row.fits) expect(KNOWN_STATUSES).toContain(status)
  })

  it('are the bought-but-not-delivered ones for "never came", never delivered or on sale', () => {
    const fit = fittingStatuses([{ complaint: 'not_received' }])
    expect([...fit].sort()).toEqual(['UNAVAILABLE', 'WAITING_FOR_SEND', 'WAITING_FOR_TRADE_ACCEPT'])
    expect(fit.has('TRADE_ACCEPTED')).toBe(false)
    expect(fit.has('AVAILABLE')).toBe(false)
  })

  it('are an offer waiting or delivery stopped for "declined"', () => {
    expect([...fittingStatuses([{ complaint: 'declined' }])].sort()).toEqual([
      'UNAVAILABLE',
      'WAITING_FOR_TRADE_ACCEPT',
    ])
  })

  it('are none when the ticket says nothing went wrong', () => {
    expect(fittingStatuses([]).size).toBe(0)
  })
})
