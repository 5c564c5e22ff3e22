import { describe, expect, it } from 'vitest'
import { keychainReason } from './keychain-errors'

describe('keychainReason', () => {
  it.each([
    ['Cannot autolaunch D-Bus without X11 $DISPLAY', /D-Bus/],
    ['Could not connect: No such file or directory', /D-Bus/],
    ['The name org.freedesktop.secrets was not provided by any .service files', /no Secret Service/],
    [
      'Object does not exist at path “/org/freedesktop/secrets/collection/login”',
      /^the keyring has no default collection/,
    ],
    ['Cannot create an item in a locked collection', /^the keyring is locked/],
    ['Prompt dismissed by the user', /dismissed/],
    ['User interaction is not allowed.', /macOS keychain/],
  ])('turns %j into a plain reason', (raw, expected) => {
    const reason = keychainReason(new Error(raw))
    expect(reason).toMatch(expected)
    expect(reason).not.toContain(raw)
  })

  it('keeps an unknown message, clipped, with any known secret removed', () => {
    const secret = 'sekret-token-123456'
    const reason = keychainReason(new Error(`weird failure involving ${secret} ${'x'.repeat(500)}`), [secret])
    expect(reason).toContain('weird failure involving [token]')
    expect(reason).not.toContain(secret)
    expect(reason.length).toBeLessThan(300)
  })

  it.each([
    ['CredWrite failed with error 1312', /^Windows Credential Manager/],
    ['errSecAuthFailed', /^the macOS keychain/],
    ['ServiceUnknown', /^no Secret Service/],
  ])('turns the platform message %j into its own reason', (raw, expected) => {
    expect(keychainReason(new Error(raw))).toMatch(expected)
  })

  it('says "no details" for an empty message, and trims the one it keeps', () => {
    expect(keychainReason(new Error(''))).toBe('the system keychain reported an error (no details)')
    expect(keychainReason(new Error('   '))).toBe('the system keychain reported an error (no details)')
    expect(keychainReason(new Error('  odd  '))).toBe('the system keychain reported an error (odd)')
  })

  it('keeps exactly the first 200 characters of an unknown message', () => {
    const raw = `${'a'.repeat(199)}bc`
    expect(keychainReason(new Error(raw))).toBe(`the system keychain reported an error (${'a'.repeat(199)}b)`)
  })

  it('reads a thrown non-Error as text', () => {
    expect(keychainReason('odd text')).toBe('the system keychain reported an error (odd text)')
  })

  it('ignores an empty secret instead of splitting the message at every character', () => {
    expect(keychainReason(new Error('abc'), [''])).toBe('the system keychain reported an error (abc)')
  })
})
