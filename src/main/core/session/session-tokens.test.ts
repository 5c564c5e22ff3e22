import { describe, expect, it } from 'vitest'
import type { Notice } from '../../../shared/ipc'
import { createMemorySecretStore } from '../secrets/memory-secret-store'
import { KeychainUnavailableError, type SecretStore } from '../secrets/secret-store'
import { createSessionTokens } from './session-tokens'
import { withEnglish } from '../../../shared/i18n/english.test-support'

const URL = 'https://catalog.example.com'

/** A keychain the OS refuses (locked, no Secret Service): every call rejects as keytar's wrapper does. */
const refusingKeychain: SecretStore = {
  get: () => Promise.reject(new KeychainUnavailableError('the keyring is locked')),
  set: () => Promise.reject(new KeychainUnavailableError('the keyring is locked')),
  delete: () => Promise.reject(new KeychainUnavailableError('the keyring is locked')),
  status: () => Promise.resolve({ available: false, reason: 'the keyring is locked' }),
}

function setup(keychain: SecretStore = createMemorySecretStore()) {
  const memory = createMemorySecretStore()
  const notices: Notice[] = []
  const logs: string[] = []
  const tokens = createSessionTokens({
    keychain,
    memory,
    notify: (n) => notices.push(n),
    log: (l) => logs.push(l),
  })
  return { tokens, keychain, memory, notices, logs }
}

describe('session tokens', () => {
  it('keeps a remembered token in the keychain only, and finds it there', async () => {
    const { tokens, keychain, memory } = setup()
    await memory.set(URL, 'old')
    expect(await tokens.keep(URL, 'secret', true)).toEqual({ ok: true, data: undefined })
    expect(await keychain.get(URL)).toBe('secret')
    expect(await memory.get(URL)).toBeNull()
    expect(await tokens.find(URL)).toEqual({
      ok: true,
      data: { token: 'secret', storage: 'keychain' },
    })
  })

  it('"do not remember" keeps it in memory and removes what the keychain held', async () => {
    const { tokens, keychain, memory } = setup()
    await keychain.set(URL, 'old')
    await tokens.keep(URL, 'secret', false)
    expect(await keychain.get(URL)).toBeNull()
    expect(await memory.get(URL)).toBe('secret')
    expect(await tokens.find(URL)).toEqual({
      ok: true,
      data: { token: 'secret', storage: 'memory' },
    })
  })

  it('refuses to remember when the keychain cannot save, keeping nothing', async () => {
    const { tokens, memory } = setup(refusingKeychain)
    const kept = await tokens.keep(URL, 'secret', true)
    expect(kept.ok).toBe(false)
    expect(withEnglish(!kept.ok && kept.error.message)).toMatch(/the keyring is locked/)
    expect(await memory.get(URL)).toBeNull()
  })

  it('says there is no stored token, or that the keychain cannot be read', async () => {
    expect((await setup().tokens.find(URL)).ok).toBe(false)
    const locked = await setup(refusingKeychain).tokens.find(URL)
    expect(withEnglish(!locked.ok && locked.error.message)).toMatch(/the keyring is locked/)
  })

  it('forgets from both; a keychain that cannot delete is a notice only when asked, never a crash', async () => {
    const { tokens, keychain, memory } = setup()
    await keychain.set(URL, 'a')
    await memory.set(URL, 'b')
    await tokens.forget(URL, true)
    expect(await keychain.get(URL)).toBeNull()
    expect(await memory.get(URL)).toBeNull()

    const refused = setup(refusingKeychain)
    await refused.tokens.forget(URL, false)
    expect(refused.notices).toEqual([])
    await refused.tokens.forget(URL, true)
    expect(withEnglish(refused.notices)).toEqual([
      expect.objectContaining({ level: 'warning', message: expect.stringContaining(URL) }),
    ])
    expect(refused.logs).toHaveLength(2)
  })
})
