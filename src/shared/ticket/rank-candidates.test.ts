import { describe, expect, it } from 'vitest'
import { fittingStatuses } from './what-went-wrong'
import { rankCandidates, type Candidate } from './rank-candidates'

/**
 * The candidates of a name lookup, ranked by the ticket's window and complaint. `bought_at` is
 * written as the catalog sends it (spec 2.4); the window is the widened one (ticket-dates.ts).
 */
const at = (day: string, time = '12:00:00') => `${day}T${time}.000000Z`
const WINDOW = { from: '2026-11-25', to: '2026-11-27' } // "yesterday" on 2026-11-27
const NEVER_CAME = fittingStatuses([{ complaint: 'not_received' }])
const ids = (ranked: readonly { readonly item: Candidate }[]) => ranked.map((each) => each.item.id)

describe('ranking the candidates', () => {
  it('puts those bought inside the window first, nearest its middle, and says which are inside', () => {
    const items = [
      { id: 1, bought_at: at('2026-11-20'), status: 'TRADE_ACCEPTED' },
      { id: 2, bought_at: at('2026-11-27', '23:59:59'), status: 'TRADE_ACCEPTED' },
      { id: 3, bought_at: at('2026-11-26'), status: 'TRADE_ACCEPTED' },
      { id: 4, bought_at: at('2026-11-28', '00:00:00'), status: 'TRADE_ACCEPTED' },
      { id: 5, bought_at: at('2026-11-25', '00:00:00'), status: 'TRADE_ACCEPTED' },
    ]
    const ranked = rankCandidates(items, WINDOW, new Set())
    expect(ids(ranked)).toEqual([3, 2, 5, 4, 1])
    expect(ranked.map((each) => each.inWindow)).toEqual([true, true, true, false, false])
  })

  it('puts the statuses that fit the complaint first among items as near the middle', () => {
    const items = [
      { id: 1, bought_at: at('2026-11-26', '12:00:00'), status: 'TRADE_ACCEPTED' },
      { id: 2, bought_at: at('2026-11-26', '20:00:00'), status: 'WAITING_FOR_SEND' },
      { id: 3, bought_at: at('2026-11-25'), status: { known: true, value: 'WAITING_FOR_TRADE_ACCEPT' } },
      { id: 4, bought_at: at('2026-11-25'), status: 'AVAILABLE' },
    ]
    const ranked = rankCandidates(items, WINDOW, NEVER_CAME)
    expect(ids(ranked)).toEqual([2, 1, 3, 4])
    expect(ranked.map((each) => each.fits)).toEqual([true, false, true, false])
  })

  it('never puts a fitting status outside the window before one inside it', () => {
    const items = [
      { id: 1, bought_at: at('2026-11-10'), status: 'WAITING_FOR_SEND' },
      { id: 2, bought_at: at('2026-11-27'), status: 'TRADE_ACCEPTED' },
    ]
    expect(ids(rankCandidates(items, WINDOW, NEVER_CAME))).toEqual([2, 1])
  })

  it('puts unreadable and missing purchase times last, in their order, and drops none', () => {
    const items: Candidate[] = [
      { id: 1, bought_at: '2026-11-26 12:00:00', status: 'WAITING_FOR_SEND' },
      { id: 2, status: 'WAITING_FOR_SEND' },
      { id: 3, bought_at: at('2026-01-01'), status: 'TRADE_ACCEPTED' },
      { id: 4, bought_at: at('2026-02-30'), status: null },
      { id: 5, bought_at: 20261126, status: 'UNAVAILABLE' },
    ]
    const ranked = rankCandidates(items, WINDOW, NEVER_CAME)
    expect(ids(ranked)).toEqual([3, 1, 2, 5, 4])
    expect(ranked.slice(1).map((each) => [each.inWindow, each.boughtAt])).toEqual(
      Array.from({ length: 4 }, () => [null, null]),
    )
  })

  it('with no window, keeps the order but for fitting statuses first and unreadable times last', () => {
    const items = [
      { id: 1, bought_at: 'soon', status: 'WAITING_FOR_SEND' },
      { id: 2, bought_at: at('2026-11-01'), status: 'TRADE_ACCEPTED' },
      { id: 3, bought_at: at('2026-10-01'), status: 'WAITING_FOR_SEND' },
      { id: 4, bought_at: at('2026-09-01'), status: 'AVAILABLE' },
    ]
    const ranked = rankCandidates(items, null, NEVER_CAME)
    expect(ids(ranked)).toEqual([3, 2, 4, 1])
    expect(ranked.every((each) => each.inWindow === null)).toBe(true)
  })

  it('reads a window whose days are not days, or are the wrong way round, as no window', () => {
    const items = [
      { id: 1, bought_at: at('2026-11-01'), status: 'TRADE_ACCEPTED' },
      { id: 2, bought_at: at('2026-11-26'), status: 'TRADE_ACCEPTED' },
    ]
    for (const window of [
      { from: '2026-11-27', to: '2026-11-25' },
      { from: 'yesterday', to: '2026-11-27' },
    ])
      expect(rankCandidates(items, window, new Set()).map((each) => [each.item.id, each.inWindow])).toEqual([
        [1, null],
        [2, null],
      ])
  })

  it('orders items outside the window by their distance from its nearer edge', () => {
    const items = [
      { id: 1, bought_at: at('2026-11-15'), status: 'TRADE_ACCEPTED' },
      { id: 2, bought_at: at('2026-12-01'), status: 'TRADE_ACCEPTED' },
      { id: 3, bought_at: at('2026-11-22'), status: 'TRADE_ACCEPTED' },
    ]
    expect(ids(rankCandidates(items, WINDOW, new Set()))).toEqual([3, 2, 1])
  })
})
