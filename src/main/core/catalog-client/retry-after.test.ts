import { describe, expect, it } from 'vitest'
import { parseRetryAfter } from './retry-after'

const NOW = new Date('2024-05-01T12:00:00Z')

describe('parseRetryAfter', () => {
  it.each([
    [null, null],
    ['0', 0],
    ['17', 17],
    [' 5 ', 5],
    ['Wed, 01 May 2024 12:00:30 GMT', 30],
    ['Wed, 01 May 2024 11:59:00 GMT', 0],
    ['-3', null],
    ['1.5', null],
    ['soon', null],
    ['', null],
  ])('%j -> %j seconds', (header, expected) => {
    expect(parseRetryAfter(header, NOW)).toBe(expected)
  })
})
