#!/usr/bin/env node
/**
 * The root package's postinstall: gets keytar (the keychain module) a native binary, or says
 * in plain words which system packages are missing.
 *
 * Why not keytar's own install script: npm runs every dependency's install script before the
 * root package's scripts, so a missing libsecret used to end `npm install` in node-gyp's raw
 * output. package.json's allowScripts denies keytar's script, and this runs instead, after
 * everything is in place: it checks the build prerequisites first (Linux), then tries keytar's
 * prebuilt binary (https only, its SHA-256 pinned in scripts/keytar-prebuilt.mjs, a bounded
 * wait so an offline machine moves on quickly), then compiles.
 * Every failure ends with the message from scripts/keychain-prerequisites.mjs.
 */
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { get as httpsGet } from 'node:https'
import { dirname, join, resolve } from 'node:path'
import { gunzipSync } from 'node:zlib'
import {
  buildFailedMessage,
  linuxFamily,
  missingPrerequisites,
  missingPrerequisitesMessage,
} from './keychain-prerequisites.mjs'
import { BINARY_PATH, digestMismatch, fileFromTar, prebuiltPlan, redirectTarget } from './keytar-prebuilt.mjs'

/** Long enough to download the ~1 MB prebuilt binary on a slow link; a blocked host must not stall the install. */
const PREBUILT_TIMEOUT_MS = 30_000
/** A release download redirects once, to GitHub's storage host; a loop must end. */
const MAX_REDIRECTS = 3
/** The archives are ~0.2 MB; a host sending more is not sending keytar. */
const MAX_ARCHIVE_BYTES = 16 * 1024 * 1024

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

/** Why an https download stopped, as the reason line says it. */
class DownloadRefused extends Error {}

/** GET over https only (node:https cannot speak http), following https redirects, bounded in size. */
function download(url, redirectsLeft = MAX_REDIRECTS) {
  return new Promise((resolvePromise, reject) => {
    const request = httpsGet(url, (response) => {
      const { statusCode = 0, headers } = response
      if (statusCode >= 300 && statusCode < 400 && headers.location) {
        response.resume()
        const next = redirectTarget(url, headers.location)
        if (next.reason) return reject(new DownloadRefused(next.reason))
        if (redirectsLeft === 0) return reject(new DownloadRefused(`more than ${MAX_REDIRECTS} redirects`))
        return resolvePromise(download(next.url, redirectsLeft - 1))
      }
      if (statusCode !== 200) {
        response.resume()
        return reject(new DownloadRefused(`${url} answered HTTP ${statusCode}`))
      }
      const chunks = []
      let size = 0
      response.on('data', (chunk) => {
        size += chunk.length
        if (size > MAX_ARCHIVE_BYTES)
          request.destroy(new DownloadRefused(`the archive passed ${MAX_ARCHIVE_BYTES} bytes`))
        else chunks.push(chunk)
      })
      response.on('end', () => resolvePromise(Buffer.concat(chunks)))
      response.on('error', reject)
    })
    request.setTimeout(PREBUILT_TIMEOUT_MS, () =>
      request.destroy(new DownloadRefused(`no answer within ${PREBUILT_TIMEOUT_MS / 1000} s`)),
    )
    request.on('error', reject)
  })
}

/**
 * keytar's prebuilt binary, used only when fetched over https and its archive's SHA-256 is the
 * pinned one (scripts/keytar-prebuilt.mjs); never cached, so nothing unverified is loaded later.
 * null when it is in place and loads, else why not.
 */
async function tryPrebuilt() {
  const keytar = JSON.parse(readFileSync(join(keytarDir, 'package.json'), 'utf8'))
  const plan = prebuiltPlan({
    env: process.env,
    version: keytar.version,
    napiVersion: keytar.binary?.napi_versions?.[0],
    platform: process.platform,
    arch: process.arch,
  })
  if (plan.reason) return plan.reason
  let archive
  try {
    archive = await download(plan.url)
  } catch (error) {
    return error instanceof DownloadRefused ? error.message : `the download failed (${error.message})`
  }
  const name = plan.url.slice(plan.url.lastIndexOf('/') + 1)
  const mismatch = digestMismatch(name, createHash('sha256').update(archive).digest('hex'), plan.sha256)
  if (mismatch) return mismatch
  const binary = fileFromTar(gunzipSync(archive), BINARY_PATH)
  if (!binary) return `${name} holds no ${BINARY_PATH}`
  const target = join(keytarDir, BINARY_PATH)
  mkdirSync(dirname(target), { recursive: true })
  writeFileSync(target, binary)
  if (keytarLoads()) return null
  rmSync(target, { force: true })
  return 'the verified binary does not load'
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

async function main() {
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
  const whyNoPrebuilt = await tryPrebuilt()
  if (whyNoPrebuilt === null) {
    console.log('keytar: using its prebuilt binary (https, pinned SHA-256 verified).')
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

process.exitCode = await main()
