import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { watchedItem } from '../../shared/watch.test-support'
import type { WatchedItem } from '../../shared/watch'
import { WatchedRow } from './watched-row'
import { renderWithQuery } from '../render-with-query.test-support'

const at = (hour: number, minute: number) => new Date(2026, 10, 24, hour, minute).toISOString()

function row(item: WatchedItem) {
  vi.useFakeTimers({ now: new Date(2026, 10, 24, 15, 0), shouldAdvanceTime: true })
  const onStop = vi.fn()
  renderWithQuery(
    <ul>
      <WatchedRow item={item} onOpen={vi.fn()} onStop={onStop} />
    </ul>,
  )
  vi.useRealTimers()
  return { item: screen.getAllByRole('listitem')[0] as HTMLElement, onStop }
}

describe('WatchedRow', () => {
  it('keeps what a final item changed from and when', () => {
    const { item } = row(
      watchedItem({
        id: 5,
        status: 'TRADE_ACCEPTED',
        state: 'finished',
        history: [{ from: 'WAITING_FOR_SEND', to: 'TRADE_ACCEPTED', at: at(14, 2) }],
      }),
    )
    expect(item).toHaveTextContent('Final status: no longer checked')
    expect(item).toHaveTextContent('Waiting for send → Trade accepted at 14:02')
    expect(item).not.toHaveTextContent(/not changed since/)
  })

  it('says in words that nothing changed since watching began', () => {
    const { item } = row(
      watchedItem({ id: 6, status: 'WAITING_FOR_SEND', lastCheckedAt: at(14, 59), watchedSince: at(13, 0) }),
    )
    expect(item).toHaveTextContent(
      'Checked 1 minute ago · not changed since you started watching 2 hours ago',
    )
    expect(item).not.toHaveTextContent(/never/)
  })

  it('shows the newest three changes and keeps the earlier ones one click away', () => {
    const history = [
      'AVAILABLE',
      'WAITING_FOR_SEND',
      'WAITING_FOR_TRADE_ACCEPT',
      'UNAVAILABLE',
      'AVAILABLE',
    ].flatMap((status, n, all) =>
      n === 0 ? [] : [{ from: all[n - 1] ?? '', to: status, at: at(10 + n, 0) }],
    )
    const { item } = row(watchedItem({ id: 7, status: 'AVAILABLE', history }))
    const lists = within(item).getAllByRole('list')
    expect(within(item).getByText('1 earlier change')).toBeInTheDocument()
    expect(lists.at(-1)?.children).toHaveLength(3)
    expect(lists.at(-1)).toHaveTextContent('Unavailable → Available at 14:00')
  })

  it('offers Stop watching on every row, final or not', () => {
    const { item, onStop } = row(watchedItem({ id: 8, status: 'UNAVAILABLE', state: 'finished' }))
    within(item).getByRole('button', { name: 'Stop watching' }).click()
    expect(onStop).toHaveBeenCalledOnce()
  })
})
