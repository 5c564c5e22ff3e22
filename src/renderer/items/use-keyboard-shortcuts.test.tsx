import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { createRoot } from 'react-dom/client'
import { useKeyboardShortcuts, type Shortcuts } from './use-keyboard-shortcuts'

/** React's own scheduling, as in the app: no act() flushing every effect before the test looks. */
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
const wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false
})
afterAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment
})

function Screen({ shortcuts }: { readonly shortcuts: Shortcuts }) {
  useKeyboardShortcuts(shortcuts)
  return <p>Items</p>
}

test('Ctrl+L pressed the moment the screen appears reaches Item ID', async () => {
  const shortcuts: Shortcuts = {
    focusFilter: vi.fn(),
    focusItemId: vi.fn(),
    closeDetail: vi.fn(() => false),
    previousPage: vi.fn(),
    nextPage: vi.fn(),
  }
  const container = document.body.appendChild(document.createElement('div'))
  const root = createRoot(container)
  // A mutation observer runs right after the commit that shows the screen, before React's
  // passive effects: as early as a person (or a test) can see the screen and press a key.
  const pressed = new Promise<void>((resolve) => {
    const observer = new MutationObserver(() => {
      observer.disconnect()
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'l', ctrlKey: true, cancelable: true }))
      resolve()
    })
    observer.observe(container, { childList: true })
  })
  root.render(<Screen shortcuts={shortcuts} />)
  await pressed
  expect(shortcuts.focusItemId).toHaveBeenCalledTimes(1)
  root.unmount()
  container.remove()
})
