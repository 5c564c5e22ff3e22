#!/usr/bin/env node
/**
 * Runs Doyensec's Electronegativity over src/ and fails on any medium or high severity
 * finding that is not marked inline as a justified exception.
 *
 * The tool lives in its own folder (tools/electronegativity, with its own lockfile) because
 * it bundles TypeScript 4.2 and eslint 7, which break beside the app's toolchain; it is
 * installed there with `npm ci` on first use. Test files and test helpers are left out of the
 * scan: they never ship, and they call APIs like openExternal on purpose to prove the guards.
 *
 * Exceptions: `// eng-disable CHECK_ID: why this is safe` on the finding's line.
 * Usage: node scripts/electronegativity.mjs [--src <dir>]
 */
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve, sep } from 'node:path'
import { evaluateScan, findAnnotations, formatVerdict } from './electronegativity-report.mjs'

const root = resolve(import.meta.dirname, '..')
const toolDir = join(root, 'tools', 'electronegativity')
const scanner = join(toolDir, 'scan.mjs')
/** `--src <dir>` scans another folder (the tests use small fixtures); src/ by default. */
const srcFlag = process.argv.indexOf('--src')
const source = srcFlag === -1 ? join(root, 'src') : resolve(process.argv[srcFlag + 1] ?? 'src')

/**
 * Checks that only ask the network: Electron's release list, to flag versions with known
 * fixes. Nothing at test time may download anything, and the Electron version is kept
 * current through package.json (npm outdated / dependabot), not here.
 */
const EXCLUDED_CHECKS = ['AvailableSecurityFixesGlobalCheck']

const isTestFile = (path) =>
  /\.test\.tsx?$/.test(path) || path.endsWith(`${sep}test-setup.ts`) || path.split(sep).includes('testing')

/** Stops the scan with a reason. Thrown, not process.exit: the work folder's `finally` must still run. */
class ScanFailure extends Error {}
function fail(message) {
  throw new ScanFailure(message)
}

function ensureInstalled() {
  if (existsSync(join(toolDir, 'node_modules', '@doyensec', 'electronegativity', 'package.json'))) return
  console.log('Installing Electronegativity into tools/electronegativity (npm ci, from its own lockfile)...')
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  const result = spawnSync(npm, ['ci', '--prefix', toolDir, '--no-audit', '--no-fund'], { stdio: 'inherit' })
  if (result.status !== 0) {
    fail(
      'could not install it (npm ci in tools/electronegativity failed, see above). ' +
        'It needs the npm registry; run `npm ci --prefix tools/electronegativity` once you are online.',
    )
  }
}

function stageSources(staging) {
  cpSync(source, staging, { recursive: true, filter: (path) => !isTestFile(path) })
  const files = []
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (/\.(tsx?|jsx?|html?)$/.test(entry.name)) files.push(path)
    }
  }
  walk(staging)
  return files
}

function electronVersion() {
  return JSON.parse(readFileSync(join(root, 'node_modules', 'electron', 'package.json'), 'utf8')).version
}

const work = mkdtempSync(join(tmpdir(), 'catalog-electronegativity-'))
try {
  ensureInstalled()
  const staging = join(work, 'src')
  const files = stageSources(staging)
  const output = join(work, 'result.json')
  const result = spawnSync(process.execPath, [scanner, staging, output, EXCLUDED_CHECKS.join(',')], {
    encoding: 'utf8',
    env: { ...process.env, ELECTRONEGATIVITY_ELECTRON_VERSION: electronVersion() },
  })
  if (result.status !== 0 || !existsSync(output)) {
    fail(
      `the scanner failed (exit code ${result.status ?? result.signal}):\n${result.stderr || result.stdout}`,
    )
  }
  const scan = JSON.parse(readFileSync(output, 'utf8'))
  const annotations = files.flatMap((file) =>
    findAnnotations(join('src', relative(staging, file)), readFileSync(file, 'utf8')),
  )
  for (const issue of scan.issues) if (issue.file !== 'N/A') issue.file = join('src', issue.file)
  for (const error of scan.errors) error.file = join('src', relative(staging, error.file))
  const verdict = evaluateScan(scan, annotations)
  console.log(`Scanned ${files.length} files under src/ (tests left out).`)
  console.log(formatVerdict(verdict, scan))
  process.exitCode = verdict.passed ? 0 : 1
} catch (error) {
  if (!(error instanceof ScanFailure)) throw error
  console.error(`electronegativity: ${error.message}`)
  process.exitCode = 1
} finally {
  rmSync(work, { recursive: true, force: true })
}
