import { describe, expect, it } from 'vitest'
import { renderHook, waitFor } from '@testing-library/react'
import { useVirtualRows } from './use-virtual-rows'
import { windowStart } from '../start/window-start'

const ROW_HEIGHT = 40
/** A page of 50 rows: short enough to render whole (no windowing). */
const COUNT = 50

function renderRows(firstFrame: boolean) {
  windowStart.set({ held: false, firstFrame })
  return renderHook(() =>
    useVirtualRows({
      count: COUNT,
      scrollRef: { current: null },
      bodyRef: { current: null },
      rowHeight: ROW_HEIGHT,
    }),
  )
}

describe('useVirtualRows on the first screen', () => {
  it('draws the rows that fit the window first, the rest once that frame is painted', async () => {
    const { result } = renderRows(true)
    const inView = Math.ceil(window.innerHeight / ROW_HEIGHT)
    expect(result.current.indexes).toHaveLength(inView)
    // The spacer keeps the scrollbar true to the whole page meanwhile.
    expect(result.current.after).toBe((COUNT - inView) * ROW_HEIGHT)
    await waitFor(() => expect(result.current.indexes).toHaveLength(COUNT))
    expect(result.current.after).toBe(0)
  })

  it('draws every row at once outside the first screen', () => {
    const { result } = renderRows(false)
    expect(result.current.indexes).toHaveLength(COUNT)
  })
})

describe('focusRow', () => {
  /** A table body in the document with the rows at `indexes`, each with a select inside. */
  function body(indexes: readonly number[]) {
    const table = document.createElement('table')
    const tbody = table.createTBody()
    for (const index of indexes) {
      const row = tbody.insertRow()
      row.tabIndex = 0
      row.dataset.rowIndex = String(index)
      row.insertCell().append(document.createElement('select'))
    }
    document.body.append(table)
    return tbody
  }

  function rowsIn(tbody: HTMLTableSectionElement) {
    return renderHook(() =>
      useVirtualRows({
        count: COUNT,
        scrollRef: { current: null },
        bodyRef: { current: tbody },
        rowHeight: ROW_HEIGHT,
      }),
    )
  }

  it('focuses the row, or the control in it that `inside` selects', () => {
    const tbody = body([3])
    const { result } = rowsIn(tbody)
    result.current.focusRow(3)
    expect(document.activeElement).toBe(tbody.rows[0])
    result.current.focusRow(3, 'select')
    expect(document.activeElement).toBe(tbody.querySelector('select'))
    tbody.closest('table')!.remove()
  })

  it('focuses the control in a row not yet rendered once it is', () => {
    const tbody = body([])
    const { result, rerender } = rowsIn(tbody)
    result.current.focusRow(7, 'select')
    expect(document.activeElement).toBe(document.body)
    const later = body([7])
    tbody.append(later.rows[0]!)
    later.closest('table')!.remove()
    rerender()
    expect(document.activeElement).toBe(tbody.querySelector('select'))
    tbody.closest('table')!.remove()
  })
})
