import { describe, expect, it } from 'vitest'
import type { AppError } from '../../shared/errors'
import { describeError, isUnreachable } from './error-text'

describe('describeError', () => {
  it('gives every kind a headline and keeps main’s message as the detail', () => {
    const errors: AppError[] = [
      {
        kind: 'network',
        message: 'Connection refused by 127.0.0.1:4010. Check that the catalog runs.',
        code: 'ECONNREFUSED',
      },
      { kind: 'unauthorized', message: 'The catalog rejected the token. Enter a valid token.' },
      { kind: 'invalid_url', message: 'Use https://.' },
      { kind: 'keychain_unavailable', message: 'No Secret Service.', reason: 'dbus' },
    ]
    const titles = errors.map((error) => describeError(error).title)
    expect(titles).toEqual([
      'The catalog is unreachable',
      'The catalog rejected the access token',
      'This base URL cannot be used',
      'The system keychain is not available',
    ])
    expect(describeError(errors[0]!).detail).toBe(errors[0]!.message)
  })

  it('adds what main cannot know: the wait asked for, the status, the mismatch path', () => {
    expect(
      describeError({ kind: 'rate_limited', message: 'Slow down.', retryAfterSeconds: 30 }).detail,
    ).toContain('wait 30 s')
    expect(describeError({ kind: 'server', message: 'Failed.', status: 503 }).title).toContain('HTTP 503')
    expect(
      describeError({ kind: 'bad_response', message: 'Unexpected shape.', status: 200, path: 'data.3.price' })
        .detail,
    ).toContain('data.3.price')
  })

  it('offers Retry only where trying again can help', () => {
    expect(describeError({ kind: 'timeout', message: 'x', timeoutMs: 20000 }).retryable).toBe(true)
    expect(describeError({ kind: 'not_found', message: 'x' }).retryable).toBe(false)
    expect(describeError({ kind: 'validation', message: 'x', fields: {} }).retryable).toBe(false)
  })
})

describe('isUnreachable', () => {
  it('covers network failures and timeouts only', () => {
    expect(isUnreachable({ kind: 'network', message: '', code: null })).toBe(true)
    expect(isUnreachable({ kind: 'timeout', message: '', timeoutMs: 1 })).toBe(true)
    expect(isUnreachable({ kind: 'server', message: '', status: 500 })).toBe(false)
  })
})
