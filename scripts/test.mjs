#!/usr/bin/env node
/**
 * `npm test`: every check and every test, in one command.
 *
 * Steps run in order and all of them run even after a failure, so one run shows everything
 * that is wrong; the exit code is non-zero if any step failed. Steps of one stage run side by
 * side: lint and tsc are one process each, so on two cores the pair takes as long as the
 * slower one; the test suites use both cores by themselves and run alone. Test suites run inside a
 * private D-Bus session with a throwaway gnome-keyring (scripts/with-keyring.mjs). The last
 * line sums up the test counts of vitest and Playwright, with every skipped test's reason.
 */
import { spawn } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { ensureElectronRuntime, findElectronRuntime } from './electron-runtime.mjs'
import { summarise } from './test-summary.mjs'
import { leftBehind, ownTempFolders } from './temp-folders.mjs'

const root = resolve(import.meta.dirname, '..')
const reports = join(root, 'test-results')
const vitestReport = join(reports, 'vitest-report.json')
const e2eReport = join(reports, 'e2e-report.json')
const bin = (name) => join(root, 'node_modules', '.bin', name)
const withKeyring = ['node', join(root, 'scripts/with-keyring.mjs')]

/** Temporary folders our tests and tools create (scripts/temp-folders.mjs); each must be gone when the run ends. */
const tempBefore = ownTempFolders()

rmSync(vitestReport, { force: true })
rmSync(e2eReport, { force: true })
mkdirSync(reports, { recursive: true })

const failed = new Set()

const hasDisplay = Boolean(process.env.DISPLAY) || process.platform !== 'linux'
// CI runs Electron's own tests too (ci.yml sets CATALOG_TEST_ELECTRON=download): the runtime is
// downloaded here, after the README's `npm install`, which is then the job's only install; a
// failed download fails the run instead of leaving those tests skipped.
const electronAsked = process.env.CATALOG_TEST_ELECTRON === 'download'
const electron = electronAsked ? ensureElectronRuntime() : findElectronRuntime()
if (electronAsked && !electron.found) {
  failed.add('electron runtime')
  console.log(`✖ electron runtime failed (${electron.reason})`)
}
const electronInstalled = electron.found
// Electron needs a display; headless Chromium does not. Use a virtual one only when needed.
const display = electronInstalled && !hasDisplay ? ['xvfb-run', '-a'] : []

const lint = { name: 'lint', command: [bin('eslint'), '--max-warnings=0', '.'] }
const typecheck = { name: 'typecheck', command: [bin('tsc'), '-b'] }
const build = { name: 'build', command: [bin('electron-vite'), 'build'] }
const vitest = {
  name: 'unit and integration tests (vitest)',
  command: [
    ...withKeyring,
    bin('vitest'),
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestReport}`,
  ],
}
const recipes = {
  name: 'recipes (docs/dev/how-to-add.md applied to a scratch copy)',
  command: ['node', join(root, 'scripts/recipes/run.mjs')],
}
const scan = {
  name: 'electron security scan (electronegativity)',
  command: ['node', join(root, 'scripts/electronegativity.mjs')],
}
const e2e = {
  name: 'end-to-end tests (playwright)',
  command: [...withKeyring, ...display, bin('playwright'), 'test'],
  needs: 'build',
}
// The build alone: while it bundles electron.vite.config.ts it writes a temporary copy beside
// it, which eslint, listing the folder at the same moment, then fails to open.
const stages = [[lint, typecheck], [build], [vitest], [recipes, scan], [e2e]]

const times = []
for (const stage of stages) {
  const alone = stage.length === 1
  const results = await Promise.all(stage.map((step) => runStep(step, alone)))
  // Side-by-side steps print whole, one after another, once all of them are done.
  for (const { step, output, took, error } of results) {
    if (!alone) console.log(`\n━━ ${step.name} ━━\n${output}`)
    // Each step's time, summed up at the end: where a slow run spent it (docs/dev/testing.md).
    times.push(`${step.name}: ${took} s`)
    if (error) {
      failed.add(step.name)
      console.log(`✖ ${step.name} ${error}`)
    }
  }
}

/** Runs one step: its output straight through when it runs alone, else kept to print whole. */
function runStep(step, alone) {
  if (alone) console.log(`\n━━ ${step.name} ━━`)
  if (step.needs && failed.has(step.needs)) {
    return Promise.resolve({ step, output: '', took: 0, error: `not run: the ${step.needs} step failed` })
  }
  const started = performance.now()
  const child = spawn(step.command[0], step.command.slice(1), {
    cwd: root,
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: process.env,
  })
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  return new Promise((done) => {
    const finish = (error) =>
      done({ step, output, took: Math.round((performance.now() - started) / 1000), error })
    child.on('error', (error) => finish(`failed (${error.message})`))
    child.on('close', (code, signal) =>
      finish(code === 0 ? undefined : `failed (exit code ${code ?? signal})`),
    )
  })
}

// Tests clean up after themselves: a folder left in the temp directory is a failed step.
const leftOver = leftBehind(tempBefore, ownTempFolders())
if (leftOver.length > 0) {
  failed.add('temporary folders cleaned up')
  console.log(
    `\n✖ ${leftOver.length} temporary folder(s) left in ${tmpdir()}: ${leftOver.slice(0, 10).join(', ')}`,
  )
}

const summary = summarise({ vitestReport, e2eReport })
console.log('\n━━ summary ━━')
console.log(`time per step: ${times.join(', ')}`)
for (const line of summary.skippedReasons) console.log(`skipped: ${line}`)
if (failed.size > 0) console.log(`failed steps: ${[...failed].join(', ')}`)
console.log(`tests: ${summary.passed} passed, ${summary.failed} failed, ${summary.skipped} skipped`)
process.exit(failed.size > 0 || summary.failed > 0 ? 1 : 0)
