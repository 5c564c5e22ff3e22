import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useLinkTargetOpener } from './use-link-target-opener'

function opener() {
  const calls: unknown[][] = []
  const { result } = renderHook(() =>
    useLinkTargetOpener(
      (id) => calls.push(['item', id]),
      (text) => calls.push(['bulk', text]),
      (lookup) => calls.push(['reopen', lookup]),
      () => calls.push(['close']),
    ),
  )
  return { open: result.current, calls }
}

describe('useLinkTargetOpener', () => {
  it('opens an item in the pane, closing a lookup over it', () => {
    const { open, calls } = opener()
    open({ kind: 'item', id: 1042 })
    expect(calls).toEqual([['close'], ['item', 1042]])
  })

  it("opens a link's lookup from its IDs, the ticket's language left to read", () => {
    const { open, calls } = opener()
    open({ kind: 'lookup', ids: [3, 4] })
    expect(calls).toEqual([['bulk', '3\n4']])
  })

  it('opens a lookup handed over with its reply language in that language, as Recent lookups reopens one', () => {
    const { open, calls } = opener()
    open({ kind: 'lookup', ids: [3, 4], reply: { language: 'de', chosen: 'es' } })
    expect(calls).toEqual([['reopen', { ids: [3, 4], language: 'de', chosen: 'es' }]])
  })
})
