import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  BUILD_PACKAGES,
  DEBIAN_BENCH_PACKAGES,
  DEBIAN_BROWSER_PACKAGE,
  DEBIAN_TEST_PACKAGES,
  debianPackages,
  installLine,
} from './system-packages.mjs'

const root = resolve(__dirname, '..')
const script = join(root, 'scripts', 'system-packages.mjs')
const cli = (...args: string[]) => spawnSync(process.execPath, [script, ...args], { encoding: 'utf8' })

describe('the system package lists', () => {
  it('name what keytar needs to compile on Debian/Ubuntu and Fedora', () => {
    expect(installLine('debian')).toBe(
      'sudo apt-get install libsecret-1-dev pkg-config build-essential python3',
    )
    expect(installLine('fedora')).toBe(
      'sudo dnf install libsecret-devel pkgconf-pkg-config gcc-c++ make python3',
    )
  })

  it('give CI the build packages, the test packages and the browser, each once', () => {
    const ci = debianPackages('ci')
    expect(ci).toEqual([...BUILD_PACKAGES.debian.packages, ...DEBIAN_TEST_PACKAGES, DEBIAN_BROWSER_PACKAGE])
    expect(new Set(ci).size).toBe(ci?.length)
    expect(debianPackages('test')).not.toContain(DEBIAN_BROWSER_PACKAGE)
  })

  it('give the bench what CI has and the CJK fonts, which CI does not install', () => {
    expect(debianPackages('bench')).toEqual([...(debianPackages('ci') ?? []), 'fonts-noto-cjk'])
    expect(debianPackages('ci')).not.toContain(DEBIAN_BENCH_PACKAGES[0])
  })

  it('print one package a line for shell scripts, and refuse an unknown purpose', () => {
    expect(cli('build').stdout).toBe(`${BUILD_PACKAGES.debian.packages.join('\n')}\n`)
    const unknown = cli('everything')
    expect(unknown.status).toBe(2)
    expect(unknown.stderr).toContain('usage:')
  })

  it('are what .ci/run installs', () => {
    const ciRun = readFileSync(join(root, '.ci', 'run'), 'utf8')
    expect(ciRun).toMatch(/^package_list=\$\(node scripts\/system-packages\.mjs ci\)$/m)
    expect(ciRun).toMatch(/apt-get install [^\n]*"\$\{missing\[@\]\}"/)
  })

  it("are the Linux keychain page's one-line Debian install", () => {
    const page = readFileSync(join(root, 'docs', 'admin', 'linux-keychain.md'), 'utf8')
    expect(page).toContain(`\`sudo apt-get install ${debianPackages('ci')?.join(' ')}\``)
  })
})
