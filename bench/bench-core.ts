import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createAppCore, type CoreOptions } from '../src/main/core/app-core'
import type { Result } from '../src/shared/errors'
import { startDemoServerProcess, type DemoCatalog } from './demo-server-process'

type BenchCoreOptions = DemoCatalog & Partial<Pick<CoreOptions, 'watchIntervalMsOverride' | 'chooseSavePath'>>

/**
 * A demo catalog in its own process and the real main-process core connected to it, hosted as the
 * e2e harness does; inside scripts/with-keyring.mjs the only keychain it can touch is a private one.
 */
export async function startBenchCore(options: BenchCoreOptions) {
  const server = await startDemoServerProcess(options)
  const userDataDir = mkdtempSync(join(tmpdir(), 'catalog-bench-'))
  const refuse = (what: string) => async () => {
    throw new Error(`the bench never ${what}`)
  }
  const core = await createAppCore({
    userDataDir,
    secretServiceName: `Catalog Browser bench ${process.pid}`,
    appInfo: {
      name: 'Catalog Browser',
      version: 'bench',
      electron: null,
      chrome: null,
      platform: process.platform,
    },
    launch: {},
    openExternal: refuse('opens URLs'),
    writeClipboard: refuse('writes the clipboard'),
    watchIntervalMsOverride: options.watchIntervalMsOverride,
    chooseSavePath: options.chooseSavePath ?? refuse('saves files in this group'),
  })
  /** The data of an ok result; throws on an error result. */
  const handle = async <T>(channel: string, payload: unknown): Promise<T> => {
    const result = (await core.handle(channel, payload)) as Result<T>
    if (!result.ok) throw new Error(`${channel} failed: ${result.error.kind}: ${result.error.message}`)
    return result.data
  }
  const connect = () =>
    handle('session:connect', { baseUrl: server.url, token: server.token, remember: false })
  await connect()
  const dispose = async () => {
    await core.dispose()
    rmSync(userDataDir, { recursive: true, force: true })
    await server.close()
  }
  return { core, server, handle, connect, dispose }
}

type BenchCore = Awaited<ReturnType<typeof startBenchCore>>

/** Each core-hosted group: its own core and catalog, disposed of whatever happens. */
export async function withBenchCore<T>(options: BenchCoreOptions, use: (bench: BenchCore) => Promise<T>) {
  const bench = await startBenchCore(options)
  try {
    return await use(bench)
  } finally {
    await bench.dispose()
  }
}
