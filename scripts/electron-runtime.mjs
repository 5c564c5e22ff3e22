#!/usr/bin/env node
/**
 * Finds the Electron runtime binary without downloading it, and explains what to do when it
 * is missing.
 *
 * `require('electron')` downloads the binary from GitHub when it is missing, which many build
 * hosts cannot reach (and which ends in a stack trace). This reads the same files the electron
 * package reads instead, so `npm start`, the tests and the packaging check can decide for
 * themselves. Run directly, it prints the binary's path (exit 0) or why there is none (exit 1).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

export const DEFAULT_ELECTRON_DIR = resolve(import.meta.dirname, '..', 'node_modules', 'electron')

/** The binary's path inside an unpacked Electron, as the electron package names it. */
export function executableName(platform) {
  if (platform === 'win32') return 'electron.exe'
  if (platform === 'darwin') return 'Electron.app/Contents/MacOS/Electron'
  return 'electron'
}

function readVersion(electronDir) {
  try {
    return JSON.parse(readFileSync(join(electronDir, 'package.json'), 'utf8')).version
  } catch {
    return null
  }
}

/**
 * Where the runtime is, or why it is not there.
 *
 * Same rules as node_modules/electron/index.js: ELECTRON_OVERRIDE_DIST_PATH wins; otherwise
 * path.txt (written by the electron package's install step) names the binary under dist/.
 * `canDownload` is false when an override is set: the fix then is the override, not GitHub.
 */
export function findElectronRuntime({
  electronDir = DEFAULT_ELECTRON_DIR,
  env = process.env,
  platform = process.platform,
} = {}) {
  const version = readVersion(electronDir)
  if (version === null) {
    return {
      found: false,
      version,
      canDownload: false,
      reason: `the electron package is not installed (${electronDir}); run npm install`,
    }
  }
  const pathFile = join(electronDir, 'path.txt')
  const recorded = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : null
  const override = env.ELECTRON_OVERRIDE_DIST_PATH?.trim()
  if (override) {
    const executablePath = join(override, recorded || executableName(platform))
    if (existsSync(executablePath))
      return { found: true, version, executablePath, source: 'ELECTRON_OVERRIDE_DIST_PATH' }
    return {
      found: false,
      version,
      canDownload: false,
      reason: `ELECTRON_OVERRIDE_DIST_PATH is set to ${override}, but ${executablePath} does not exist`,
    }
  }
  if (recorded !== null) {
    const executablePath = join(electronDir, 'dist', recorded)
    if (existsSync(executablePath))
      return { found: true, version, executablePath, source: 'node_modules/electron' }
  }
  return {
    found: false,
    version,
    canDownload: true,
    reason:
      'the electron package is installed, but its runtime binary (downloaded separately, from GitHub) is not',
  }
}

/** The first line of the download's error output: the cause, without the stack trace. */
export function firstErrorLine(output) {
  const lines = String(output ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('at '))
  return (
    lines.find((line) => /error|fail|ENOTFOUND|ECONN|ETIMEDOUT|EAI_AGAIN|40\d|50\d/i.test(line)) ??
    lines[0] ??
    null
  )
}

/** Runs the electron package's own download step once; stderr is kept to explain a failure. */
export function runOfficialInstall(electronDir = DEFAULT_ELECTRON_DIR) {
  const result = spawnSync(process.execPath, [join(electronDir, 'install.js')], {
    stdio: ['ignore', 'inherit', 'pipe'],
    encoding: 'utf8',
  })
  return {
    ok: result.status === 0,
    detail: result.error ? result.error.message : firstErrorLine(result.stderr),
  }
}

/**
 * The runtime, downloading it once through the official install step if it is missing and
 * a download could help. `install` is injectable so tests never download anything.
 */
export function ensureElectronRuntime({
  electronDir = DEFAULT_ELECTRON_DIR,
  env = process.env,
  platform = process.platform,
  install = () => runOfficialInstall(electronDir),
  log = (line) => console.log(line),
} = {}) {
  const first = findElectronRuntime({ electronDir, env, platform })
  if (first.found || !first.canDownload) return { ...first, installAttempted: false }
  log(
    `The Electron ${first.version} runtime is not installed yet: trying the official download once ` +
      `(from ${env.ELECTRON_MIRROR ? env.ELECTRON_MIRROR : 'GitHub'}, about 100 MB)...`,
  )
  const attempt = install()
  const second = findElectronRuntime({ electronDir, env, platform })
  if (second.found) return { ...second, installAttempted: true }
  return {
    ...second,
    installAttempted: true,
    reason: `${second.reason}; the download failed${attempt.detail ? `: ${attempt.detail}` : ''}`,
  }
}

/**
 * What `npm start` prints when there is no runtime: what happened and every way to fix it.
 * Plain text for a person, never a stack trace.
 */
export function missingRuntimeMessage({ reason, version, platform = process.platform, arch = process.arch }) {
  const v = version ?? '45'
  return [
    '',
    'Catalog Browser cannot start: the Electron runtime is missing.',
    '',
    `What happened: ${reason}.`,
    '',
    'How to fix it (any one of these):',
    '  • Allow this machine to reach github.com, then run `npm start` again; it retries the download.',
    '  • Download through a mirror, e.g.',
    '      ELECTRON_MIRROR=https://your-mirror.example/electron/ npm start',
    `  • Use an Electron ${v} you already have, unpacked (electron-v${v}-${platform}-${arch}.zip):`,
    '      ELECTRON_OVERRIDE_DIST_PATH=/path/to/unpacked/electron npm start',
    '  • Or see the app without Electron, in Chromium: `npm run demo-server` for a catalog, and',
    '    `npm run test:e2e -- --project=chromium` runs the real UI against it in Chromium (see docs/dev/testing.md).',
    '',
  ].join('\n')
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const runtime = findElectronRuntime()
  if (runtime.found) {
    console.log(runtime.executablePath)
  } else {
    console.error(runtime.reason)
    process.exitCode = 1
  }
}
