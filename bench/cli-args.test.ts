import { describe, expect, it } from 'vitest'
import { parseArgs } from './cli-args'

describe('parseArgs', () => {
  it('runs everything, builds first and does not check by default', () => {
    expect(parseArgs([])).toEqual({ check: false, build: true, only: null, repeat: 1 })
  })

  it('reads --check, --no-build and --only', () => {
    expect(parseArgs(['--check', '--no-build', '--only=render,shift'])).toEqual({
      check: true,
      build: false,
      only: ['render', 'shift'],
      repeat: 1,
    })
    expect(parseArgs(['--only', 'export']).only).toEqual(['export'])
  })

  it('refuses unknown groups, options and arguments with their names', () => {
    expect(() => parseArgs(['--only=render,speed'])).toThrow(/unknown: speed/)
    expect(() => parseArgs(['--only=render,server'])).toThrow(/one or more of request, lookup, bundle/)
    expect(() => parseArgs(['--only='])).toThrow(/one or more/)
    expect(() => parseArgs(['--chek'])).toThrow(/Unknown option '--chek'/)
    expect(() => parseArgs(['render'])).toThrow(/Unexpected argument 'render'/)
  })

  it('refuses a value for a switch and a missing value for --only and --repeat', () => {
    expect(() => parseArgs(['--check=yes'])).toThrow(/Option '--check' does not take an argument/)
    expect(() => parseArgs(['--only'])).toThrow(/Option '--only <value>' argument missing/)
    expect(() => parseArgs(['--repeat'])).toThrow(/Option '--repeat <value>' argument missing/)
  })

  it('reads --repeat=N from 1 to 10 and refuses anything else', () => {
    expect(parseArgs(['--repeat=3']).repeat).toBe(3)
    expect(parseArgs(['--repeat', '10']).repeat).toBe(10)
    for (const bad of ['--repeat=0', '--repeat=11', '--repeat=2.5', '--repeat=', '--repeat=x']) {
      expect(() => parseArgs([bad]), bad).toThrow(/--repeat takes a whole number from 1 to 10/)
    }
  })
})
