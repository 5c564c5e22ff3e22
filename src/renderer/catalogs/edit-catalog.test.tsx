import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Result } from '../../shared/errors'
import type { CatalogRef, KnownCatalogs, SessionState } from '../../shared/ipc'
import { DEFAULT_PREFS } from '../../shared/catalog/default-prefs'
import { encodeItemsPage } from '../../shared/catalog/packed-items'
import { formatUtcOffset, utcOffsetMs } from '../../shared/reply/catalog-time'
import { App } from '../app'
import { callsOf, fakeCatalog, installCatalog } from '../testing/fake-catalog.test-support'
import { renderWithQuery } from '../render-with-query.test-support'
import { itemsPage, singleItem } from '../testing/sample-items.test-support'
import { EditCatalogDialog } from './catalog-dialogs'
import { closeEditCatalog } from '../ui/edit-catalog-opener'
import { words } from '../../shared/i18n/words'

/** Edit catalog… for the connected catalog however it was connected, with its time zone. */

const ZONE = "Time zone of this catalog's times"
const LAUNCHED: CatalogRef = {
  baseUrl: 'https://launched.example.com',
  label: 'launched.example.com',
  environment: 'other',
  demo: false,
  timeZone: null,
}
const DEMO: CatalogRef = { ...LAUNCHED, baseUrl: 'http://127.0.0.1:4999', label: 'Demo catalog', demo: true }

afterEach(closeEditCatalog)

/** The whole window, connected by base URL and token: a catalog the known list does not hold. */
function startLaunched() {
  let session: SessionState = {
    connected: true,
    keychain: { available: true },
    catalog: LAUNCHED,
    tokenStorage: 'launch',
  }
  const fake = fakeCatalog({
    getSession: () => Promise.resolve({ ok: true, data: session }),
    getPrefs: () => Promise.resolve({ ok: true, data: DEFAULT_PREFS }),
    setPrefs: (prefs) => Promise.resolve({ ok: true, data: prefs as typeof DEFAULT_PREFS }),
    notices: () => Promise.resolve({ ok: true, data: [] }),
    listCatalogs: () => Promise.resolve({ ok: true, data: { catalogs: [], lastUsed: null } }),
    listItems: () => Promise.resolve({ ok: true, data: encodeItemsPage(itemsPage(1, 1, 50, 3, 1)) }),
    getItem: (request) =>
      Promise.resolve({ ok: true, data: singleItem({ id: (request as { id: number }).id }) }),
    watchList: () =>
      Promise.resolve({
        ok: true,
        data: { items: [], intervalSeconds: 60, notifications: true, changedCount: 0 },
      }),
    takeLinks: () => Promise.resolve({ ok: true, data: [] }),
    editCatalog: (request) => {
      const { label, environment, timeZone } = request as Required<
        Pick<CatalogRef, 'label' | 'environment' | 'timeZone'>
      >
      session = { ...session, catalog: { ...LAUNCHED, label, environment, timeZone } } as SessionState
      return Promise.resolve({ ok: true, data: { catalogs: [], lastUsed: null } })
    },
  })
  installCatalog(fake.api)
  renderWithQuery(<App />)
  return { fake, user: userEvent.setup() }
}

function renderDialog(
  catalog: CatalogRef,
  focus: 'details' | 'time-zone' = 'details',
  answer: Result<KnownCatalogs> = { ok: true, data: { catalogs: [], lastUsed: null } },
) {
  const fake = fakeCatalog({ editCatalog: () => Promise.resolve(answer) })
  installCatalog(fake.api)
  const onDone = vi.fn()
  renderWithQuery(<EditCatalogDialog catalog={catalog} focus={focus} onDone={onDone} />)
  return {
    fake,
    onDone,
    user: userEvent.setup(),
    dialog: screen.getByRole('dialog', { name: 'Edit catalog' }),
  }
}

describe('Edit catalog…', () => {
  it('opens for a catalog connected by base URL and token, and saves its time zone', async () => {
    const { fake, user } = startLaunched()
    await user.click(await screen.findByRole('button', { name: 'Catalog' }))
    const edit = screen.getByRole('menuitem', { name: 'Edit catalog…' })
    expect(edit).not.toHaveAttribute('aria-disabled')
    // Forgetting needs an entry to forget: it stays off until there is one.
    expect(screen.getByRole('menuitem', { name: 'Forget catalog' })).toHaveAttribute('aria-disabled', 'true')
    await user.click(edit)
    const dialog = await screen.findByRole('dialog', { name: 'Edit catalog' })
    expect(within(dialog).getByRole('textbox', { name: 'Label' })).toHaveValue('launched.example.com')
    const zone = within(dialog).getByRole('combobox', { name: ZONE })
    expect(zone).toHaveValue('')
    expect(within(zone).getAllByRole('option')[0]).toHaveTextContent('Not set')
    expect(zone).toHaveAccessibleDescription(/replies give no clock time/)

    await user.selectOptions(zone, 'Europe/Berlin')
    const offset = formatUtcOffset(utcOffsetMs('Europe/Berlin', new Date()))
    expect(zone).toHaveAccessibleDescription(
      new RegExp(
        `^Replies give times in this zone\\. It is \\d\\d:\\d\\d there now \\(${offset.replace('+', '\\+')}\\)\\.$`,
      ),
    )
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(callsOf(fake.calls, 'editCatalog')).toEqual([
      {
        baseUrl: LAUNCHED.baseUrl,
        label: 'launched.example.com',
        environment: 'other',
        timeZone: 'Europe/Berlin',
      },
    ])
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    // The session is read again, so replies and the pane use the new zone at once.
    await waitFor(() => expect(callsOf(fake.calls, 'getSession').length).toBeGreaterThan(1))
  })

  it('edits only the demo catalog’s zone, starting on it', async () => {
    const { fake, user, dialog } = renderDialog(DEMO)
    expect(within(dialog).queryByRole('textbox', { name: 'Label' })).toBeNull()
    expect(within(dialog).queryByRole('combobox', { name: 'Environment' })).toBeNull()
    expect(dialog).toHaveTextContent('The demo catalog’s label and environment are fixed.')
    const zone = within(dialog).getByRole('combobox', { name: ZONE })
    expect(zone).toHaveFocus()
    await user.selectOptions(zone, 'Asia/Tokyo')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(callsOf(fake.calls, 'editCatalog')).toEqual([{ baseUrl: DEMO.baseUrl, timeZone: 'Asia/Tokyo' }])
  })

  it('lands on the zone when opened from the detail pane, and clears it to Not set', async () => {
    const { fake, user, dialog, onDone } = renderDialog(
      { ...LAUNCHED, timeZone: 'Europe/Berlin' },
      'time-zone',
    )
    const zone = within(dialog).getByRole('combobox', { name: ZONE })
    expect(zone).toHaveFocus()
    expect(zone).toHaveValue('Europe/Berlin')
    await user.selectOptions(zone, 'Not set')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(callsOf(fake.calls, 'editCatalog')).toEqual([
      { baseUrl: LAUNCHED.baseUrl, label: LAUNCHED.label, environment: 'other', timeZone: null },
    ])
    await waitFor(() => expect(onDone).toHaveBeenCalled())
  })

  it('shows main’s refusal and stays open', async () => {
    const detail = 'timeZone: "Mars/Olympus_Mons" is not a time zone name this app knows'
    const message = `The request catalogs:edit was refused: ${detail}.`
    const { user, dialog, onDone } = renderDialog(LAUNCHED, 'details', {
      ok: false,
      error: {
        kind: 'invalid_request',
        message: words(
          { id: 'error.ipc.refused', defaultMessage: 'The request {channel} was refused: {detail}.' },
          { channel: 'catalogs:edit', detail },
        ),
        path: 'timeZone',
      },
    })
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText(message, { exact: false })).toBeInTheDocument()
    expect(onDone).not.toHaveBeenCalled()
  })

  it('keeps a saved zone this window cannot read choosable, and says so instead of failing', () => {
    const { dialog } = renderDialog({ ...LAUNCHED, timeZone: 'Mars/Olympus_Mons' })
    const zone = within(dialog).getByRole('combobox', { name: ZONE })
    expect(zone).toHaveValue('Mars/Olympus_Mons')
    expect(zone).toHaveAccessibleDescription(
      'This window cannot read Mars/Olympus_Mons: choose a zone from the list, or Not set.',
    )
  })
})
