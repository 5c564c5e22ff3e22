import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AppError, Result } from '../../shared/errors'
import type { AppInfo, Channel, RequestOf, ResponseDataOf } from '../../shared/ipc'
import { createAppCore, type AppCore, type CoreOptions } from './app-core'
import { createMemorySecretStore } from './secrets/memory-secret-store'
import { privateServiceName } from './secrets/keyring.test-support'
import { inEnglish } from '../../shared/i18n/english.test-support'

/**
 * Test-only: builds real app cores in throwaway userData folders and records what they hand
 * to the outside world (opened links, clipboard text, log lines).
 */
export const APP_INFO: AppInfo = {
  name: 'Catalog Browser',
  version: '0.0.0-test',
  electron: null,
  chrome: null,
  platform: process.platform,
}

export interface TestCore {
  readonly core: AppCore
  readonly dir: string
  readonly opened: string[]
  readonly copied: string[]
  readonly logs: string[]
  /** Paths the core asked to save exports to (each a fresh name in `dir`). */
  readonly saved: string[]
}

const created: { core: AppCore; dir: string; ownsDir: boolean }[] = []

/**
 * Mutation runs only (vitest.mutation.config.ts sets CATALOG_TEST_KEYCHAIN=memory): one
 * in-memory keychain shared by the cores of a test file, standing in for the OS keychain.
 * StrykerJS runs every test file in a worker thread of one process, and keytar's libsecret
 * binding cannot be loaded by a second thread (GLib refuses the second registration and the
 * call never returns), so only the secret-store tests themselves load it there.
 */
const sharedMemoryKeychain =
  process.env.CATALOG_TEST_KEYCHAIN === 'memory' ? createMemorySecretStore() : undefined

export async function makeCore(overrides: Partial<CoreOptions> = {}): Promise<TestCore> {
  const ownsDir = overrides.userDataDir === undefined
  const dir = overrides.userDataDir ?? (await mkdtemp(join(tmpdir(), 'catalog-core-')))
  const opened: string[] = []
  const copied: string[] = []
  const logs: string[] = []
  const saved: string[] = []
  const core = await createAppCore({
    userDataDir: dir,
    secretServiceName: privateServiceName(),
    appInfo: APP_INFO,
    openExternal: async (url) => {
      opened.push(url)
    },
    writeClipboard: async (text) => {
      copied.push(text)
    },
    chooseSavePath: async ({ fileName }) => {
      const path = join(dir, `${saved.length}-${fileName}`)
      saved.push(path)
      return path
    },
    log: (line) => logs.push(line),
    requestTimeoutMs: 5_000,
    ...(sharedMemoryKeychain ? { keychain: sharedMemoryKeychain } : {}),
    ...overrides,
  })
  created.push({ core, dir, ownsDir })
  return { core, dir, opened, copied, logs, saved }
}

export async function disposeCores(): Promise<void> {
  for (const { core, dir, ownsDir } of created.splice(0)) {
    await core.dispose()
    if (ownsDir) await rm(dir, { recursive: true, force: true })
  }
}

/** A typed call through the one entry point the shell and the e2e harness use. */
export async function call<C extends Channel>(
  core: AppCore,
  channel: C,
  payload: RequestOf<C>,
): Promise<Result<ResponseDataOf<C>>> {
  return (await core.handle(channel, payload)) as Result<ResponseDataOf<C>>
}

export function dataOf<T>(result: Result<T>): T {
  if (!result.ok)
    throw new Error(`expected success, got ${result.error.kind}: ${inEnglish(result.error.message)}`)
  return result.data
}

export function errorOf(result: Result<unknown>): AppError {
  if (result.ok) throw new Error(`expected a failure, got ${JSON.stringify(result.data).slice(0, 200)}`)
  return result.error
}

/** Every byte the app wrote under userData, for "the token is never on disk" checks. */
export async function everythingWritten(dir: string): Promise<string> {
  const names = await readdir(dir, { recursive: true, withFileTypes: true })
  const files = names.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name))
  const contents = await Promise.all(files.map((file) => readFile(file, 'utf8')))
  return contents.join('\n')
}
