import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '..')
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  engines: { node: string }
  devDependencies: Record<string, string>
  allowScripts: Record<string, boolean>
}
/** The one home of the toolchain's Node version: .nvmrc (read by the workflows and .ci/run). */
const nvmrc = readFileSync(join(root, '.nvmrc'), 'utf8').trim()
const numbers = (version: string) =>
  version
    .replace(/^[^\d]*/, '')
    .split('.')
    .map(Number)

describe('the Node the toolchain runs on', () => {
  it('is the Node the app ships with: Node 22 from 22.12, as engines says', () => {
    const [major = 0, minor = 0] = numbers(nvmrc)
    expect(major).toBe(22)
    expect(minor).toBeGreaterThanOrEqual(12)
    expect(pkg.engines.node).toBe('>=22.12.0')
  })

  it('is the npm registry node package that package.json installs for every script', () => {
    expect(pkg.devDependencies.node).toBe(nvmrc)
    // Its preinstall fetches the binary package from the registry; without this npm skips it.
    expect(pkg.allowScripts.node).toBe(true)
  })

  it('types Node 22, not another major', () => {
    expect(pkg.devDependencies['@types/node']).toMatch(/^\^22\./)
  })

  it('is brought by .ci/run before any npm command on an older Node', () => {
    const ci = readFileSync(join(root, '.ci/run'), 'utf8')
    const bootstrap = ci.indexOf('wanted_node=$(cat .nvmrc)')
    expect(bootstrap).toBeGreaterThan(-1)
    expect(ci.indexOf('npm ci')).toBeGreaterThan(bootstrap)
    expect(ci).toContain('export PATH="$node_home/node_modules/.bin:$PATH"')
  })
})
