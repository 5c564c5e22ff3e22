import { describe, expect, it } from 'vitest'
import { parseArgs } from './cli-args'

describe('parseArgs', () => {
  it('runs everything, builds first and does not check by default', () => {
    expect(parseArgs([])).toEqual({ check: false, build: true, only: null, repeat: 1, help: false })
  })

  it('reads --check, --no-build and --only', () => {
    expect(parseArgs(['--check', '--no-build', '--only=render,heap'])).toEqual({
      check: true,
      build: false,
      only: ['render', 'heap'],
      repeat: 1,
      help: false,
    })
  })

  it('refuses unknown groups and unknown options with their names', () => {
    expect(() => parseArgs(['--only=render,speed'])).toThrow(/unknown: speed/)
    expect(() => parseArgs(['--only='])).toThrow(/one or more/)
    expect(() => parseArgs(['--chek'])).toThrow(/unknown option "--chek"/)
  })

  it('reads --repeat=N from 1 to 10 and refuses anything else', () => {
    expect(parseArgs(['--repeat=3']).repeat).toBe(3)
    expect(parseArgs(['--repeat=10']).repeat).toBe(10)
    for (const bad of ['--repeat=0', '--repeat=11', '--repeat=2.5', '--repeat=', '--repeat=x']) {
      expect(() => parseArgs([bad]), bad).toThrow(/--repeat takes a whole number from 1 to 10/)
    }
  })
})
