#!/usr/bin/env node
/**
 * Runs a command inside a private D-Bus session with a throwaway, unlocked gnome-keyring.
 *
 * Keychain code must be tested against a real Secret Service, but never against the user's
 * own keychain: the daemon here keeps its keyring files in a fresh temporary folder and dies
 * with the session. Inside, CATALOG_TEST_KEYRING=1 tells keychain tests they may run; where
 * dbus-run-session or gnome-keyring-daemon is missing the command runs without it and those
 * tests report themselves skipped with the reason.
 *
 * Usage: node scripts/with-keyring.mjs <command> [args...]
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'

const command = process.argv.slice(2)
if (command.length === 0) {
  console.error('usage: node scripts/with-keyring.mjs <command> [args...]')
  process.exit(2)
}

const has = (tool) => spawnSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' }).status === 0
const missing = ['dbus-run-session', 'gnome-keyring-daemon'].filter((tool) => !has(tool))

const home = mkdtempSync(join(tmpdir(), 'catalog-keyring-'))
const runtimeDir = join(home, 'run')
mkdirSync(runtimeDir, { mode: 0o700 })
const env = {
  ...process.env,
  // gnome-keyring keeps keyrings under XDG_DATA_HOME and its control socket under
  // XDG_RUNTIME_DIR: both point into the throwaway folder, away from the user's own.
  XDG_DATA_HOME: join(home, 'data'),
  XDG_RUNTIME_DIR: runtimeDir,
  KEYRING_PASSWORD: randomBytes(12).toString('hex'),
}

let child
if (missing.length > 0) {
  console.warn(
    `[with-keyring] ${missing.join(' and ')} not found: keychain tests will be reported as skipped.`,
  )
  delete env.CATALOG_TEST_KEYRING
  child = spawn(command[0], command.slice(1), { stdio: 'inherit', env })
} else {
  env.CATALOG_TEST_KEYRING = '1'
  const inner =
    'printf %s "$KEYRING_PASSWORD" | gnome-keyring-daemon --unlock --components=secrets >/dev/null 2>&1; ' +
    'unset KEYRING_PASSWORD; exec "$@"'
  child = spawn('dbus-run-session', ['--', 'sh', '-c', inner, 'with-keyring', ...command], {
    stdio: 'inherit',
    env,
  })
}

const cleanup = () => rmSync(home, { recursive: true, force: true })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code, signal) => {
  cleanup()
  process.exit(code ?? (signal ? 1 : 0))
})
