import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createAppCore, type AppCore, type CoreOptions } from '../src/main/core/app-core'
import type { Result } from '../src/shared/errors'
import { startDemoServerProcess, type DemoCatalog, type DemoServerProcess } from './demo-server-process'

const APP_INFO = { name: 'Catalog Browser', version: 'bench', electron: null, chrome: null }
type BenchCoreOptions = DemoCatalog & Partial<Pick<CoreOptions, 'watchIntervalMsOverride' | 'chooseSavePath'>>
type BenchCore = {
  readonly core: AppCore
  readonly server: DemoServerProcess
  handle<T>(channel: string, payload: unknown): Promise<T>
  connect(): Promise<unknown>
}

/** A demo catalog in its own process and the real core connected to it, for `use`, then disposed of. */
export async function withBenchCore<T>(options: BenchCoreOptions, use: (bench: BenchCore) => Promise<T>) {
  const server = await startDemoServerProcess(options)
  const userDataDir = mkdtempSync(join(tmpdir(), 'catalog-bench-'))
  const refuse = (what: string) => () => Promise.reject(new Error(`the bench never ${what}`))
  const core = await createAppCore({
    userDataDir,
    secretServiceName: `Catalog Browser bench ${process.pid}`,
    appInfo: { ...APP_INFO, platform: process.platform },
    launch: {},
    openExternal: refuse('opens URLs'),
    writeClipboard: refuse('writes the clipboard'),
    watchIntervalMsOverride: options.watchIntervalMsOverride,
    chooseSavePath: options.chooseSavePath ?? refuse('saves files in this group'),
  })
  const handle = async <T>(channel: string, payload: unknown): Promise<T> => {
    const result = (await core.handle(channel, payload)) as Result<T>
    if (!result.ok) throw new Error(`${channel} failed: ${result.error.kind}: ${result.error.message}`)
    return result.data
  }
  const connect = () =>
    handle('session:connect', { baseUrl: server.url, token: server.token, remember: false })
  try {
    await connect()
    return await use({ core, server, handle, connect })
  } finally {
    await core.dispose()
    rmSync(userDataDir, { recursive: true, force: true })
    await server.close()
  }
}
