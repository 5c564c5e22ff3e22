import { describe, expect, it } from 'vitest'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { fail, ok } from '../../shared/errors'
import { callsOf, fakeCatalog, installCatalog, type FakeCatalog } from '../testing/fake-catalog.test-support'
import { renderWithQuery } from '../render-with-query.test-support'
import { UpdateBanner } from './update-banner'
import { saying } from '../../shared/i18n/english.test-support'

function setup(readyVersion: string | null, restart = async () => ok({ restarting: true } as const)) {
  const catalog = fakeCatalog({
    updateState: async () => ok({ readyVersion }),
    restartToUpdate: restart,
  })
  installCatalog(catalog.api)
  const view = renderWithQuery(<UpdateBanner />)
  return { ...view, catalog, user: userEvent.setup() }
}

/** The banner has asked main for the update state (its answer is then on its way). */
const asked = (catalog: FakeCatalog) =>
  waitFor(() => expect(callsOf(catalog.calls, 'updateState')).toHaveLength(1))

const restartButton = () => screen.getByRole('button', { name: 'Restart to update' })

describe('UpdateBanner', () => {
  it('shows nothing while no update is ready', async () => {
    const { catalog } = setup(null)
    await asked(catalog)
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Restart to update' })).toBeNull()
  })

  it('says which version is ready when main reports the download, and restarts only on the button', async () => {
    const { catalog, user } = setup(null)
    await asked(catalog)
    act(() => catalog.emit('update:ready', { version: '1.4.0' }))
    const status = await screen.findByRole('status')
    // R4-2: nothing is installed on quit, so the banner does not promise it.
    expect(status).toHaveTextContent(
      /^Version 1\.4\.0 is ready — Restart to update \(it waits until you do\)$/,
    )
    expect(callsOf(catalog.calls, 'restartToUpdate')).toHaveLength(0)
    await user.click(restartButton())
    expect(callsOf(catalog.calls, 'restartToUpdate')).toHaveLength(1)
    expect(restartButton()).toBeDisabled()
  })

  it('shows an update downloaded before the window opened', async () => {
    setup('2.0.0')
    expect(await screen.findByRole('status')).toHaveTextContent('Version 2.0.0 is ready')
  })

  it('says why, in words, when main cannot restart, and lets the person try again', async () => {
    const { user } = setup('1.4.0', async () =>
      fail({ kind: 'refused', message: saying('No update is ready to install yet.') }),
    )
    await user.click(await screen.findByRole('button', { name: 'Restart to update' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('No update is ready to install yet.')
    expect(restartButton()).toBeEnabled()
  })

  it('stops listening when it leaves the screen', async () => {
    const { catalog, unmount } = setup(null)
    expect(catalog.listenerCount('update:ready')).toBe(1)
    unmount()
    expect(catalog.listenerCount('update:ready')).toBe(0)
  })

  it('says it in the app language, the button inside the sentence where the language puts it', async () => {
    installCatalog(
      fakeCatalog({
        appLanguage: async () => ok('de' as const),
        updateState: async () => ok({ readyVersion: '1.4.0' }),
      }).api,
    )
    renderWithQuery(<UpdateBanner />)
    const button = await screen.findByRole('button', { name: 'Zum Aktualisieren neu starten' })
    expect(button.closest('p')).toHaveTextContent(
      'Version 1.4.0 ist bereit – Zum Aktualisieren neu starten (bis dahin wird nichts installiert)',
    )
  })
})
