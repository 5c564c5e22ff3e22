import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

export type ElectronRuntime =
  | { readonly found: true; readonly executablePath: string }
  | { readonly found: false; readonly reason: string }

const ELECTRON_PACKAGE = resolve(__dirname, '../node_modules/electron')

/**
 * Finds an installed Electron runtime without triggering its download.
 *
 * `require('electron')` would try to download the binary from GitHub, which this kind of
 * machine cannot reach; so this reads the same files the electron package reads.
 */
export function findElectronRuntime(): ElectronRuntime {
  const pathFile = join(ELECTRON_PACKAGE, 'path.txt')
  const relative = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : 'electron'
  const override = process.env.ELECTRON_OVERRIDE_DIST_PATH
  const candidate = override ? join(override, relative) : join(ELECTRON_PACKAGE, 'dist', relative)
  if ((override || existsSync(pathFile)) && existsSync(candidate)) return { found: true, executablePath: candidate }
  return {
    found: false,
    reason:
      'no Electron runtime is installed (node_modules/electron has no binary and ELECTRON_OVERRIDE_DIST_PATH is unset); ' +
      'it is downloaded from GitHub on first launch, which this machine cannot reach',
  }
}
