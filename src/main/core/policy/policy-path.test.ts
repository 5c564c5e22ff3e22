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
})
