import { describe, expect, it } from 'vitest'
import { MAX_ERROR_TEXT_CHARS, rowTextFor } from './error-row-text'
import { readError } from './error-table'

describe('rowTextFor: "Always read this error as …" saves what was read', () => {
  it.each([
    [
      'keeps every word and a code after "code"',
      'Inventory fetch failed with code 15.',
      'inventory fetch failed with code 15.',
    ],
    ['keeps an EResult and its name', 'EResult 15 AccessDenied', 'eresult 15 accessdenied'],
    ['keeps an HTTP status', 'Upstream HTTP 503', 'upstream http 503'],
    [
      'keeps error, errno, result and status codes',
      'error 7 errno 8 result 9 status 10',
      'error 7 errno 8 result 9 status 10',
    ],
    [
      'keeps the bracketed code that ends a Steam message',
      'Please try again later. (26)',
      'please try again later. (26)',
    ],
    [
      'turns IDs and quoted values into `*`',
      'Offer 6123456789 failed: upstream said "busy" (code 42)',
      'offer * failed: upstream said * (code 42)',
    ],
    [
      'turns a date into one `*`',
      'Sent 2026-11-21 18:57:10 and the offer was declined',
      'sent * and the offer was declined',
    ],
    [
      'turns a quoted name into `*`',
      "Cannot move asset 'Redline' to the receiving account",
      'cannot move asset * to the receiving account',
    ],
    ['turns URL values into `*`', 'new/?partner=123&token=AbCdEfGh failed', 'new/?partner=*&token=* failed'],
    ['turns hex codes into `*`', 'hash a3f9c2e1d4 and 0x1F', 'hash * and *'],
    ['turns a number in brackets mid-text into `*`', 'Offer (42) failed', 'offer (*) failed'],
    [
      'turns a bracketed number into `*` when more follows',
      'Offer (42) failed (see log)',
      'offer (*) failed (see log)',
    ],
    ['turns a last number into `*` when no bracket opens it', 'Offer failed 26)', 'offer failed *)'],
    [
      'keeps a bracketed code before a full stop',
      'Please try again later. (26).',
      'please try again later. (26).',
    ],
    ['turns a code word after a clause break into `*`', 'failed with code: 15', 'failed with code: *'],
    ['turns a non-integer after a code word into `*`', 'code 1.5 failed', 'code * failed'],
    ['keeps an error of volatile parts alone as written', '"x" 42', '"x" 42'],
    ['folds case and white space', '  Upstream   REFUSED  ', 'upstream refused'],
  ])('%s', (_what, error, row) => {
    expect(rowTextFor(error)).toBe(row)
  })

  it('saves a row that reads the error it came from, and the next like it', () => {
    for (const error of [
      'Offer 61 failed: upstream said "busy" (code 42)',
      'Sent 2026-11-21 18:57:10, then 0x1F',
    ]) {
      const table = [{ contains: rowTextFor(error), means: 'checking' as const }]
      expect(readError(error, table).kind).toBe('read')
    }
    const table = [{ contains: rowTextFor('Offer 61 failed with code 15'), means: 'checking' as const }]
    expect(readError('Offer 99 failed with code 15', table).kind).toBe('read')
    expect(readError('Offer 99 failed with code 16', table).kind).toBe('unknown')
  })

  it(`keeps a row within ${MAX_ERROR_TEXT_CHARS} characters, never ending in half a word`, () => {
    const error = `${'upstream trace '.repeat(13)}abcdefghijklmnopqrstuvwxyz`
    const row = rowTextFor(error)
    expect(row.length).toBeLessThanOrEqual(MAX_ERROR_TEXT_CHARS)
    expect(row).toBe('upstream trace '.repeat(13).trimEnd())
    expect(rowTextFor('x'.repeat(MAX_ERROR_TEXT_CHARS - 1) + ' y')).toBe('x'.repeat(MAX_ERROR_TEXT_CHARS - 1))
    expect(rowTextFor('x'.repeat(MAX_ERROR_TEXT_CHARS))).toHaveLength(MAX_ERROR_TEXT_CHARS)
    expect(rowTextFor(`${'a '.repeat(99)}b. c`)).toBe(`${'a '.repeat(99)}b.`)
    // A code cut in two, and a word going on with a combining mark, are left out whole.
    expect(rowTextFor(`${'x'.repeat(193)} code 12345`)).toBe(`${'x'.repeat(193)} code`)
    expect(rowTextFor(`${'a '.repeat(99)}\u0915\u0915\u094d`)).toBe('a '.repeat(99).trimEnd())
    expect(rowTextFor(`${'a '.repeat(99)}bc`)).toBe(`${'a '.repeat(99)}bc`)
    // A single word longer than the limit keeps its first part.
    expect(rowTextFor('y'.repeat(MAX_ERROR_TEXT_CHARS + 5))).toBe('y'.repeat(MAX_ERROR_TEXT_CHARS))
  })
})
