import { describe, expect, it } from 'vitest'
import { describeError, withoutTitle } from './error-text'

describe('error text never says the headline twice', () => {
  it('drops the headline from a detail that opens with it, status code first', () => {
    const text = describeError({
      kind: 'unauthorized',
      message:
        'The catalog rejected the access token (HTTP 401): it is wrong, incomplete or has expired. Paste a valid token and connect again.',
    })
    expect(text.title).toBe('The catalog rejected the access token')
    expect(text.detail).toBe(
      'HTTP 401: it is wrong, incomplete or has expired. Paste a valid token and connect again.',
    )
  })

  it('keeps a detail that says something else, and one that is only the headline', () => {
    expect(withoutTitle('Not found', 'No item with ID 7.')).toBe('No item with ID 7.')
    expect(withoutTitle('Cancelled', 'Cancelled')).toBe('Cancelled')
    expect(withoutTitle('Cancelled', 'cancelled. Nothing was written.')).toBe('Nothing was written.')
  })
})
