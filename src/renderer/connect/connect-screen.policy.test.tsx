import { describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import type { KnownCatalog, Notice, PolicyState, SessionState } from '../../shared/ipc'
import { fakeCatalog, installCatalog } from '../testing/fake-catalog.test-support'
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

function setup(policy: PolicyState, catalogs: KnownCatalog[] = [], notices: Notice[] = []) {
  const fake = fakeCatalog({
    policy: () => Promise.resolve({ ok: true, data: policy }),
    listCatalogs: () => Promise.resolve({ ok: true, data: { catalogs, lastUsed: null } }),
    notices: () => Promise.resolve({ ok: true, data: notices }),
    appInfo: () =>
      Promise.resolve({
        ok: true,
        data: { name: 'Catalog Browser', version: '1.2.3', electron: null, chrome: null, platform: 'linux' },
      }),
  })
  installCatalog(fake.api)
  renderWithQuery(<ConnectScreen session={DISCONNECTED} lostReason={null} onConnected={vi.fn()} />)
  return fake
}

describe('ConnectScreen under the organization’s policy', () => {
  it('shows the policy’s catalogs as set by the organization, with no way to forget them', async () => {
    setup(NO_POLICY, [
      catalog('Production EU', { managed: { timeZone: false } }),
      catalog('My sandbox', { lastUsedAt: '2026-11-20T10:00:00.000Z', environment: 'other' }),
    ])
    const managed = (await screen.findByText('Production EU')).closest('li')
    expect(managed).not.toBeNull()
    expect(within(managed as HTMLElement).getByText('Set by your organization')).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Forget Production EU' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Resume Production EU' })).toBeEnabled()
    // The agent's own catalog stays theirs to forget, and is not marked.
    const own = screen.getByText('My sandbox').closest('li') as HTMLElement
    expect(within(own).getByRole('button', { name: 'Forget My sandbox' })).toBeEnabled()
    expect(within(own).queryByText('Set by your organization')).toBeNull()
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
    setup({ ...NO_POLICY, demoCatalog: false }, [catalog('Production EU', { managed: { timeZone: true } })])
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
