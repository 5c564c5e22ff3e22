import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  buildFailedMessage,
  linuxFamily,
  missingPrerequisites,
  missingPrerequisitesMessage,
  type LinuxProbes,
} from './keychain-prerequisites.mjs'

const DEBIAN_LINE = 'sudo apt-get install libsecret-1-dev pkg-config build-essential python3'
const FEDORA_LINE = 'sudo dnf install libsecret-devel pkgconf-pkg-config gcc-c++ make python3'
const allPresent: LinuxProbes = {
  pkgConfig: true,
  libsecret: true,
  compiler: true,
  compilerName: 'g++',
  make: true,
  python: true,
}
const lastLine = (text: string) => text.trimEnd().split('\n').at(-1) ?? ''

describe('which Linux build prerequisites are missing', () => {
  it('finds none when every probe succeeded', () => {
    expect(missingPrerequisites(allPresent)).toEqual([])
  })

  it.each([
    ['libsecret', /libsecret-1's development files/],
    ['make', /^make$/],
    ['python', /Python 3/],
  ] as const)('names a missing %s alone', (probe, says) => {
    const missing = missingPrerequisites({ ...allPresent, [probe]: false })
    expect(missing).toHaveLength(1)
    expect(missing[0]).toMatch(says)
  })

  it('names the compiler it looked for', () => {
    expect(missingPrerequisites({ ...allPresent, compiler: false, compilerName: 'clang++' })).toEqual([
      'a C++ compiler (clang++)',
    ])
  })

  it('reports a missing pkg-config once, not also as a missing libsecret it could not look up', () => {
    const missing = missingPrerequisites({ ...allPresent, pkgConfig: false, libsecret: false })
    expect(missing).toEqual([expect.stringMatching(/^pkg-config/)])
  })
})

describe('the Linux family from /etc/os-release', () => {
  it.each([
    ['ID=debian\nVERSION_ID="12"', 'debian'],
    ['ID=ubuntu\nID_LIKE=debian', 'debian'],
    ['ID=linuxmint\nID_LIKE="ubuntu debian"', 'debian'],
    ['ID="fedora"\nVERSION_ID=40', 'fedora'],
    ['ID="rocky"\nID_LIKE="rhel centos fedora"', 'fedora'],
    ['ID=arch', null],
    ['', null],
  ])('%j is %s', (osRelease, family) => {
    expect(linuxFamily(osRelease)).toBe(family)
  })

  it('reads whole IDs, not parts of other fields', () => {
    expect(linuxFamily('ID=opensuse\nPRETTY_NAME="not debian at all"')).toBeNull()
  })
})

describe('the message when prerequisites are missing', () => {
  it('lists what is missing and ends with the exact install line of this system', () => {
    const message = missingPrerequisitesMessage(["libsecret-1's development files", 'make'], 'debian')
    expect(message).toContain("  - libsecret-1's development files\n  - make\n")
    expect(message).toContain(FEDORA_LINE)
    expect(lastLine(message)).toContain(DEBIAN_LINE)
    expect(lastLine(message)).toContain('# this system')
  })

  it('puts the Fedora line last on Fedora', () => {
    const message = missingPrerequisitesMessage(['make'], 'fedora')
    expect(lastLine(message)).toContain(FEDORA_LINE)
    expect(message).toContain(DEBIAN_LINE)
  })

  it('gives both lines, neither marked, on an unknown distribution', () => {
    const message = missingPrerequisitesMessage(['make'], null)
    expect(message).toContain(DEBIAN_LINE)
    expect(message).toContain(FEDORA_LINE)
    expect(message).not.toContain('this system')
  })
})

describe('the message when compiling failed', () => {
  it('tells macOS users to install the Xcode command line tools', () => {
    expect(lastLine(buildFailedMessage('darwin', null))).toBe('  xcode-select --install')
  })

  it('tells Windows users which Visual Studio workload and Python they need', () => {
    const message = buildFailedMessage('win32', null)
    expect(message).toContain('Visual Studio Build Tools with the "Desktop development with C++" workload')
    expect(message).toContain('Python 3')
  })

  it('gives Linux users the install lines, this system last', () => {
    const message = buildFailedMessage('linux', 'debian')
    expect(message).toContain("node-gyp's output above")
    expect(lastLine(message)).toContain(DEBIAN_LINE)
  })
})

/** The real script, run on a copy of keytar without its binary, as npm runs it after an install. */
describe.skipIf(process.platform !== 'linux')('install-keychain.mjs on this Linux machine', () => {
  const root = resolve(__dirname, '..')
  let scratch = ''
  let keytar = ''
  // The real folder, even when node_modules or keytar is a symlink (a worktree sharing another's).
  const realKeytar = () => realpathSync(join(root, 'node_modules', 'keytar'))
  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), 'catalog-keychain-install-'))
    cpSync(join(root, 'scripts'), join(scratch, 'scripts'), { recursive: true })
    mkdirSync(join(scratch, 'node_modules'))
    keytar = join(scratch, 'node_modules', 'keytar')
  })
  afterEach(() => rmSync(keytar, { recursive: true, force: true }))
  afterAll(() => rmSync(scratch, { recursive: true, force: true }))

  const run = (env: Record<string, string>) =>
    spawnSync(process.execPath, [join(scratch, 'scripts', 'install-keychain.mjs')], {
      encoding: 'utf8',
      env: { ...process.env, ...env },
    })

  it('stops before compiling when libsecret cannot be found, its last line the install line', () => {
    const source = realKeytar()
    cpSync(source, keytar, { recursive: true, filter: (path) => !path.startsWith(join(source, 'build')) })
    const result = run({ PKG_CONFIG_LIBDIR: '/nonexistent', PKG_CONFIG_PATH: '' })
    expect(result.stderr).toContain("libsecret-1's development files")
    expect(result.stderr).not.toContain('gyp')
    expect(lastLine(result.stderr)).toMatch(/sudo (apt-get|dnf) install/)
    expect(result.status).toBe(1)
  })

  it('R4-8: refuses an http mirror before any request and compiles instead', () => {
    const source = realKeytar()
    cpSync(source, keytar, { recursive: true, filter: (path) => !path.startsWith(join(source, 'build')) })
    // Port 9 (discard) on loopback: nothing is fetched either way. node-gyp is hidden so the
    // compile that follows ends at once; what matters is the line before it.
    const result = run({
      npm_config_keytar_binary_host: 'http://127.0.0.1:9/keytar',
      npm_config_node_gyp: join(scratch, 'no-node-gyp.js'),
    })
    expect(result.stdout).toContain(
      'keytar: no prebuilt binary (refusing the prebuilt binary: http://127.0.0.1:9/keytar/v7.9.0/',
    )
    expect(result.stdout).toMatch(
      /is not https \(set npm_config_keytar_binary_host to an https mirror, or unset it\)\); compiling it from source\./,
    )
    expect(result.stderr).toContain('node-gyp was not found')
    expect(result.status).toBe(1)
  })

  it('leaves a keytar that already loads alone, whatever the prerequisites', () => {
    symlinkSync(realKeytar(), keytar)
    const result = run({ PKG_CONFIG_LIBDIR: '/nonexistent' })
    expect(result.stdout).toBe('keytar: already built.\n')
    expect(result.status).toBe(0)
  })
})

describe("the Linux keychain page's example", () => {
  it('is what a Debian machine without libsecret-1-dev is told', () => {
    const page = readFileSync(resolve(__dirname, '..', 'docs', 'admin', 'linux-keychain.md'), 'utf8')
    const shown = missingPrerequisitesMessage(
      missingPrerequisites({ ...allPresent, libsecret: false }),
      'debian',
    ).trim()
    expect(page).toContain(`\`\`\`\n${shown}\n\`\`\``)
  })
})
