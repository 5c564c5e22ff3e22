import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { jsonNestingExceeds } from './json-depth'

const nested = (depth: number, open = '[', close = ']') => `${open.repeat(depth)}${close.repeat(depth)}`

describe('jsonNestingExceeds', () => {
  it('counts arrays and objects alike, up to the bound and one past it', () => {
    expect(jsonNestingExceeds(nested(16), 16)).toBe(false)
    expect(jsonNestingExceeds(nested(17), 16)).toBe(true)
    expect(jsonNestingExceeds('{"a":{"b":{"c":[1]}}}', 4)).toBe(false)
    expect(jsonNestingExceeds('{"a":{"b":{"c":[1]}}}', 3)).toBe(true)
  })

  it('counts depth, not brackets: siblings do not add up', () => {
    expect(jsonNestingExceeds(`[${Array.from({ length: 1000 }, () => '[[]]').join(',')}]`, 3)).toBe(false)
  })

  it('ignores brackets inside strings, escaped quotes and backslashes included', () => {
    expect(jsonNestingExceeds(JSON.stringify({ label: '[[[[[[{{{{{' }), 1)).toBe(false)
    expect(jsonNestingExceeds(JSON.stringify({ label: 'say \\"[[[[[" \\\\' }), 1)).toBe(false)
    // After an escaped backslash the quote does end the string, and the bracket counts.
    expect(jsonNestingExceeds('{"a":"\\\\",  "b":[[1]]}', 2)).toBe(true)
  })

  it('R5-4: finds the 30 KB file that overflowed the stack, in one pass', () => {
    expect(jsonNestingExceeds(nested(15_000), 16)).toBe(true)
    expect(jsonNestingExceeds(nested(15_000, '{"a":', '}'), 16)).toBe(true)
  })

  it('agrees with the depth JSON.parse builds, for any JSON value', () => {
    const depthOf = (value: unknown): number =>
      value !== null && typeof value === 'object' ? 1 + Math.max(0, ...Object.values(value).map(depthOf)) : 0
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), fc.integer({ min: 0, max: 9 }), (value, bound) => {
        const text = JSON.stringify(value)
        expect(jsonNestingExceeds(text, bound)).toBe(depthOf(value) > bound)
      }),
    )
  })
})
