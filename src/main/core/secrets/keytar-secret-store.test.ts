import { execFile, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { KEYRING_LOCKED, KEYRING_NO_DEFAULT_COLLECTION, KEYTAR_LOAD_FAILED } from './keychain-errors'
import { createKeytarSecretStore } from './keytar-secret-store'
import { KeychainUnavailableError } from './secret-store'
import {
  DEAD_BUS_ADDRESS,
  PRIVATE_KEYRING,
  PRIVATE_KEYRING_SKIP_REASON,
  isolateKeychain,
  privateServiceName,
} from './keyring.test-support'

isolateKeychain()

const TOKEN = 'keytar-test-token-9c1e77f0'
const FIXTURE = join(__dirname, 'keytar-store-probe.test-support.ts')

interface ProbeOutcome {
  readonly ok: boolean
  readonly name?: string
  readonly reason?: string | null
  readonly message?: string
  readonly value?: unknown
}
interface ProbeReport {
  readonly status: { available: boolean; reason?: string }
  readonly set: ProbeOutcome
  readonly get: ProbeOutcome
}

/** Runs the real store in a fresh process (libsecret connects to D-Bus once per process). */
function runProbe(
  command: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv,
): Promise<{ report: ProbeReport; raw: string }> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { env, cwd: process.cwd(), timeout: 60_000 }, (error, stdout, stderr) => {
      const line = stdout.trim().split('\n').pop() ?? ''
      try {
        resolve({ report: JSON.parse(line) as ProbeReport, raw: stdout + stderr })
      } catch {
        reject(new Error(`probe printed no report (${error?.message ?? 'no error'}): ${stdout}\n${stderr}`))
      }
    })
  })
}

function withoutDisplay(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  // No keyring prompt window may pop up on a developer's desktop.
  const { DISPLAY: _display, WAYLAND_DISPLAY: _wayland, ...rest } = env
  return rest
}

const hasTool = (tool: string) =>
  spawnSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' }).status === 0
const canRunPrivateBus =
  process.platform === 'linux' && hasTool('dbus-run-session') && hasTool('gnome-keyring-daemon')

describe('keytar store when the keychain cannot be used (real failures, no real keychain touched)', () => {
  it('reports "keytar failed to load" when the native module does not load', async () => {
    const missingModule = `keytar-missing-${Date.now()}`
    const store = createKeytarSecretStore({
      serviceName: privateServiceName(),
      loadModule: () => import(missingModule),
    })
    expect(await store.status()).toEqual({ available: false, reason: KEYTAR_LOAD_FAILED })
    const setting = store.set('https://catalog.example.com', TOKEN)
    await expect(setting).rejects.toBeInstanceOf(KeychainUnavailableError)
    await expect(setting).rejects.toMatchObject({ reason: KEYTAR_LOAD_FAILED })
    const error: unknown = await setting.then(
      () => null,
      (caught: unknown) => caught,
    )
    expect(error instanceof Error && error.message).toMatch(/keytar failed to load/)
    expect(String(error)).not.toContain(TOKEN)
    await expect(store.get('https://catalog.example.com')).rejects.toMatchObject({
      reason: KEYTAR_LOAD_FAILED,
    })
    await expect(store.delete('https://catalog.example.com')).rejects.toBeInstanceOf(KeychainUnavailableError)
  })

  it('reports a D-Bus address with nothing listening as unavailable, in plain words', async () => {
    const { report, raw } = await runProbe(process.execPath, ['--import', 'tsx', FIXTURE], {
      ...withoutDisplay(process.env),
      DBUS_SESSION_BUS_ADDRESS: DEAD_BUS_ADDRESS,
      PROBE_TOKEN: TOKEN,
      PROBE_SERVICE: privateServiceName(),
    })
    expect(report.status.available).toBe(false)
    expect(report.status.reason).toMatch(/D-Bus/)
    expect(report.set).toMatchObject({ ok: false, name: 'KeychainUnavailableError' })
    expect(report.set.reason).toBe(report.status.reason)
    expect(report.get.ok).toBe(false)
    expect(raw).not.toContain(TOKEN)
  })

  /** Runs the probe fixture on a fresh private bus; `setup` runs first in that session's shell. */
  async function probeOnFreshBus(setup: string): Promise<{ report: ProbeReport; raw: string }> {
    const home = mkdtempSync(join(tmpdir(), 'catalog-probe-keyring-'))
    try {
      const env = {
        ...withoutDisplay(process.env),
        HOME: home,
        XDG_DATA_HOME: join(home, 'data'),
        XDG_RUNTIME_DIR: join(home, 'run'),
        XDG_CONFIG_HOME: join(home, 'config'),
        PROBE_TOKEN: TOKEN,
        PROBE_SERVICE: privateServiceName(),
      }
      return await runProbe(
        'dbus-run-session',
        [
          '--',
          'sh',
          '-c',
          `mkdir -p -m 700 "$XDG_RUNTIME_DIR" && ${setup} exec "$0" --import tsx "$1"`,
          process.execPath,
          FIXTURE,
        ],
        env,
      )
    } finally {
      rmSync(home, { recursive: true, force: true })
    }
  }

  it.skipIf(!canRunPrivateBus)(
    canRunPrivateBus
      ? 'reports a Secret Service with no default collection as unavailable before anything is saved (D8)'
      : 'no-default-collection test skipped: dbus-run-session or gnome-keyring-daemon is not installed (Linux only)',
    async () => {
      // gnome-keyring is started on demand and nobody created a login keyring: a read
      // succeeds (nothing found), so only the write+delete probe tells.
      const { report, raw } = await probeOnFreshBus('')
      expect(report.status).toEqual({ available: false, reason: KEYRING_NO_DEFAULT_COLLECTION })
      expect(report.set).toMatchObject({ ok: false, name: 'KeychainUnavailableError' })
      expect(report.set.reason).toBe(KEYRING_NO_DEFAULT_COLLECTION)
      expect(raw).not.toContain(TOKEN)
    },
  )

  it.skipIf(!canRunPrivateBus || !hasTool('gdbus'))(
    canRunPrivateBus && hasTool('gdbus')
      ? 'reports a locked keyring as locked before anything is saved (D8)'
      : 'locked-keyring test skipped: dbus-run-session, gnome-keyring-daemon or gdbus is not installed (Linux only)',
    async () => {
      // A login keyring is created and unlocked, then locked through the Secret Service API.
      const lock =
        'printf %s locked-test-password | gnome-keyring-daemon --unlock --components=secrets >/dev/null 2>&1 && ' +
        'gdbus call --session --dest org.freedesktop.secrets --object-path /org/freedesktop/secrets ' +
        '--method org.freedesktop.Secret.Service.Lock "[\'/org/freedesktop/secrets/collection/login\']" >/dev/null &&'
      const { report, raw } = await probeOnFreshBus(lock)
      expect(report.status).toEqual({ available: false, reason: KEYRING_LOCKED })
      expect(report.set).toMatchObject({
        ok: false,
        name: 'KeychainUnavailableError',
        reason: KEYRING_LOCKED,
      })
      expect(raw).not.toContain(TOKEN)
    },
  )
})

describe.skipIf(!PRIVATE_KEYRING)(
  PRIVATE_KEYRING
    ? 'keytar store against a real gnome-keyring in a private D-Bus session'
    : `keytar store against a real keyring ${PRIVATE_KEYRING_SKIP_REASON}`,
  () => {
    const service = privateServiceName()
    const store = createKeytarSecretStore({ serviceName: service })
    const accounts = ['https://catalog.example.com', 'https://catalog.example.com/api']

    afterAll(async () => {
      for (const account of accounts) await store.delete(account).catch(() => undefined)
    })

    it('is available', async () => {
      expect(await store.status()).toEqual({ available: true })
    })

    it('stores, reads, replaces and deletes a token per catalog', async () => {
      const [root, prefixed] = accounts as [string, string]
      expect(await store.get(root)).toBeNull()
      await store.set(root, TOKEN)
      await store.set(prefixed, `${TOKEN}-api`)
      expect(await store.get(root)).toBe(TOKEN)
      expect(await store.get(prefixed)).toBe(`${TOKEN}-api`)
      await store.set(root, `${TOKEN}-new`)
      expect(await store.get(root)).toBe(`${TOKEN}-new`)
      expect(await store.delete(root)).toBe(true)
      expect(await store.delete(root)).toBe(false)
      expect(await store.get(root)).toBeNull()
      expect(await store.get(prefixed)).toBe(`${TOKEN}-api`)
    })

    it('keeps services apart, so e2e runs never see the app’s own entries', async () => {
      const other = createKeytarSecretStore({ serviceName: privateServiceName() })
      await store.set('https://shared.example.com', TOKEN)
      try {
        expect(await other.get('https://shared.example.com')).toBeNull()
        // The same account under the default service is untouched as well.
        expect(
          await createKeytarSecretStore({ serviceName: service }).get('https://shared.example.com'),
        ).toBe(TOKEN)
      } finally {
        await store.delete('https://shared.example.com')
      }
    })
  },
)
