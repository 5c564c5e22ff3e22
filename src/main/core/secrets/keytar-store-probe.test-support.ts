/**
 * Child-process fixture for keytar-secret-store.test.ts: uses the real store once and prints
 * what happened as one JSON line.
 *
 * It runs in its own process because libsecret connects to D-Bus once per process: pointing
 * DBUS_SESSION_BUS_ADDRESS at a dead socket (or at a bus with no unlocked keyring) only means
 * something in a process that has not connected yet.
 */
import { createKeytarSecretStore } from './keytar-secret-store'

async function main(): Promise<void> {
  const token = process.env.PROBE_TOKEN ?? 'probe-token'
  const store = createKeytarSecretStore({ serviceName: process.env.PROBE_SERVICE ?? 'Catalog Browser probe' })
  const status = await store.status()
  const outcome = (promise: Promise<unknown>) =>
    promise.then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({
        ok: false as const,
        name: error instanceof Error ? error.name : typeof error,
        reason: (error as { reason?: unknown }).reason ?? null,
        message: error instanceof Error ? error.message : String(error),
      }),
    )
  const set = await outcome(store.set('https://catalog.example.com/api', token))
  const get = await outcome(store.get('https://catalog.example.com/api'))
  process.stdout.write(`${JSON.stringify({ status, set, get })}\n`)
}

void main()
