import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { WatchList } from '../../shared/watch'
import { callsOf, fakeCatalog, installCatalog } from '../testing/fake-catalog.test-support'
import { renderWithQuery } from '../render-with-query.test-support'
import { singleItem } from '../testing/sample-items.test-support'
import { WatchButton } from './watch-button'
import { watchedItem } from '../../shared/watch.test-support'

/** Said beside a Watch item that cannot be pressed (the English of watch.finalReason). */
const FINAL_STATUS_REASON = 'Final status: nothing left to watch'

const CATALOG = 'https://catalog.example.com'

const watching = (id: number) => watchedItem({ id, name: 'AK-47 | Redline', status: 'WAITING_FOR_SEND' })

function setup(status: string, watched: boolean, compact = false) {
  let list: WatchList = {
    items: watched ? [watching(42)] : [],
    intervalSeconds: 60,
    notifications: true,
    changedCount: 0,
  }
  const fake = fakeCatalog({
    watchList: () => Promise.resolve({ ok: true, data: list }),
    watchItem: (request) => {
      list = { ...list, items: [watching((request as { id: number }).id)] }
      return Promise.resolve({ ok: true, data: list })
    },
    unwatchItem: () => {
      list = { ...list, items: [] }
      return Promise.resolve({ ok: true, data: list })
    },
  })
  installCatalog(fake.api)
  const rendered = renderWithQuery(
    <WatchButton
      catalog={CATALOG}
      item={singleItem({ id: 42, status: { known: true, value: status } as never })}
      compact={compact}
    />,
  )
  return { fake, rendered, user: userEvent.setup() }
}

const button = () => screen.getByRole('button', { name: 'Watch item' })

describe('WatchButton', () => {
  it('reads the watch list once, not again for each item opened after', async () => {
    const { fake, rendered } = setup('WAITING_FOR_SEND', true)
    await waitFor(() => expect(button()).toHaveAttribute('aria-pressed', 'true'))
    // The next item's pane: a new button, mounted on the same window's cache.
    const next = singleItem({ id: 43, status: { known: true, value: 'WAITING_FOR_SEND' } as never })
    rendered.rerender(<WatchButton key={43} catalog={CATALOG} item={next} />)
    await waitFor(() => expect(button()).toHaveAttribute('aria-pressed', 'false'))
    expect(callsOf(fake.calls, 'watchList')).toHaveLength(1)
  })

  it('reads Watching with a check when pressed, Stop watching under focus, and keeps its name', async () => {
    const { fake, user } = setup('WAITING_FOR_SEND', false)
    await waitFor(() => expect(button()).toBeEnabled())
    expect(button()).toHaveAttribute('aria-pressed', 'false')
    expect(button()).toHaveTextContent('Watch item')
    expect(button()).not.toHaveClass('watch-button--on')

    await user.click(button())
    await waitFor(() => expect(button()).toHaveAttribute('aria-pressed', 'true'))
    expect(button()).toHaveClass('watch-button--on')
    expect(button()).toHaveTextContent('Watching')
    expect(button()).toHaveTextContent('Stop watching')
    expect(button().querySelector('.watch-button__check')).not.toBeNull()
    expect(callsOf(fake.calls, 'watchItem')).toEqual([
      { id: 42, name: 'AK-47 | Redline', status: 'WAITING_FOR_SEND' },
    ])

    await user.click(button())
    await waitFor(() => expect(button()).toHaveAttribute('aria-pressed', 'false'))
    expect(callsOf(fake.calls, 'unwatchItem')).toEqual([{ id: 42 }])
  })

  it.each(['TRADE_ACCEPTED', 'UNAVAILABLE'])(
    'cannot start watching an item at %s, and says why beside the button',
    async (status) => {
      const { fake, user } = setup(status, false)
      const reason = await screen.findByText(FINAL_STATUS_REASON)
      await waitFor(() => expect(button()).toBeDisabled())
      expect(button().getAttribute('aria-describedby')).toBe(reason.id)
      await user.click(button())
      expect(callsOf(fake.calls, 'watchItem')).toEqual([])
    },
  )

  it('in a table row, says "Final status" beside it and the whole reason to a screen reader', async () => {
    setup('TRADE_ACCEPTED', false, true)
    await waitFor(() => expect(button()).toBeDisabled())
    expect(button()).toHaveAccessibleDescription(FINAL_STATUS_REASON)
    expect(screen.getByTitle(FINAL_STATUS_REASON)).toHaveTextContent(FINAL_STATUS_REASON)
    expect(screen.getByText('Final status', { exact: false }).className).toBe('watch-toggle__reason')
  })

  it('still lets go of an item watched before it became final', async () => {
    const { fake, user } = setup('TRADE_ACCEPTED', true)
    await waitFor(() => expect(button()).toHaveAttribute('aria-pressed', 'true'))
    expect(button()).toBeEnabled()
    expect(screen.queryByText(FINAL_STATUS_REASON)).toBeNull()
    await user.click(button())
    await waitFor(() => expect(callsOf(fake.calls, 'unwatchItem')).toEqual([{ id: 42 }]))
  })
})
