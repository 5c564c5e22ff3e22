import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { CatalogLock, CatalogRef, KnownCatalog, SessionState } from '../../shared/ipc'
import { callsOf, fakeCatalog, installCatalog } from '../testing/fake-catalog.test-support'
import { renderWithQuery } from '../render-with-query.test-support'
import { EditCatalogDialog } from './catalog-dialogs'
import { CatalogSwitcher } from './catalog-switcher'
import { closeEditCatalog } from '../ui/edit-catalog-opener'

/** A catalog the organization's policy sets: shown as such, with nothing to change or forget. */

const ZONE = "Time zone of this catalog's times"
const MANAGED: CatalogRef = {
  baseUrl: 'https://eu.catalog.example.com',
  label: 'Production EU',
  environment: 'production',
  demo: false,
  timeZone: null,
  managed: { timeZone: false, order: 0 },
}

afterEach(closeEditCatalog)

function known(catalog: CatalogRef): KnownCatalog {
  return {
    baseUrl: catalog.baseUrl,
    label: catalog.label,
    environment: catalog.environment,
    lastUsedAt: null,
    hasStoredToken: true,
    hasSessionToken: false,
    ...(catalog.managed ? { managed: catalog.managed } : {}),
  }
}

async function openSwitcher(lock: CatalogLock) {
  const catalog = { ...MANAGED, managed: lock }
  const fake = fakeCatalog({
    listCatalogs: () => Promise.resolve({ ok: true, data: { catalogs: [known(catalog)], lastUsed: null } }),
  })
  installCatalog(fake.api)
  const session: Extract<SessionState, { connected: true }> = {
    connected: true,
    keychain: { available: true },
    catalog,
    tokenStorage: 'keychain',
  }
  const actions = {
    onSwitch: vi.fn(),
    onAdd: vi.fn(),
    onEdit: vi.fn(),
    onSignOut: vi.fn(),
    onForget: vi.fn(),
  }
  renderWithQuery(<CatalogSwitcher session={session} actions={actions} />)
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: 'Catalog' }))
  return { actions, user }
}

describe('a catalog set by the organization', () => {
  it('cannot be forgotten from the Catalog menu, and says who set it', async () => {
    await openSwitcher({ timeZone: false, order: 0 })
    const entry = await screen.findByRole('menuitem', { name: /Production EU/ })
    expect(entry).toHaveTextContent('Set by your organization')
    expect(screen.getByRole('menuitem', { name: 'Forget catalog' })).toHaveAttribute('aria-disabled', 'true')
    // Its time zone is left to the agent: Edit catalog… stays.
    expect(screen.getByRole('menuitem', { name: 'Edit catalog…' })).not.toHaveAttribute('aria-disabled')
    expect(screen.getByRole('menuitem', { name: 'Add catalog…' })).not.toHaveAttribute('aria-disabled')
  })

  it('has nothing to edit when the policy sets its time zone too', async () => {
    await openSwitcher({ timeZone: true, order: 0 })
    expect(await screen.findByRole('menuitem', { name: 'Edit catalog…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  })

  it('edits only the time zone the policy leaves free, and sends nothing else', async () => {
    const fake = fakeCatalog({
      editCatalog: () => Promise.resolve({ ok: true, data: { catalogs: [], lastUsed: null } }),
    })
    installCatalog(fake.api)
    renderWithQuery(<EditCatalogDialog catalog={MANAGED} focus="details" onDone={vi.fn()} />)
    const dialog = screen.getByRole('dialog', { name: 'Edit catalog' })
    expect(within(dialog).queryByRole('textbox', { name: 'Label' })).toBeNull()
    expect(within(dialog).queryByRole('combobox', { name: 'Environment' })).toBeNull()
    expect(dialog).toHaveTextContent('Production EU, Production: Set by your organization.')
    const user = userEvent.setup()
    await user.selectOptions(within(dialog).getByRole('combobox', { name: ZONE }), 'Europe/Berlin')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(callsOf(fake.calls, 'editCatalog')).toEqual([
      { baseUrl: MANAGED.baseUrl, timeZone: 'Europe/Berlin' },
    ])
  })
})
