import { memo, useState } from 'react'
import { describe, expect, it } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderCensus } from './render-census.test-support'

function Label({ text }: { readonly text: string }) {
  return <span>{text}</span>
}
const Still = memo(function Still() {
  return <span>still</span>
})
function Counter() {
  const [count, setCount] = useState(0)
  return (
    <div>
      <button type="button" onClick={() => setCount(count + 1)}>
        add
      </button>
      <Label text={String(count)} />
      <Still />
    </div>
  )
}
function Page() {
  return (
    <main>
      <Label text="title" />
      <Counter />
    </main>
  )
}

describe('the render census', () => {
  it('counts the components a commit rendered, not those React skipped or never visited', async () => {
    render(<Page />)
    const census = renderCensus()
    census.start()
    await userEvent.setup().click(screen.getByRole('button', { name: 'add' }))
    // Counter re-rendered, with the Label under it; Still is memoised, Page and its Label
    // above the update were never visited.
    expect(census.stop()).toEqual({ Counter: 1, Label: 1 })
  })

  it('counts a mount, and nothing once stopped', () => {
    const census = renderCensus()
    census.start()
    const view = render(<Page />)
    expect(census.stop()).toEqual({ Page: 1, Label: 2, Counter: 1, Still: 1 })
    act(() => view.rerender(<Page />))
    expect(census.stop()).toEqual({})
  })
})
