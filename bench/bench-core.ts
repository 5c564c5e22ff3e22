import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createAppCore, type AppCore, type CoreOptions } from '../src/main/core/app-core'

export interface BenchCore {
  readonly core: AppCore
  dispose(): Promise<void>
}

/**
 * The real main-process core (handler table, session, catalog client), hosted in the bench
 * process exactly as the chromium e2e harness hosts it, with a throwaway userData folder.
 *
 * The bench runs inside scripts/with-keyring.mjs, so the keychain it could touch is a private
 * throwaway one; it never asks to remember a token anyway.
 */
export async function createBenchCore(
  overrides: Partial<Pick<CoreOptions, 'watchIntervalMsOverride' | 'chooseSavePath'>> = {},
): Promise<BenchCore> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'catalog-bench-'))
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
    openExternal: async () => {
      throw new Error('the bench never opens URLs')
    },
    writeClipboard: async () => {
      throw new Error('the bench never writes the clipboard')
    },
    watchIntervalMsOverride: overrides.watchIntervalMsOverride,
    chooseSavePath:
      overrides.chooseSavePath ??
      (async () => {
        throw new Error('this bench group saves no files')
      }),
  })
  return {
    core,
    dispose: async () => {
      await core.dispose()
      rmSync(userDataDir, { recursive: true, force: true })
    },
  }
}
