#!/usr/bin/env node
/**
 * `npm start`: builds the app and launches it in Electron.
 *
 * When the Electron runtime is missing (its binary is a separate download from GitHub that
 * many machines cannot make), this tries the official download once and otherwise prints
 * what happened and how to fix it, instead of electron's stack trace. Arguments after
 * `npm start --` go to the app, e.g. `npm start -- --demo` or `-- --base-url=https://…`.
 */
import { spawn, spawnSync } from 'node:child_process'
import { join, resolve } from 'node:path'
import { ensureElectronRuntime, missingRuntimeMessage } from './electron-runtime.mjs'
import { rootHint, sandboxAbortHint } from './launch-hints.mjs'

const root = resolve(import.meta.dirname, '..')
const appArgs = process.argv.slice(2)

const runtime = ensureElectronRuntime()
if (!runtime.found) {
  console.error(missingRuntimeMessage(runtime))
  process.exit(1)
}

// Checked once Electron is there to run: as root on Linux it would abort with a bare FATAL line.
const asRoot = rootHint(process.getuid?.(), process.platform, appArgs)
if (asRoot) {
  console.error(asRoot)
  process.exit(1)
}

console.log('Building Catalog Browser (electron-vite build)...')
const bin = join(
  root,
  'node_modules',
  '.bin',
  process.platform === 'win32' ? 'electron-vite.cmd' : 'electron-vite',
)
const build = spawnSync(bin, ['build'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' })
if (build.status !== 0) {
  console.error(`\nThe build failed (see above), so Catalog Browser was not started.`)
  process.exit(build.status ?? 1)
}

if (process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) {
  console.warn('No display found (DISPLAY is unset): on a headless machine, run `xvfb-run -a npm start`.')
}

// The built app, not the dev server: never pass the dev server's URL to the launched app.
const env = { ...process.env }
delete env.ELECTRON_RENDERER_URL
delete env.ELECTRON_RUN_AS_NODE
// stderr is passed through as it comes, and kept (bounded) to recognise a sandbox abort.
const child = spawn(runtime.executablePath, [root, ...appArgs], {
  cwd: root,
  stdio: ['inherit', 'inherit', 'pipe'],
  env,
})
let errorOutput = ''
child.stderr.on('data', (chunk) => {
  process.stderr.write(chunk)
  errorOutput = (errorOutput + chunk.toString()).slice(-20_000)
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('error', (error) => {
  console.error(`Could not launch Electron (${runtime.executablePath}): ${error.message}`)
  process.exit(1)
})
child.on('exit', (code, signal) => {
  const hint = code !== 0 ? sandboxAbortHint(errorOutput) : null
  if (hint) console.error(`\n${hint}`)
  process.exit(code ?? (signal ? 1 : 0))
})
