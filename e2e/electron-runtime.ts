import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'

export type ElectronRuntime =
  | { readonly found: true; readonly executablePath: string }
  | { readonly found: false; readonly reason: string }

let cached: ElectronRuntime | undefined

/**
 * Whether an Electron runtime is installed, asked of scripts/electron-runtime.mjs.
 *
 * That script is the one place that knows how to find the runtime without triggering its
 * download. It runs as a child process because Playwright's TypeScript loader rewrites .mjs
 * files it imports into CommonJS, which Node then refuses to load.
 */
export function findElectronRuntime(): ElectronRuntime {
  if (cached) return cached
  const script = resolve(__dirname, '../scripts/electron-runtime.mjs')
  const result = spawnSync(process.execPath, [script], { encoding: 'utf8' })
  cached =
    result.status === 0
      ? { found: true, executablePath: result.stdout.trim() }
      : {
          found: false,
          reason: result.stderr.trim() || `scripts/electron-runtime.mjs exited with ${result.status}`,
        }
  return cached
}
