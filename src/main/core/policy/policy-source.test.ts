import { describe, expect, it, vi } from 'vitest'
import {
  developmentPolicyFile,
  machinePolicySources,
  POLICY_FILE_VARIABLE,
  policySourcesFor,
  sourceName,
} from './policy-source'

const LINUX = [{ kind: 'file', path: '/etc/catalog-browser/policy.json', owner: 0 }]

describe('machinePolicySources', () => {
  it('reads, on each OS, only where a standard user cannot write: root’s files and HKLM', () => {
    expect(machinePolicySources('linux')).toEqual(LINUX)
    expect(machinePolicySources('darwin')).toEqual([
      { kind: 'plist', path: '/Library/Managed Preferences/com.catalogbrowser.app.plist', owner: 0 },
      { kind: 'file', path: '/Library/Application Support/Catalog Browser/policy.json', owner: 0 },
    ])
    expect(machinePolicySources('win32')).toEqual([
      {
        kind: 'registry',
        key: 'HKLM\\SOFTWARE\\Policies\\Catalog Browser team\\Catalog Browser',
        value: 'Policy',
      },
    ])
  })

  it('R5-3: takes no part of the Windows policy’s place from the environment', () => {
    // Today's code built C:\Users\me\x\Catalog Browser\policy.json from this.
    const planted = {
      ProgramData: 'C:\\Users\\me\\x',
      SystemRoot: 'C:\\Users\\me\\x',
      windir: 'C:\\Users\\me\\x',
    }
    const log = vi.fn()
    const sources = policySourcesFor({ platform: 'win32', env: planted, allowOverride: false, log })
    expect(sources).toEqual(machinePolicySources('win32'))
    expect(JSON.stringify(sources)).not.toContain('me\\\\x')
    expect(log).not.toHaveBeenCalled()
  })

  it('names a registry source by its key and value, a file by its path', () => {
    expect(machinePolicySources('win32').map(sourceName)).toEqual([
      'HKLM\\SOFTWARE\\Policies\\Catalog Browser team\\Catalog Browser\\Policy',
    ])
    expect(machinePolicySources('linux').map(sourceName)).toEqual(['/etc/catalog-browser/policy.json'])
  })
})

describe('policySourcesFor', () => {
  const env = { [POLICY_FILE_VARIABLE]: '/tmp/test-policy.json' }

  it('takes an absolute override only where it is allowed (a copy that is not installed)', () => {
    const log = vi.fn()
    expect(policySourcesFor({ platform: 'linux', env, allowOverride: true, log })).toEqual([
      { kind: 'file', path: '/tmp/test-policy.json', owner: null },
    ])
    expect(log).not.toHaveBeenCalled()
    expect(policySourcesFor({ platform: 'linux', env, allowOverride: false, log })).toEqual(LINUX)
    expect(log).toHaveBeenCalledWith(expect.stringContaining('an installed app reads only'))
    // On Windows too: an installed app reads the registry, whatever the override says.
    expect(policySourcesFor({ platform: 'win32', env, allowOverride: false, log })).toEqual(
      machinePolicySources('win32'),
    )
  })

  it('reads the override as a development file: every check but who owns it', () => {
    expect(developmentPolicyFile('/tmp/x.json')).toEqual({ kind: 'file', path: '/tmp/x.json', owner: null })
  })

  it('ignores a relative override, and says so', () => {
    const log = vi.fn()
    const relative = { [POLICY_FILE_VARIABLE]: 'policy.json' }
    expect(policySourcesFor({ platform: 'linux', env: relative, allowOverride: true, log })).toEqual(LINUX)
    expect(log).toHaveBeenCalledWith(expect.stringContaining('must be an absolute path'))
  })

  it('reads the override by the name the developer docs give it', () => {
    const named = { CATALOG_BROWSER_POLICY_FILE: '/tmp/named-policy.json' }
    expect(policySourcesFor({ platform: 'linux', env: named, allowOverride: true, log: vi.fn() })).toEqual([
      developmentPolicyFile('/tmp/named-policy.json'),
    ])
  })

  it('judges the override absolute by the rules of the OS it runs on', () => {
    const log = vi.fn()
    const drive = { [POLICY_FILE_VARIABLE]: 'D:\\Test\\policy.json' }
    expect(policySourcesFor({ platform: 'win32', env: drive, allowOverride: true, log })).toEqual([
      developmentPolicyFile('D:\\Test\\policy.json'),
    ])
    expect(log).not.toHaveBeenCalled()
    // A drive letter means nothing on Linux: a relative name there.
    expect(policySourcesFor({ platform: 'linux', env: drive, allowOverride: true, log })).toEqual(LINUX)
    expect(log).toHaveBeenCalledWith(expect.stringContaining('must be an absolute path'))
  })

  it('says nothing when no override is set', () => {
    const log = vi.fn()
    expect(policySourcesFor({ platform: 'linux', env: {}, allowOverride: false, log })).toEqual(LINUX)
    expect(policySourcesFor({ platform: 'linux', env: {}, allowOverride: true, log })).toEqual(LINUX)
    expect(log).not.toHaveBeenCalled()
  })
})
