import { describe, expect, it } from 'vitest'
import { parseArgs } from './cli-args'

describe('parseArgs', () => {
  it('runs everything, builds first and does not check by default', () => {
    expect(parseArgs([])).toEqual({ check: false, build: true, only: null, help: false })
  })

  it('reads --check, --no-build and --only', () => {
    expect(parseArgs(['--check', '--no-build', '--only=render,heap'])).toEqual({
      check: true,
      build: false,
      only: ['render', 'heap'],
      help: false,
    })
  })

  it('refuses unknown groups and unknown options with their names', () => {
    expect(() => parseArgs(['--only=render,speed'])).toThrow(/unknown: speed/)
    expect(() => parseArgs(['--only='])).toThrow(/one or more/)
    expect(() => parseArgs(['--chek'])).toThrow(/unknown option "--chek"/)
  })
})
