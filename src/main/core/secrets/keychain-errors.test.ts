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
})
