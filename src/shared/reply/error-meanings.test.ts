import { describe, expect, it } from 'vitest'
import {
  ERROR_MEANING_IDS,
  ERROR_MEANINGS,
  errorMeaning,
  isErrorMeaning,
  type ErrorMeaning,
} from './error-meanings'

describe('errorMeaning', () => {
  it.each(ERROR_MEANINGS.map((meaning) => [meaning.id, meaning] as const))('finds %s', (id, meaning) => {
    expect(errorMeaning(id)).toBe(meaning)
  })

  it('refuses a meaning it does not know, naming it, instead of answering for another', () => {
    expect(() => errorMeaning('refunded' as ErrorMeaning)).toThrow(
      new Error('unknown error meaning refunded'),
    )
  })
})

describe('isErrorMeaning: a choice read back from a combobox or a stored table', () => {
  it.each(ERROR_MEANING_IDS)('accepts %s', (id) => {
    expect(isErrorMeaning(id)).toBe(true)
  })

  it.each([
    ['an unknown word', 'refunded'],
    ['an empty choice', ''],
    ['a number', 3],
    ['nothing', null],
    ['a list of one', ['trade_hold']],
  ])('refuses %s', (_case, value) => {
    expect(isErrorMeaning(value)).toBe(false)
  })
})
