import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AppError } from '../../shared/errors'
import type { KnownCatalogs, SessionState } from '../../shared/ipc'
import { callsOf, fakeCatalog, installCatalog } from '../testing/fake-catalog.test-support'
import { renderWithQuery } from '../render-with-query.test-support'
import { ConnectScreen } from './connect-screen'
import { inEnglish, saying } from '../../shared/i18n/english.test-support'

const DISCONNECTED: SessionState = { connected: false, keychain: { available: true }, suggestedBaseUrl: null }
const CONNECTED: SessionState = {
  connected: true,
  keychain: { available: true },
  catalog: {
    baseUrl: 'https://catalog.example.com',
    label: 'catalog.example.com',
    environment: 'other',
    demo: false,
    timeZone: null,
  },
  tokenStorage: 'keychain',
}
const NO_CATALOGS: KnownCatalogs = { catalogs: [], lastUsed: null }

function setup({
  session = DISCONNECTED,
  connect = { ok: true, data: CONNECTED },
  known = NO_CATALOGS,
  resume = { ok: true, data: CONNECTED },
  lostReason = null,
}: {
  session?: SessionState
  connect?: { ok: true; data: SessionState } | { ok: false; error: AppError }
  known?: KnownCatalogs
  resume?: { ok: true; data: SessionState } | { ok: false; error: AppError }
  lostReason?: AppError | null
} = {}) {
  const fake = fakeCatalog({
    connect: () => Promise.resolve(connect),
    resume: () => Promise.resolve(resume),
    openDemo: () => Promise.resolve({ ok: true, data: CONNECTED }),
    listCatalogs: () => Promise.resolve({ ok: true, data: known }),
    notices: () => Promise.resolve({ ok: true, data: [] }),
    policy: () =>
      Promise.resolve({ ok: true, data: { demoCatalog: true, updateChecks: true, problem: null } }),
  })
  installCatalog(fake.api)
  const onConnected = vi.fn()
  renderWithQuery(<ConnectScreen session={session} lostReason={lostReason} onConnected={onConnected} />)
  return { fake, onConnected, user: userEvent.setup() }
}

const field = (name: string) => screen.getByRole('textbox', { name })
const token = () => screen.getByLabelText('Access token')

describe('ConnectScreen', () => {
  it('connects with the normalised base URL, the token and remember on by default', async () => {
    const { fake, onConnected, user } = setup()
    expect(token()).toHaveAttribute('type', 'password')
    expect(screen.getByRole('checkbox', { name: 'Remember token in system keychain' })).toBeChecked()
    await user.type(field('Base URL'), ' https://catalog.example.com/ ')
    await user.type(token(), 's3cret')
    await user.click(screen.getByRole('button', { name: 'Connect' }))
    await waitFor(() => expect(onConnected).toHaveBeenCalledWith(CONNECTED))
    expect(callsOf(fake.calls, 'connect')).toEqual([
      {
        baseUrl: 'https://catalog.example.com',
        token: 's3cret',
        remember: true,
        label: '',
        environment: 'other',
      },
    ])
  })

  it('says how it reads a scheme-less loopback address with an endpoint path, and connects to that', async () => {
    const { fake, user } = setup()
    await user.type(field('Base URL'), '127.0.0.1:4710/v1/items')
    const reading = screen.getByText(/No scheme was given/)
    expect(reading).toHaveTextContent(
      'read as http://127.0.0.1:4710/v1/items (http, because the address is on this computer)',
    )
    expect(reading).toHaveTextContent('Took /v1/items off the end')
    expect(field('Base URL').getAttribute('aria-describedby')).toContain(reading.id)
    await user.type(token(), 's3cret')
    await user.click(screen.getByRole('button', { name: 'Connect' }))
    await waitFor(() => expect(callsOf(fake.calls, 'connect')).toHaveLength(1))
    expect(callsOf(fake.calls, 'connect')[0]).toMatchObject({ baseUrl: 'http://127.0.0.1:4710' })
  })

  it('M7: says it takes "Bearer " off a pasted token, and leaves the rest to main', async () => {
    const { fake, user } = setup()
    await user.type(field('Base URL'), 'https://catalog.example.com')
    await user.type(token(), 's3cret')
    expect(screen.queryByText(/Took "Bearer " off/)).toBeNull()
    await user.clear(token())
    await user.type(token(), 'Bearer s3cret')
    const note = screen.getByText('Took "Bearer " off the front: only the token itself is sent.')
    expect(token().getAttribute('aria-describedby')).toContain(note.id)
    await user.click(screen.getByRole('button', { name: 'Connect' }))
    await waitFor(() => expect(callsOf(fake.calls, 'connect')).toHaveLength(1))
  })

  it('says nothing about an address it takes as typed', async () => {
    setup()
    await userEvent.setup().type(field('Base URL'), 'https://catalog.example.com')
    expect(screen.queryByText(/read as/)).toBeNull()
  })

  it('explains an unusable base URL before sending anything', async () => {
    const { fake, user } = setup()
    await user.type(field('Base URL'), 'http://catalog.example.com')
    await user.type(token(), 's3cret{Enter}')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Plain http:// would send the access token unencrypted',
    )
    expect(field('Base URL')).toHaveAttribute('aria-invalid', 'true')
    expect(field('Base URL')).toHaveFocus()
    expect(callsOf(fake.calls, 'connect')).toEqual([])
  })

  it('asks for the token when it is empty', async () => {
    const { fake, user } = setup()
    await user.type(field('Base URL'), 'https://catalog.example.com{Enter}')
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter the access token for this catalog.')
    expect(token()).toHaveFocus()
    expect(callsOf(fake.calls, 'connect')).toEqual([])
  })

  it.each<[AppError, string]>([
    [
      { kind: 'unauthorized', message: saying('The catalog rejected this token. Check it and try again.') },
      'The catalog rejected the access token',
    ],
    [
      {
        kind: 'network',
        message: saying('Nothing answers at catalog.example.com. Check the address.'),
        code: 'ENOTFOUND',
      },
      'The catalog is unreachable',
    ],
    [{ kind: 'invalid_url', message: saying('Use https.') }, 'This base URL cannot be used'],
  ])('explains a refused connect (%o) with what to do', async (error, title) => {
    const { onConnected, user } = setup({ connect: { ok: false, error } })
    await user.type(field('Base URL'), 'https://catalog.example.com')
    await user.type(token(), 'bad{Enter}')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(title)
    expect(alert).toHaveTextContent(inEnglish(error.message))
    expect(onConnected).not.toHaveBeenCalled()
  })

  it('offers to keep the token in memory when the keychain fails, and reconnects that way', async () => {
    const error: AppError = {
      kind: 'keychain_unavailable',
      message: saying('The keychain is locked.'),
      reason: 'locked',
    }
    const { fake, user } = setup({ connect: { ok: false, error } })
    await user.type(field('Base URL'), 'https://catalog.example.com')
    await user.type(token(), 's3cret{Enter}')
    const alert = await screen.findByRole('alert')
    await user.click(within(alert).getByRole('button', { name: 'Keep token in memory for this session' }))
    await waitFor(() => expect(callsOf(fake.calls, 'connect')).toHaveLength(2))
    expect(callsOf(fake.calls, 'connect')[1]).toEqual({
      baseUrl: 'https://catalog.example.com',
      token: 's3cret',
      remember: false,
      label: '',
      environment: 'other',
    })
  })

  it('disables and explains the keychain checkbox when the keychain is unavailable', () => {
    setup({
      session: {
        connected: false,
        keychain: { available: false, reason: 'no Secret Service' },
        suggestedBaseUrl: null,
      },
    })
    const box = screen.getByRole('checkbox', { name: 'Remember token in system keychain' })
    expect(box).toBeDisabled()
    expect(box).not.toBeChecked()
    expect(box).toHaveAccessibleDescription(/not available \(no Secret Service\).*kept in memory/)
  })

  it('opens the demo catalog', async () => {
    const { fake, onConnected, user } = setup()
    await user.click(await screen.findByRole('button', { name: 'Open demo catalog' }))
    await waitFor(() => expect(onConnected).toHaveBeenCalledWith(CONNECTED))
    expect(callsOf(fake.calls, 'openDemo')).toHaveLength(1)
  })

  it('resumes a known catalog in one click, and asks for the token when none is stored', async () => {
    const known: KnownCatalogs = {
      lastUsed: 'https://catalog.example.com',
      catalogs: [
        {
          baseUrl: 'https://catalog.example.com',
          label: 'catalog.example.com',
          lastUsedAt: '2024-05-01T10:00:00Z',
          hasStoredToken: true,
          environment: 'other',
          hasSessionToken: false,
        },
        {
          baseUrl: 'https://other.example.com/api',
          label: 'other.example.com/api',
          lastUsedAt: null,
          hasStoredToken: false,
          environment: 'other',
          hasSessionToken: false,
        },
      ],
    }
    const { fake, onConnected, user } = setup({ known })
    await user.click(await screen.findByRole('button', { name: 'Resume catalog.example.com' }))
    await waitFor(() => expect(onConnected).toHaveBeenCalledWith(CONNECTED))
    expect(callsOf(fake.calls, 'resume')).toEqual([{ baseUrl: 'https://catalog.example.com' }])

    await user.click(screen.getByRole('button', { name: 'Resume other.example.com/api' }))
    expect(field('Base URL')).toHaveValue('https://other.example.com/api')
    expect(token()).toHaveFocus()
    // Asked for, not reported as a fault: a catalog kept without a token never had one to lose.
    const asked = 'No token is saved for other.example.com/api. Enter its access token and press Connect.'
    expect(token()).toHaveAccessibleDescription(expect.stringContaining(asked))
    expect(token()).not.toHaveAttribute('aria-invalid')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(callsOf(fake.calls, 'resume')).toHaveLength(1)
  })

  it('prefills the address when main reports no stored token on resume', async () => {
    const known: KnownCatalogs = {
      lastUsed: null,
      catalogs: [
        {
          baseUrl: 'https://catalog.example.com',
          label: 'catalog.example.com',
          lastUsedAt: null,
          hasStoredToken: true,
          environment: 'other',
          hasSessionToken: false,
        },
      ],
    }
    setup({
      known,
      resume: {
        ok: false,
        error: { kind: 'no_stored_token', message: saying('No token is stored. Enter it.') },
      },
    })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Resume catalog.example.com' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('No saved token for this catalog')
    expect(field('Base URL')).toHaveValue('https://catalog.example.com')
    expect(token()).toHaveFocus()
  })

  it('keeps Connect the only button whose name contains "Connect"', async () => {
    const known: KnownCatalogs = {
      lastUsed: null,
      catalogs: [
        {
          baseUrl: 'https://catalog.example.com',
          label: 'catalog.example.com',
          lastUsedAt: null,
          hasStoredToken: true,
          environment: 'other',
          hasSessionToken: false,
        },
      ],
    }
    setup({ known })
    await screen.findByRole('button', { name: 'Resume catalog.example.com' })
    expect(screen.getAllByRole('button', { name: /connect/i })).toHaveLength(1)
  })

  it('says why the last session ended and prefills its address', () => {
    setup({
      session: CONNECTED,
      lostReason: { kind: 'unauthorized', message: saying('The catalog no longer accepts this token.') },
    })
    expect(screen.getByRole('alert')).toHaveTextContent('The catalog rejected the access token')
    expect(screen.getByRole('alert')).toHaveTextContent('The catalog no longer accepts this token.')
    expect(field('Base URL')).toHaveValue('https://catalog.example.com')
  })
})
