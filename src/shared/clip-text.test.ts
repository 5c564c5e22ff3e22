import { describe, expect, it } from 'vitest'
import { clipText } from './clip-text'

describe('clipText', () => {
  it('R3: keeps text within the bound and cuts longer text to exactly the bound, ending in …', () => {
    expect(clipText('abc', 3)).toBe('abc')
    expect(clipText('abcd', 3)).toBe('ab…')
    expect(clipText('x'.repeat(10_000), 2048)).toHaveLength(2048)
  })

  it('never leaves half a surrogate pair at the cut', () => {
    expect(clipText('a😀bc', 3)).toBe('a…')
    expect(clipText('ab😀c', 4)).toBe('ab…')
  })
})
