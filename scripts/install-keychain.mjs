#!/usr/bin/env node
/**
 * The root package's postinstall: gets keytar (the keychain module) a native binary, or says
 * in plain words which system packages are missing.
 *
 * Why not keytar's own install script: npm runs every dependency's install script before the
 * root package's scripts, so a missing libsecret used to end `npm install` in node-gyp's raw
 * output. package.json's allowScripts denies keytar's script, and this runs instead, after
 * everything is in place: it checks the build prerequisites first (Linux), then tries keytar's
 * prebuilt binary (a bounded wait, so an offline machine moves on quickly), then compiles.
 * Every failure ends with the message from scripts/keychain-prerequisites.mjs.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import {
  buildFailedMessage,
  linuxFamily,
  missingPrerequisites,
  missingPrerequisitesMessage,
  prebuiltFailureReason,
} from './keychain-prerequisites.mjs'

/** Long enough to download the ~1 MB prebuilt binary on a slow link; a blocked host must not stall the install. */
const PREBUILT_TIMEOUT_MS = 30_000

const keytarDir = resolve(import.meta.dirname, '..', 'node_modules', 'keytar')

const succeeds = (command, args) => spawnSync(command, args, { stdio: 'ignore' }).status === 0

/** Whether keytar's binary exists and loads in a fresh Node (the same check its require makes). */
const keytarLoads = () => succeeds(process.execPath, ['-e', `require(${JSON.stringify(keytarDir)})`])

function probeLinux() {
  const compilerName = process.env.CXX || 'g++'
  return {
    pkgConfig: succeeds('pkg-config', ['--version']),
    libsecret: succeeds('pkg-config', ['--exists', 'libsecret-1']),
    // CXX may carry a wrapper or flags ("ccache g++"), so the shell splits it as make would.
    compiler: succeeds('sh', ['-c', `${compilerName} --version`]),
    compilerName,
    make: succeeds('make', ['--version']),
    python: succeeds(process.env.PYTHON || 'python3', ['--version']),
  }
}

function readFamily() {
  try {
    return linuxFamily(readFileSync('/etc/os-release', 'utf8'))
  } catch {
    return null
  }
}

/** keytar's prebuilt binary through its own prebuild-install; null when it worked, else why not. */
function tryPrebuilt() {
  let bin
  try {
    bin = createRequire(join(keytarDir, 'package.json')).resolve('prebuild-install/bin.js')
  } catch {
    return "keytar's prebuild-install is not installed"
  }
  const result = spawnSync(process.execPath, [bin], {
    cwd: keytarDir,
    encoding: 'utf8',
    timeout: PREBUILT_TIMEOUT_MS,
    killSignal: 'SIGKILL',
  })
  if (result.error?.code === 'ETIMEDOUT') return `no answer within ${PREBUILT_TIMEOUT_MS / 1000} s`
  if (result.status !== 0) return prebuiltFailureReason(`${result.stdout}\n${result.stderr}`)
  return keytarLoads() ? null : 'the downloaded binary does not load'
}

/** npm hands its bundled node-gyp to lifecycle scripts; run by hand, find it beside npm. */
function nodeGypPath() {
  if (process.env.npm_config_node_gyp) return process.env.npm_config_node_gyp
  const npmCli = process.env.npm_execpath
  return npmCli ? join(dirname(npmCli), '..', 'node_modules', 'node-gyp', 'bin', 'node-gyp.js') : null
}

function compile() {
  const nodeGyp = nodeGypPath()
  if (!nodeGyp || !existsSync(nodeGyp)) {
    console.error('node-gyp was not found: run this through `npm install` (or `npm run postinstall`).')
    return false
  }
  // node-gyp narrates every step; its output matters only when the build fails, and then it is
  // shown in full, above the message that says what to install.
  const result = spawnSync(process.execPath, [nodeGyp, 'rebuild'], {
    cwd: keytarDir,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  if (result.status === 0) return true
  process.stderr.write(
    `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? `${result.error.message}\n` : ''}`,
  )
  return false
}

function main() {
  if (!existsSync(join(keytarDir, 'package.json'))) {
    console.log('keytar is not installed: nothing to build.')
    return 0
  }
  if (keytarLoads()) {
    console.log('keytar: already built.')
    return 0
  }
  const family = process.platform === 'linux' ? readFamily() : null
  if (process.platform === 'linux') {
    const missing = missingPrerequisites(probeLinux())
    if (missing.length > 0) {
      console.error(missingPrerequisitesMessage(missing, family))
      return 1
    }
  }
  const whyNoPrebuilt = tryPrebuilt()
  if (whyNoPrebuilt === null) {
    console.log('keytar: using its prebuilt binary.')
    return 0
  }
  console.log(`keytar: no prebuilt binary (${whyNoPrebuilt}); compiling it from source.`)
  if (compile() && keytarLoads()) {
    console.log('keytar: compiled.')
    return 0
  }
  console.error(buildFailedMessage(process.platform, family))
  return 1
}

process.exitCode = main()
