import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { KnownCatalog, LinkRequest, SessionState } from '../../shared/ipc'
import { DEFAULT_PREFS } from '../../shared/catalog/default-prefs'
import { encodeItemsPage } from '../../shared/catalog/packed-items'
import { App } from '../app'
import { callsOf, fakeCatalog, installCatalog } from '../testing/fake-catalog.test-support'
import { renderWithQuery } from '../render-with-query.test-support'
import { itemsPage, singleItem } from '../testing/sample-items.test-support'
import { words } from '../../shared/i18n/words'
import { saying } from '../../shared/i18n/english.test-support'

const PRODUCTION: KnownCatalog = {
  baseUrl: 'https://prod.example.com',
  label: 'Production EU',
  environment: 'production',
  lastUsedAt: '2026-11-22T10:00:00.000Z',
  hasStoredToken: true,
  hasSessionToken: false,
}
const STAGING: KnownCatalog = {
  baseUrl: 'https://staging.example.com',
  label: 'Staging',
  environment: 'staging',
  lastUsedAt: '2026-11-22T09:00:00.000Z',
  hasStoredToken: false,
  hasSessionToken: false,
}

function sessionFor(catalog: KnownCatalog): SessionState {
  return {
    connected: true,
    keychain: { available: true },
    catalog: {
      baseUrl: catalog.baseUrl,
      label: catalog.label,
      environment: catalog.environment,
      demo: false,
      timeZone: null,
    },
    tokenStorage: 'keychain',
  }
}

/** The whole window against a fake bridge: connected to production, staging known without a token. */
function start(options: { links?: LinkRequest[][]; staging?: Partial<KnownCatalog> } = {}) {
  let session = sessionFor(PRODUCTION)
  const staging = { ...STAGING, ...options.staging }
  const linkBatches = [...(options.links ?? [])]
  const fake = fakeCatalog({
    getSession: () => Promise.resolve({ ok: true, data: session }),
    getPrefs: () => Promise.resolve({ ok: true, data: DEFAULT_PREFS }),
    setPrefs: (prefs) => Promise.resolve({ ok: true, data: prefs as typeof DEFAULT_PREFS }),
    notices: () => Promise.resolve({ ok: true, data: [] }),
    listCatalogs: () =>
      Promise.resolve({ ok: true, data: { catalogs: [PRODUCTION, staging], lastUsed: PRODUCTION.baseUrl } }),
    listItems: () => Promise.resolve({ ok: true, data: encodeItemsPage(itemsPage(1, 1, 50, 3, 1)) }),
    getItem: (request) =>
      Promise.resolve({ ok: true, data: singleItem({ id: (request as { id: number }).id }) }),
    watchList: () =>
      Promise.resolve({
        ok: true,
        data: { items: [], intervalSeconds: 60, notifications: true, changedCount: 0 },
      }),
    takeLinks: () => Promise.resolve({ ok: true, data: linkBatches.shift() ?? [] }),
    resume: (request) => {
      const baseUrl = (request as { baseUrl: string }).baseUrl
      session = sessionFor(baseUrl === PRODUCTION.baseUrl ? PRODUCTION : staging)
      return Promise.resolve({ ok: true, data: session })
    },
    editCatalog: (request) => {
      const { label, environment } = request as { label: string; environment: KnownCatalog['environment'] }
      return Promise.resolve({
        ok: true,
        data: { catalogs: [{ ...PRODUCTION, label, environment }, staging], lastUsed: PRODUCTION.baseUrl },
      })
    },
  })
  installCatalog(fake.api)
  renderWithQuery(<App />)
  return { fake, user: userEvent.setup() }
}

const catalogButton = () => screen.findByRole('button', { name: 'Catalog' })

describe('catalog switcher', () => {
  it('shows the connected catalog’s label and marks production in the header as text', async () => {
    start()
    expect(await catalogButton()).toHaveTextContent('Production EU')
    const header = screen.getByRole('banner')
    expect(within(header).getByText('Production')).toHaveClass('tag--production')
    expect(header).toHaveClass('topbar--production')
  })

  it('lists every known catalog with the connected one current, then Add, Edit, Sign out and Forget', async () => {
    const { user } = start()
    await user.click(await catalogButton())
    const menu = screen.getByRole('menu', { name: 'Catalog' })
    const items = within(menu).getAllByRole('menuitem')
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Production EU',
      'Staging',
      'Add catalog…',
      'Edit catalog…',
      'Sign out',
      'Forget catalog',
    ])
    expect(items[0]).toHaveAttribute('aria-current', 'true')
    expect(items[0]).toHaveFocus()
    expect(items[1]).toHaveTextContent('token needed')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).toBeNull()
    expect(await catalogButton()).toHaveFocus()
  })

  it('switches in one step with the catalog’s own stored token', async () => {
    const { fake, user } = start({ staging: { hasStoredToken: true } })
    await user.click(await catalogButton())
    await user.click(screen.getByRole('menuitem', { name: 'Staging' }))
    await waitFor(() => expect(callsOf(fake.calls, 'resume')).toEqual([{ baseUrl: STAGING.baseUrl }]))
    expect(await catalogButton()).toHaveTextContent('Staging')
    expect(callsOf(fake.calls, 'signOut')).toEqual([])
  })

  it('opens the connect form prefilled for a catalog without a usable token, with a way back', async () => {
    const { fake, user } = start()
    await user.click(await catalogButton())
    await user.click(screen.getByRole('menuitem', { name: 'Staging' }))
    expect(await screen.findByRole('textbox', { name: 'Base URL' })).toHaveValue(STAGING.baseUrl)
    expect(screen.getByRole('textbox', { name: 'Label' })).toHaveValue('Staging')
    expect(screen.getByRole('combobox', { name: 'Environment' })).toHaveValue('staging')
    expect(screen.getByText(/No token is saved for Staging/)).toBeInTheDocument()
    expect(callsOf(fake.calls, 'resume')).toEqual([])
    await user.click(screen.getByRole('button', { name: /Back to Production EU/ }))
    expect(await catalogButton()).toHaveTextContent('Production EU')
  })

  it('edits the label and environment from Edit catalog…', async () => {
    const { fake, user } = start()
    await user.click(await catalogButton())
    await user.click(screen.getByRole('menuitem', { name: 'Edit catalog…' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit catalog' })
    const label = within(dialog).getByRole('textbox', { name: 'Label' })
    expect(label).toHaveFocus()
    await user.clear(label)
    await user.type(label, 'Prod (EU)')
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Environment' }), 'other')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(callsOf(fake.calls, 'editCatalog')).toEqual([
      { baseUrl: PRODUCTION.baseUrl, label: 'Prod (EU)', environment: 'other', timeZone: null },
    ])
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('forgets a catalog only from its confirming dialog, whose Cancel has focus', async () => {
    const { fake, user } = start()
    await user.click(await catalogButton())
    await user.click(screen.getByRole('menuitem', { name: 'Forget catalog' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Forget catalog?' })
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(callsOf(fake.calls, 'forgetCatalog')).toEqual([])
  })
})

describe('links in the window', () => {
  it('opens an item link for the connected catalog at once', async () => {
    start({ links: [[{ kind: 'open', target: { kind: 'item', id: 42 } }]] })
    expect(await screen.findByRole('region', { name: 'Item details' })).toBeInTheDocument()
  })

  it('asks before switching for a link that names another catalog, and sends nothing until then', async () => {
    const { fake, user } = start({
      staging: { hasStoredToken: true },
      links: [
        [{ kind: 'switch', target: { kind: 'item', id: 7 }, catalog: { ...STAGING, hasStoredToken: true } }],
      ],
    })
    const dialog = await screen.findByRole('alertdialog', { name: 'Open item 7 in Staging?' })
    expect(dialog).toHaveTextContent(STAGING.baseUrl)
    expect(dialog).toHaveTextContent('You are connected to Production EU')
    expect(callsOf(fake.calls, 'resume')).toEqual([])
    expect(callsOf(fake.calls, 'getItem')).toEqual([])
    await user.click(within(dialog).getByRole('button', { name: 'Switch and open' }))
    expect(await catalogButton()).toHaveTextContent('Staging')
    expect(await screen.findByRole('region', { name: 'Item details' })).toBeInTheDocument()
    expect(callsOf(fake.calls, 'getItem')).toContainEqual({ id: 7, slot: 'detail' })
  })

  it('offers to add an unknown catalog, prefilled, and never connects by itself', async () => {
    const { fake, user } = start({
      links: [
        [{ kind: 'unknown_catalog', target: { kind: 'item', id: 3 }, baseUrl: 'https://new.example.com' }],
      ],
    })
    const dialog = await screen.findByRole('alertdialog', { name: 'Link to an unknown catalog' })
    await user.click(within(dialog).getByRole('button', { name: 'Add catalog…' }))
    expect(await screen.findByRole('textbox', { name: 'Base URL' })).toHaveValue('https://new.example.com')
    expect(callsOf(fake.calls, 'connect')).toEqual([])
  })

  it('shows why a link was refused, and takes links again when main says more wait', async () => {
    const { fake, user } = start({
      links: [
        [],
        [
          {
            kind: 'invalid',
            reason: words(
              {
                id: 'link.secret',
                defaultMessage:
                  'The link carries a {name} parameter. Links never carry tokens, so it was not opened; whoever made it should treat that token as exposed and replace it.',
              },
              { name: '"token"' },
            ),
          },
        ],
      ],
    })
    await catalogButton()
    await waitFor(() => expect(callsOf(fake.calls, 'takeLinks')).toHaveLength(1))
    fake.emit('link:waiting', { count: 1 })
    const dialog = await screen.findByRole('alertdialog', { name: 'Link not opened' })
    expect(dialog).toHaveTextContent('The link carries a "token" parameter. Links never carry tokens')
    await user.click(within(dialog).getByRole('button', { name: 'OK' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('R7: shows one dialog for a burst of refused links, however many takes it comes in', async () => {
    const refused = (n: number): LinkRequest => ({
      kind: 'invalid',
      reason: saying(`Link ${n} was refused.`),
      more: 0,
    })
    const { fake, user } = start({
      links: [
        [
          refused(1),
          refused(2),
          { kind: 'unknown_catalog', target: { kind: 'item', id: 3 }, baseUrl: 'https://new.example.com' },
        ],
        [{ kind: 'invalid', reason: saying('Link 4 was refused.'), more: 57 }],
      ],
    })
    const dialog = await screen.findByRole('alertdialog', { name: 'Link not opened' })
    expect(dialog).toHaveTextContent('Link 1 was refused.')
    expect(dialog).toHaveTextContent('1 more link was not opened.')
    fake.emit('link:waiting', { count: 1 })
    await waitFor(() => expect(dialog).toHaveTextContent('59 more links were not opened.'))
    await user.click(within(dialog).getByRole('button', { name: 'OK' }))
    // The next dialog is the link to another catalog, not a second refusal.
    expect(await screen.findByRole('alertdialog', { name: 'Link to an unknown catalog' })).toBeInTheDocument()
    expect(screen.queryByRole('alertdialog', { name: 'Link not opened' })).toBeNull()
  })
})
