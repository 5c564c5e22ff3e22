import { randomBytes } from 'node:crypto'

/**
 * Test-only: keeps every test away from the keychain of the person running the tests.
 *
 * scripts/with-keyring.mjs runs tests inside a private D-Bus session with a throwaway
 * gnome-keyring and sets CATALOG_TEST_KEYRING=1. Anywhere else, `isolateKeychain()` points
 * D-Bus at an address where nothing listens *before* keytar first connects (the node project's
 * setup file calls it before any file of a worker runs), so the Secret Service simply appears
 * unavailable.
 */
export const PRIVATE_KEYRING =
  process.env.CATALOG_TEST_KEYRING === '1' && Boolean(process.env.DBUS_SESSION_BUS_ADDRESS)

export const PRIVATE_KEYRING_SKIP_REASON =
  'skipped: no private test keyring (CATALOG_TEST_KEYRING is not set); run inside `node scripts/with-keyring.mjs`'

/** A D-Bus address with nothing behind it. */
export const DEAD_BUS_ADDRESS = 'unix:path=/nonexistent/catalog-browser-test/no-bus-here'

export function isolateKeychain(): void {
  if (!PRIVATE_KEYRING) process.env.DBUS_SESSION_BUS_ADDRESS = DEAD_BUS_ADDRESS
}

/** A keychain service name no other test (and no real install) uses. */
export function privateServiceName(): string {
  return `Catalog Browser test ${randomBytes(6).toString('hex')}`
}
