import { describe, expect, it, vi } from 'vitest'
import { machinePolicyPath, POLICY_FILE_VARIABLE, policyPathFor } from './policy-path'

describe('machinePolicyPath', () => {
  it('is the machine-wide file of each OS', () => {
    expect(machinePolicyPath('linux', {})).toBe('/etc/catalog-browser/policy.json')
    expect(machinePolicyPath('darwin', {})).toBe('/Library/Application Support/Catalog Browser/policy.json')
    expect(machinePolicyPath('win32', { ProgramData: 'D:\\ProgramData' })).toBe(
      'D:\\ProgramData\\Catalog Browser\\policy.json',
    )
    expect(machinePolicyPath('win32', {})).toBe('C:\\ProgramData\\Catalog Browser\\policy.json')
  })
})

describe('policyPathFor', () => {
  const env = { [POLICY_FILE_VARIABLE]: '/tmp/test-policy.json' }

  it('takes an absolute override only where it is allowed (a copy that is not installed)', () => {
    const log = vi.fn()
    expect(policyPathFor({ platform: 'linux', env, allowOverride: true, log })).toBe('/tmp/test-policy.json')
    expect(log).not.toHaveBeenCalled()
    expect(policyPathFor({ platform: 'linux', env, allowOverride: false, log })).toBe(
      '/etc/catalog-browser/policy.json',
    )
    expect(log).toHaveBeenCalledWith(expect.stringContaining('an installed app reads only'))
  })

  it('ignores a relative override, and says so', () => {
    const log = vi.fn()
    const relative = { [POLICY_FILE_VARIABLE]: 'policy.json' }
    expect(policyPathFor({ platform: 'linux', env: relative, allowOverride: true, log })).toBe(
      '/etc/catalog-browser/policy.json',
    )
    expect(log).toHaveBeenCalledWith(expect.stringContaining('must be an absolute path'))
  })

  it('reads the override by the name the developer docs give it', () => {
    const log = vi.fn()
    const named = { CATALOG_BROWSER_POLICY_FILE: '/tmp/named-policy.json' }
    expect(policyPathFor({ platform: 'linux', env: named, allowOverride: true, log })).toBe(
      '/tmp/named-policy.json',
    )
  })

  it('judges the override absolute by the rules of the OS it runs on', () => {
    const log = vi.fn()
    const drive = { [POLICY_FILE_VARIABLE]: 'D:\\Test\\policy.json' }
    expect(policyPathFor({ platform: 'win32', env: drive, allowOverride: true, log })).toBe(
      'D:\\Test\\policy.json',
    )
    expect(log).not.toHaveBeenCalled()
    // A drive letter means nothing on Linux: a relative name there.
    expect(policyPathFor({ platform: 'linux', env: drive, allowOverride: true, log })).toBe(
      '/etc/catalog-browser/policy.json',
    )
    expect(log).toHaveBeenCalledWith(expect.stringContaining('must be an absolute path'))
  })

  it('says nothing when no override is set', () => {
    const log = vi.fn()
    expect(policyPathFor({ platform: 'linux', env: {}, allowOverride: false, log })).toBe(
      '/etc/catalog-browser/policy.json',
    )
    expect(policyPathFor({ platform: 'linux', env: {}, allowOverride: true, log })).toBe(
      '/etc/catalog-browser/policy.json',
    )
    expect(log).not.toHaveBeenCalled()
  })
})
