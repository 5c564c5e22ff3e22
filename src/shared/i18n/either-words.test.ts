import { describe, expect, it } from 'vitest'
import { inEnglish } from './english.test-support'
import type { WordValue } from './words'
import { both, either } from './either-words'

const english = (value: WordValue) => (typeof value === 'object' ? inEnglish(value) : String(value))

describe('either and both', () => {
  it('join the parts one message at a time, in their order', () => {
    expect(english(either(['AK-47', 'AWP', 'M4A1']))).toBe('AK-47 or AWP or M4A1')
    expect(english(both(['AK-47', 'AWP', 'M4A1']))).toBe('AK-47 and AWP and M4A1')
  })

  it('give one part as it is, and nothing for none', () => {
    expect(either(['AWP'])).toBe('AWP')
    expect(both([7])).toBe(7)
    expect(either([])).toBe('')
    expect(both([])).toBe('')
  })

  it('nest the rest inside each join, so a language may reorder the whole rest', () => {
    expect(either(['a', 'b', 'c'])).toStrictEqual({
      id: 'filters.or',
      values: { first: 'a', rest: { id: 'filters.or', values: { first: 'b', rest: 'c' } } },
    })
  })
})
