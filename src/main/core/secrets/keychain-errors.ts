/**
 * Turning what keytar / libsecret / the OS says into a reason a person can act on.
 *
 * The raw messages ("Cannot autolaunch D-Bus without X11 $DISPLAY", "Object does not exist at
 * path …/collection/login") mean nothing to support staff; each known family becomes one plain
 * sentence fragment. Unknown errors keep a clipped copy of the original so the cause is not
 * lost, with any secret the caller knows removed first.
 */

export const KEYTAR_LOAD_FAILED = 'keytar failed to load'
export const KEYRING_LOCKED = 'the keyring is locked (unlock it in your keyring manager, e.g. Seahorse)'
export const KEYRING_NO_DEFAULT_COLLECTION =
  'the keyring has no default collection to store tokens in (create or choose a default keyring in your keyring manager, e.g. Seahorse)'

const KNOWN_REASONS: readonly { readonly pattern: RegExp; readonly reason: string }[] = [
  {
    pattern:
      /autolaunch D-Bus|Could not connect|DBUS_SESSION_BUS_ADDRESS|Failed to connect to socket|Connection refused|Unable to autolaunch/i,
    reason: 'no D-Bus session is reachable, so the Secret Service (gnome-keyring or KWallet) cannot be asked',
  },
  {
    pattern: /org\.freedesktop\.secrets|ServiceUnknown|not provided by any \.service files|secret service/i,
    reason: 'no Secret Service is running (install or start gnome-keyring or KWallet and sign in again)',
  },
  // libsecret: "Cannot create an item in a locked collection".
  { pattern: /locked/i, reason: KEYRING_LOCKED },
  // libsecret: 'Object does not exist at path "/org/freedesktop/secrets/collection/login"'.
  {
    pattern:
      /collection\/login|aliases\/default|Object does not exist at path|No such object|No such secret collection/i,
    reason: KEYRING_NO_DEFAULT_COLLECTION,
  },
  {
    pattern: /dismiss|cancel/i,
    reason: 'the keychain prompt was dismissed',
  },
  {
    pattern:
      /User interaction is not allowed|passphrase you entered is not correct|errSecAuthFailed|errSecInteractionNotAllowed/i,
    reason: 'the macOS keychain is locked or refused access (unlock it in Keychain Access)',
  },
  {
    pattern: /NO_SUCH_LOGON_SESSION|Credential Manager|CredWrite|CredRead/i,
    reason: 'Windows Credential Manager is not available for this user session',
  },
]

const MAX_RAW_LENGTH = 200

// Stryker disable next-line ArrayDeclaration: a default of ["Stryker was here"] only redacts a text no keychain message contains
export function keychainReason(error: unknown, secrets: readonly string[] = []): string {
  const raw = error instanceof Error ? error.message : String(error)
  for (const { pattern, reason } of KNOWN_REASONS) {
    if (pattern.test(raw)) return reason
  }
  // Redact before clipping: a secret cut in half by the clip would no longer be recognised.
  let redacted = raw
  for (const secret of secrets) {
    if (secret) redacted = redacted.split(secret).join('[token]')
  }
  const clipped = redacted.slice(0, MAX_RAW_LENGTH).trim()
  return `the system keychain reported an error (${clipped || 'no details'})`
}
