import { describe, expect, it } from 'vitest'
import { createMemorySecretStore } from './memory-secret-store'
import { KeychainUnavailableError } from './secret-store'

describe('the in-memory token store (this session only)', () => {
  it('keeps one token per catalog until deleted or cleared, and is always available', async () => {
    const store = createMemorySecretStore()
    expect(await store.get('https://a.example')).toBeNull()
    await store.set('https://a.example', 'token-a')
    await store.set('https://b.example', 'token-b')
    await store.set('https://a.example', 'token-a2')
    expect(await store.get('https://a.example')).toBe('token-a2')
    expect(await store.delete('https://a.example')).toBe(true)
    expect(await store.delete('https://a.example')).toBe(false)
    expect(await store.get('https://a.example')).toBeNull()
    store.clear()
    expect(await store.get('https://b.example')).toBeNull()
    expect(await store.status()).toEqual({ available: true })
  })
})

describe('KeychainUnavailableError', () => {
  it('carries the plain reason and says it in a sentence', () => {
    const error = new KeychainUnavailableError('the keyring is locked')
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('KeychainUnavailableError')
    expect(error.reason).toBe('the keyring is locked')
    expect(error.message).toBe('The system keychain is not available: the keyring is locked.')
  })
})
