import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import type { StartupState } from '../../shared/ipc'
import { App } from '../app'
import { callsOf, fakeCatalog, installCatalog } from '../testing/fake-catalog.test-support'
import { renderWithQuery } from '../testing/render-with-query.test-support'

/** Main answers `startup` at once but holds `getSession` until the keychain answers (never, here). */
function startWhileWaiting(startup: () => StartupState) {
  const fake = fakeCatalog({
    startup: () => Promise.resolve({ ok: true, data: startup() }),
    getSession: () => new Promise(() => {}),
  })
  installCatalog(fake.api)
  renderWithQuery(<App />)
  return fake
}

describe('StartupSplash', () => {
  it('says the window waits for the keychain, and what to do, while a keychain call is open', async () => {
    startWhileWaiting(() => ({ ready: false, waitingForKeychain: true }))
    expect(await screen.findByText('Opening the keychain…')).toHaveAttribute('role', 'status')
    expect(screen.getByText(/asks to unlock the keychain/)).toBeInTheDocument()
  })

  it('says only that it is starting while nothing waits for the keychain', async () => {
    const fake = startWhileWaiting(() => ({ ready: false, waitingForKeychain: false }))
    // Two answers seen, so the splash has rendered with main's answer, not only before it.
    await waitFor(() => expect(callsOf(fake.calls, 'startup').length).toBeGreaterThanOrEqual(2))
    expect(screen.getByRole('status')).toHaveTextContent('Starting Catalog Browser…')
    expect(screen.queryByText(/Opening the keychain/)).toBeNull()
  })

  it('follows main: switches to the keychain message when a keychain call starts later', async () => {
    let waiting = false
    startWhileWaiting(() => ({ ready: false, waitingForKeychain: waiting }))
    expect(await screen.findByRole('status')).toHaveTextContent('Starting Catalog Browser…')
    waiting = true
    expect(await screen.findByText('Opening the keychain…', {}, { timeout: 2_000 })).toBeInTheDocument()
  })
})
