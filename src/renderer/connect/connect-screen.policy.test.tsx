import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AppError } from '../../shared/errors'
import type { KnownCatalog, KnownCatalogs, Notice, PolicyState, SessionState } from '../../shared/ipc'
import { callsOf, fakeCatalog, installCatalog } from '../testing/fake-catalog.test-support'
import { saying } from '../../shared/i18n/english.test-support'
import { renderWithQuery } from '../render-with-query.test-support'
import { ConnectScreen } from './connect-screen'
import { words } from '../../shared/i18n/words'
import { quoted } from '../../shared/i18n/either-words'
import { JSON_EXPECTED, POLICY_REASONS, POLICY_REFUSED } from '../../shared/policy/policy-reasons'

const DISCONNECTED: SessionState = { connected: false, keychain: { available: true }, suggestedBaseUrl: null }
const NO_POLICY: PolicyState = { demoCatalog: true, updateChecks: true }

const catalog = (label: string, extra: Partial<KnownCatalog> = {}): KnownCatalog => ({
  baseUrl: `https://${label.toLowerCase().replace(/\W+/g, '-')}.example.com`,
  label,
  lastUsedAt: null,
  environment: 'production',
  hasStoredToken: false,
  hasSessionToken: false,
  ...extra,
})

const CONNECTED: SessionState = {
  connected: true,
  keychain: { available: true },
  catalog: {
    baseUrl: 'https://production-eu.example.com',
    label: 'Production EU',
    environment: 'production',
    demo: false,
    timeZone: null,
  },
  tokenStorage: 'keychain',
}

function setup(
  policy: PolicyState,
  catalogs: KnownCatalog[] = [],
  notices: Notice[] = [],
  {
    session = DISCONNECTED,
    connect = { ok: true, data: CONNECTED },
    listed = Promise.resolve({ ok: true, data: { catalogs, lastUsed: null } }),
  }: {
    session?: SessionState
    connect?: { ok: true; data: SessionState } | { ok: false; error: AppError }
    listed?: Promise<{ ok: true; data: KnownCatalogs }>
  } = {},
) {
  const onConnected = vi.fn()
  const fake = fakeCatalog({
    policy: () => Promise.resolve({ ok: true, data: policy }),
    listCatalogs: () => listed,
    connect: () => Promise.resolve(connect),
    notices: () => Promise.resolve({ ok: true, data: notices }),
    appInfo: () =>
      Promise.resolve({
        ok: true,
        data: { name: 'Catalog Browser', version: '1.2.3', electron: null, chrome: null, platform: 'linux' },
      }),
  })
  installCatalog(fake.api)
  renderWithQuery(<ConnectScreen session={session} lostReason={null} onConnected={onConnected} />)
  return { fake, onConnected, user: userEvent.setup() }
}

/** The policy's two catalogs, never used: what a first start under a policy lists. */
const POLICY_CATALOGS = [
  catalog('Staging (IT)', { environment: 'staging', managed: { timeZone: false, order: 1 } }),
  catalog('Production EU', { managed: { timeZone: false, order: 0 } }),
]

const organization = () => screen.getByRole('region', { name: 'Set by your organization' })
const rowOf = (label: string) => within(organization()).getByText(label).closest('li') as HTMLElement
const tokenFor = (label: string) => screen.getByLabelText(`Access token for ${label}`)

describe('ConnectScreen under the organization’s policy', () => {
  it('offers the policy’s catalogs apart from the recent ones, in its order, none to forget', async () => {
    setup(NO_POLICY, [
      ...POLICY_CATALOGS,
      catalog('My sandbox', { lastUsedAt: '2026-11-20T10:00:00.000Z', environment: 'other' }),
    ])
    const rows = within(await screen.findByRole('region', { name: 'Set by your organization' })).getAllByRole(
      'listitem',
    )
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Production EU/),
      expect.stringMatching(/^Staging \(IT\)Staging/),
    ])
    expect(screen.queryByRole('button', { name: /^Forget (Production EU|Staging)/ })).toBeNull()
    // Recent catalogs are the agent's own: a policy's catalog never used is not one of them.
    const recent = screen.getByRole('complementary', { name: 'Other ways in' })
    expect(within(recent).queryByText('Production EU')).toBeNull()
    expect(within(recent).getByRole('button', { name: 'Forget My sandbox' })).toBeEnabled()
  })

  it('opens the first one’s token box on a first start, focused, and asks calmly', async () => {
    setup(NO_POLICY, POLICY_CATALOGS)
    await waitFor(() => expect(tokenFor('Production EU')).toHaveFocus())
    expect(tokenFor('Production EU')).toHaveAccessibleDescription(
      'No token is saved for this catalog yet. Enter your access token for it.',
    )
    expect(tokenFor('Production EU')).not.toHaveAttribute('aria-invalid')
    expect(screen.queryByRole('alert')).toBeNull()
    // The other is one click away, and the form's own Connect stays the one of that exact name.
    expect(
      within(rowOf('Staging (IT)')).getByRole('button', { name: 'Connect to Staging (IT)' }),
    ).toBeEnabled()
    expect(screen.getAllByRole('button', { name: 'Connect' })).toHaveLength(1)
  })

  it('asks for the token of another catalog in its own row when chosen, with no error', async () => {
    const { user } = setup(NO_POLICY, POLICY_CATALOGS)
    await user.click(await screen.findByRole('button', { name: 'Connect to Staging (IT)' }))
    expect(tokenFor('Staging (IT)')).toHaveFocus()
    expect(screen.queryByLabelText('Access token for Production EU')).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByLabelText('Access token', { selector: '#connect-token' })).not.toHaveAttribute(
      'aria-invalid',
    )
  })

  it('connects to the chosen catalog with the token typed in its row', async () => {
    const { fake, onConnected, user } = setup(NO_POLICY, POLICY_CATALOGS)
    await waitFor(() => expect(tokenFor('Production EU')).toHaveFocus())
    await user.keyboard('s3cret{Enter}')
    await waitFor(() => expect(onConnected).toHaveBeenCalledWith(CONNECTED))
    expect(callsOf(fake.calls, 'connect')).toEqual([
      {
        baseUrl: 'https://production-eu.example.com',
        token: 's3cret',
        remember: true,
        label: 'Production EU',
        environment: 'production',
      },
    ])
  })

  it('keeps an empty token box where it is, marked, without an alert or a request', async () => {
    const { fake, user } = setup(NO_POLICY, POLICY_CATALOGS)
    await waitFor(() => expect(tokenFor('Production EU')).toHaveFocus())
    await user.click(within(rowOf('Production EU')).getByRole('button', { name: 'Connect to Production EU' }))
    expect(tokenFor('Production EU')).toHaveFocus()
    expect(tokenFor('Production EU')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(callsOf(fake.calls, 'connect')).toEqual([])
  })

  it('says a refused token in the catalog’s own row, and leaves the form alone', async () => {
    const error: AppError = { kind: 'unauthorized', message: saying('The catalog rejected this token.') }
    const { user } = setup(NO_POLICY, POLICY_CATALOGS, [], { connect: { ok: false, error } })
    await waitFor(() => expect(tokenFor('Production EU')).toHaveFocus())
    await user.keyboard('wrong{Enter}')
    const alert = await within(rowOf('Production EU')).findByRole('alert')
    expect(alert).toHaveTextContent('The catalog rejected this token.')
    expect(screen.getAllByRole('alert')).toHaveLength(1)
    expect(tokenFor('Production EU')).toHaveAttribute('aria-invalid', 'true')
    expect(tokenFor('Production EU')).toHaveFocus()
    expect(screen.getByLabelText('Access token', { selector: '#connect-token' })).not.toHaveAttribute(
      'aria-invalid',
    )
  })

  it('opens no token box when the screen has an address of its own to offer', async () => {
    setup(NO_POLICY, POLICY_CATALOGS, [], {
      session: { ...DISCONNECTED, suggestedBaseUrl: 'https://mine.example.com' },
    })
    expect(await screen.findByRole('button', { name: 'Connect to Production EU' })).toBeEnabled()
    expect(screen.queryByLabelText(/^Access token for/)).toBeNull()
  })

  it('offers a catalog whose token is saved to resume, and opens no box for it', async () => {
    setup(NO_POLICY, [
      catalog('Production EU', { hasStoredToken: true, managed: { timeZone: false, order: 0 } }),
    ])
    expect(await screen.findByRole('button', { name: 'Resume Production EU' })).toBeEnabled()
    expect(screen.queryByLabelText(/^Access token for/)).toBeNull()
  })

  it('leaves focus where the agent put it before the catalogs were listed', async () => {
    let list: (value: { ok: true; data: KnownCatalogs }) => void = () => undefined
    const listed = new Promise<{ ok: true; data: KnownCatalogs }>((resolve) => {
      list = resolve
    })
    const { user } = setup(NO_POLICY, POLICY_CATALOGS, [], { listed })
    await user.type(screen.getByRole('textbox', { name: 'Base URL' }), 'https://mine')
    list({ ok: true, data: { catalogs: POLICY_CATALOGS, lastUsed: null } })
    await screen.findByLabelText('Access token for Production EU')
    expect(screen.getByRole('textbox', { name: 'Base URL' })).toHaveFocus()
  })

  it('says in one line, among the notices, which policy file was ignored and why, and still offers everything', async () => {
    const message = words(POLICY_REFUSED.fileAt, {
      file: '/etc/catalog-browser/policy.json',
      line: '3',
      column: '1',
      reason: words(POLICY_REASONS.notJson, {
        found: quoted('}'),
        expected: words(JSON_EXPECTED, { expected: 'key' }),
      }),
    })
    setup(NO_POLICY, [], [{ id: 'policy-ignored', level: 'warning', message }])
    const notices = await screen.findByRole('list', { name: 'Notices' })
    expect(within(notices).getByRole('listitem')).toHaveTextContent(
      "The organization's policy file /etc/catalog-browser/policy.json was ignored: the problem is at line 3, column 1. It is not JSON: there is “}” where a key in double quotes should be. Ask IT to correct it; until then the app works as without a policy.",
    )
    expect(screen.getByRole('button', { name: 'Open demo catalog' })).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Connect' })).toBeEnabled()
  })

  it('offers the demo catalog only when the policy leaves it on', async () => {
    setup({ ...NO_POLICY, demoCatalog: false }, [
      catalog('Production EU', { managed: { timeZone: true, order: 0 } }),
    ])
    await screen.findByText('Production EU')
    expect(screen.queryByRole('button', { name: 'Open demo catalog' })).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('offers the demo catalog once main says the policy leaves it on', async () => {
    setup(NO_POLICY)
    expect(await screen.findByRole('button', { name: 'Open demo catalog' })).toBeEnabled()
    expect(await screen.findByText(/^Catalog Browser 1\.2\.3/)).not.toHaveTextContent('managed')
  })

  it('says beside the version that updates are managed when the policy turned checks off', async () => {
    setup({ ...NO_POLICY, updateChecks: false })
    expect(await screen.findByText(/^Catalog Browser 1\.2\.3/)).toHaveTextContent(
      'Catalog Browser 1.2.3 · linux · updates managed by your organization',
    )
  })
})
