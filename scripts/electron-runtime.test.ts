import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  ensureElectronRuntime,
  executableName,
  findElectronRuntime,
  firstErrorLine,
  missingRuntimeMessage,
  type ElectronRuntime,
} from './electron-runtime.mjs'

const reasonOf = (runtime: ElectronRuntime) => (runtime.found ? null : runtime.reason)

/** Each case builds its own fake node_modules/electron in a temp folder: nothing is downloaded. */
const dirs: string[] = []
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

function electronPackage(options: { pathTxt?: string; binary?: string } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'catalog-electron-pkg-'))
  dirs.push(dir)
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'electron', version: '45.4.1' }))
  if (options.pathTxt !== undefined) writeFileSync(join(dir, 'path.txt'), options.pathTxt)
  if (options.binary !== undefined) {
    const binary = join(dir, 'dist', options.binary)
    mkdirSync(join(binary, '..'), { recursive: true })
    writeFileSync(binary, '')
    chmodSync(binary, 0o755)
  }
  return dir
}

describe('findElectronRuntime', () => {
  it('finds the binary the electron package recorded in path.txt', () => {
    const dir = electronPackage({ pathTxt: 'electron', binary: 'electron' })
    expect(findElectronRuntime({ electronDir: dir, env: {}, platform: 'linux' })).toStrictEqual({
      found: true,
      version: '45.4.1',
      executablePath: join(dir, 'dist', 'electron'),
      source: 'node_modules/electron',
    })
  })

  it('reports a missing binary as something a download can fix', () => {
    for (const dir of [electronPackage(), electronPackage({ pathTxt: 'electron' })]) {
      const runtime = findElectronRuntime({ electronDir: dir, env: {}, platform: 'linux' })
      expect(runtime).toMatchObject({ found: false, canDownload: true, version: '45.4.1' })
      expect(reasonOf(runtime)).toContain('runtime binary')
    }
  })

  it('prefers ELECTRON_OVERRIDE_DIST_PATH, with the platform binary name', () => {
    const dir = electronPackage()
    const unpacked = mkdtempSync(join(tmpdir(), 'catalog-electron-dist-'))
    dirs.push(unpacked)
    writeFileSync(join(unpacked, 'electron'), '')
    const runtime = findElectronRuntime({
      electronDir: dir,
      env: { ELECTRON_OVERRIDE_DIST_PATH: unpacked },
      platform: 'linux',
    })
    expect(runtime).toMatchObject({
      found: true,
      executablePath: join(unpacked, 'electron'),
      source: 'ELECTRON_OVERRIDE_DIST_PATH',
    })
  })

  it('says so when the override points at nothing, and does not offer a download', () => {
    const dir = electronPackage({ pathTxt: 'electron', binary: 'electron' })
    const runtime = findElectronRuntime({
      electronDir: dir,
      env: { ELECTRON_OVERRIDE_DIST_PATH: '/nowhere' },
      platform: 'linux',
    })
    expect(runtime).toMatchObject({ found: false, canDownload: false })
    expect(reasonOf(runtime)).toBe(
      `ELECTRON_OVERRIDE_DIST_PATH is set to /nowhere, but ${join('/nowhere', 'electron')} does not exist`,
    )
  })

  it('reports a missing electron package', () => {
    const runtime = findElectronRuntime({ electronDir: '/nowhere/electron', env: {}, platform: 'linux' })
    expect(runtime).toMatchObject({ found: false, canDownload: false })
    expect(reasonOf(runtime)).toContain('run npm install')
  })

  it('names the binary per platform like the electron package does', () => {
    expect(executableName('linux')).toBe('electron')
    expect(executableName('win32')).toBe('electron.exe')
    expect(executableName('darwin')).toBe('Electron.app/Contents/MacOS/Electron')
  })
})

describe('ensureElectronRuntime', () => {
  it('does not try to download when the runtime is there', () => {
    const dir = electronPackage({ pathTxt: 'electron', binary: 'electron' })
    let installs = 0
    const install = () => {
      installs += 1
      return { ok: true, detail: null }
    }
    const runtime = ensureElectronRuntime({
      electronDir: dir,
      env: {},
      platform: 'linux',
      install,
      log: () => {},
    })
    expect(runtime).toMatchObject({ found: true, installAttempted: false })
    expect(installs).toBe(0)
  })

  it('tries the official download once, saying so, and uses what it installed', () => {
    const dir = electronPackage()
    const lines: string[] = []
    let installs = 0
    const runtime = ensureElectronRuntime({
      electronDir: dir,
      env: {},
      platform: 'linux',
      log: (line: string) => lines.push(line),
      install: () => {
        installs += 1
        writeFileSync(join(dir, 'path.txt'), 'electron')
        mkdirSync(join(dir, 'dist'))
        writeFileSync(join(dir, 'dist', 'electron'), '')
        return { ok: true, detail: null }
      },
    })
    expect(installs).toBe(1)
    expect(lines).toStrictEqual([
      'The Electron 45.4.1 runtime is not installed yet: trying the official download once (from GitHub, about 100 MB)...',
    ])
    expect(runtime).toMatchObject({
      found: true,
      installAttempted: true,
      executablePath: join(dir, 'dist', 'electron'),
    })
  })

  it('names the mirror it downloads from', () => {
    const lines: string[] = []
    ensureElectronRuntime({
      electronDir: electronPackage(),
      env: { ELECTRON_MIRROR: 'https://mirror.example/electron/' },
      platform: 'linux',
      log: (line: string) => lines.push(line),
      install: () => ({ ok: false, detail: null }),
    })
    expect(lines[0]).toContain('from https://mirror.example/electron/')
  })

  it('reports a failed download with its cause, once', () => {
    let installs = 0
    const runtime = ensureElectronRuntime({
      electronDir: electronPackage(),
      env: {},
      platform: 'linux',
      log: () => {},
      install: () => {
        installs += 1
        return { ok: false, detail: 'RequestError: getaddrinfo ENOTFOUND github.com' }
      },
    })
    expect(installs).toBe(1)
    expect(runtime).toMatchObject({ found: false, installAttempted: true })
    expect(reasonOf(runtime)).toMatch(/the download failed: RequestError: getaddrinfo ENOTFOUND github.com$/)
  })

  it('does not download when an override is set but wrong: the override is the thing to fix', () => {
    let installs = 0
    const runtime = ensureElectronRuntime({
      electronDir: electronPackage(),
      env: { ELECTRON_OVERRIDE_DIST_PATH: '/nowhere' },
      platform: 'linux',
      log: () => {},
      install: () => {
        installs += 1
        return { ok: true, detail: null }
      },
    })
    expect(installs).toBe(0)
    expect(runtime).toMatchObject({ found: false, installAttempted: false })
  })
})

describe('missingRuntimeMessage', () => {
  const text = missingRuntimeMessage({
    reason: 'the download failed: fetch failed',
    version: '45.4.1',
    platform: 'linux',
    arch: 'x64',
  })

  it('says what happened and every way to fix it', () => {
    expect(text).toContain('Catalog Browser cannot start: the Electron runtime is missing.')
    expect(text).toContain('What happened: the download failed: fetch failed.')
    expect(text).toContain('github.com')
    expect(text).toContain('ELECTRON_MIRROR=')
    expect(text).toContain('ELECTRON_OVERRIDE_DIST_PATH=')
    expect(text).toContain('electron-v45.4.1-linux-x64.zip')
    expect(text).toContain('npm run demo-server')
  })

  it('has no stack trace in it', () => {
    expect(text).not.toMatch(/^\s+at /m)
  })
})

describe('firstErrorLine', () => {
  it('keeps the cause and drops the stack', () => {
    const stderr =
      'HTTPError: Response code 404 (Not Found) for https://x\n    at Request.<anonymous> (/a.js:1:1)\n    at emit (node:events)\n'
    expect(firstErrorLine(stderr)).toBe('HTTPError: Response code 404 (Not Found) for https://x')
    expect(firstErrorLine('')).toBeNull()
  })
})
