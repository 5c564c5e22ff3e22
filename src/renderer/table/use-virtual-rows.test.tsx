import { describe, expect, it } from 'vitest'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { useVirtualRows } from './use-virtual-rows'
import { WindowStartContext, type WindowStart } from '../start/window-start'

const ROW_HEIGHT = 40
/** A page of 50 rows: short enough to render whole (no windowing). */
const COUNT = 50

function renderRows(start: WindowStart | null) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <WindowStartContext value={start}>{children}</WindowStartContext>
  )
  return renderHook(
    () =>
      useVirtualRows({
        count: COUNT,
        scrollRef: { current: null },
        bodyRef: { current: null },
        rowHeight: ROW_HEIGHT,
      }),
    { wrapper },
  )
}

const startAt = (firstFrame: boolean): WindowStart => ({
  held: () => false,
  subscribe: () => () => {},
  firstFrame: () => firstFrame,
})

describe('useVirtualRows on the first screen', () => {
  it('draws the rows that fit the window first, the rest once that frame is painted', async () => {
    const { result } = renderRows(startAt(true))
    const inView = Math.ceil(window.innerHeight / ROW_HEIGHT)
    expect(result.current.indexes).toHaveLength(inView)
    // The spacer keeps the scrollbar true to the whole page meanwhile.
    expect(result.current.after).toBe((COUNT - inView) * ROW_HEIGHT)
    await waitFor(() => expect(result.current.indexes).toHaveLength(COUNT))
    expect(result.current.after).toBe(0)
  })

  it('draws every row at once outside the first screen', () => {
    for (const start of [null, startAt(false)]) {
      const { result, unmount } = renderRows(start)
      expect(result.current.indexes).toHaveLength(COUNT)
      unmount()
    }
  })
})
