import { describe, expect, it } from 'vitest'
import {
  appId,
  decimalString,
  imageUrl,
  itemHash,
  microTimestamp,
  positiveId,
  serverTimestamp,
  tradeUrl,
} from './formats'
import { isHttpUrl } from './urls'

const accepts = (schema: { safeParse(value: unknown): { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success

describe('decimalString', () => {
  it.each(['0.00', '12.50', '1234.56', '123456789012345.99'])('accepts %j', (value) => {
    expect(accepts(decimalString, value)).toBe(true)
  })
  it.each([
    '12.5',
    '12',
    '12.500',
    '-1.00',
    '1,00',
    ' 1.00',
    '1.00 ',
    '.50',
    '1e2',
    '',
    'NaN',
    '1234567890123456.00',
    12.5,
    null,
  ])('refuses %j', (value) => {
    expect(accepts(decimalString, value)).toBe(false)
  })
  it('says what it expected', () => {
    const result = decimalString.safeParse('12.5')
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toContain('two fraction digits')
  })
})

describe('microTimestamp (bought_at)', () => {
  it.each([
    '2024-05-01T12:30:00.123456Z',
    '2024-02-29T23:59:59.000000Z',
    '1999-12-31T00:00:00.999999Z',
    '0042-01-01T00:00:00.000000Z',
  ])('accepts %j', (value) => {
    expect(accepts(microTimestamp, value)).toBe(true)
  })
  it.each([
    '2024-02-30T00:00:00.000000Z',
    '2023-02-29T00:00:00.000000Z',
    '2024-13-01T00:00:00.000000Z',
    '2024-05-01T24:00:00.000000Z',
    '2024-05-01T12:60:00.000000Z',
    '2024-05-01T12:30:60.000000Z',
    '2024-05-01T12:30:00.123Z',
    '2024-05-01T12:30:00.1234567Z',
    '2024-05-01T12:30:00.123456',
    '2024-05-01T12:30:00.123456+02:00',
    '2024-05-01 12:30:00.123456Z',
    '2024-05-01T12:30:00Z',
    ' 2024-05-01T12:30:00.123456Z',
    '',
    1714566600,
  ])('refuses %j', (value) => {
    expect(accepts(microTimestamp, value)).toBe(false)
  })
})

describe('serverTimestamp (last_send, send_date, next_try, error_date)', () => {
  it.each(['2024-05-01 12:30:00', '2024-02-29 00:00:00', '2024-12-31 23:59:59'])('accepts %j', (value) => {
    expect(accepts(serverTimestamp, value)).toBe(true)
  })
  it.each([
    '2024-02-30 00:00:00',
    '2024-04-31 10:00:00',
    '2024-05-01 25:00:00',
    '2024-05-01T12:30:00',
    '2024-05-01 12:30:00Z',
    '2024-05-01 12:30:00.000000',
    '2024-5-1 1:2:3',
    '2024-05-01 12:30',
    '2024-05-01 12:30:00 ',
    '',
    null,
  ])('refuses %j', (value) => {
    expect(accepts(serverTimestamp, value)).toBe(false)
  })
})

describe('tradeUrl', () => {
  it.each([
    'https://steamcommunity.com/tradeoffer/new/?partner=123&token=AbCd1234',
    'https://steamcommunity.com/tradeoffer/new/?token=AbCd1234&partner=123&extra=1',
  ])('accepts %j', (value) => {
    expect(accepts(tradeUrl, value)).toBe(true)
  })
  it.each([
    ['missing token', 'https://steamcommunity.com/tradeoffer/new/?partner=123'],
    ['empty token', 'https://steamcommunity.com/tradeoffer/new/?partner=123&token='],
    ['missing partner', 'https://steamcommunity.com/tradeoffer/new/?token=AbCd1234'],
    ['not a URL', 'steamcommunity.com/tradeoffer/new/?partner=1&token=2'],
    ['javascript: URL', 'javascript:alert(1)//?partner=1&token=2'],
    ['ftp URL', 'ftp://example.com/?partner=1&token=2'],
    ['a number', 123],
  ])('refuses %s', (_label, value) => {
    expect(accepts(tradeUrl, value)).toBe(false)
  })
})

describe('identifiers and small formats', () => {
  it('positiveId takes safe positive integers only', () => {
    expect(accepts(positiveId, 1)).toBe(true)
    expect(accepts(positiveId, Number.MAX_SAFE_INTEGER)).toBe(true)
    for (const bad of [0, -1, 1.5, 2 ** 53, '1', null]) expect(accepts(positiveId, bad)).toBe(false)
  })

  it('appId takes non-negative integers', () => {
    expect(accepts(appId, 0)).toBe(true)
    expect(accepts(appId, 252490)).toBe(true)
    for (const bad of [-1, 7.3, '730']) expect(accepts(appId, bad)).toBe(false)
  })

  it('itemHash is short and alphanumeric', () => {
    expect(accepts(itemHash, 'e8giilk7bs3s')).toBe(true)
    for (const bad of ['', 'ab-c', 'ab c', 'x'.repeat(129)]) expect(accepts(itemHash, bad)).toBe(false)
  })

  it('imageUrl is lenient (a broken link must not drop a page) but bounded', () => {
    expect(accepts(imageUrl, 'not a url')).toBe(true)
    expect(accepts(imageUrl, 'x'.repeat(2049))).toBe(false)
  })

  it('isHttpUrl accepts only absolute http(s) URLs', () => {
    expect(isHttpUrl('https://example.com/a.png')).toBe(true)
    expect(isHttpUrl('http://127.0.0.1:4010/images/1.svg')).toBe(true)
    for (const bad of [
      '/images/1.svg',
      'data:image/svg+xml,<svg/>',
      'javascript:alert(1)',
      'file:///etc/passwd',
      '',
    ]) {
      expect(isHttpUrl(bad)).toBe(false)
    }
  })
})
