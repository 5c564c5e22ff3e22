import { describe, expect, it } from 'vitest'
import { isLoopbackHost, MAX_BASE_URL_LENGTH, normalizeBaseUrl } from './base-url'
import { inEnglish } from './i18n/english.test-support'
import { withEnglish } from './i18n/english.test-support'

describe('normalizeBaseUrl', () => {
  it('says where a stray space is, before anything about http or hosts', () => {
    for (const typed of [
      'http://127.0.0.1 :4710',
      'https://catalog .example.com',
      'catalog.example.com /api',
    ]) {
      const result = normalizeBaseUrl(typed)
      expect(withEnglish(result)).toStrictEqual({
        ok: false,
        message: `The base URL has a space in it, after "${typed.slice(0, typed.indexOf(' '))}". Remove it: an address has no spaces.`,
      })
    }
    expect(normalizeBaseUrl('  https://catalog.example.com  ')).toMatchObject({ ok: true })
    // Words before any address are not a stray space in one: the text is not a URL at all.
    const words = normalizeBaseUrl('my catalog.example.com')
    expect(words.ok).toBe(false)
    if (!words.ok) expect(inEnglish(words.message)).toMatch(/is not a URL/)
  })

  it('offers the address meant when part of :// is lost, instead of reading the scheme as a host', () => {
    const cases: [string, string][] = [
      ['http//127.0.0.1:4710', 'http://127.0.0.1:4710'],
      ['https:/catalog.example.com', 'https://catalog.example.com'],
      ['HTTPS:catalog.example.com', 'https://catalog.example.com'],
      ['https/catalog.example.com', 'https://catalog.example.com'],
      ['http//https-mirror.example.com', 'http://https-mirror.example.com'],
    ]
    for (const [typed, meant] of cases) {
      const result = normalizeBaseUrl(typed)
      expect(result.ok).toBe(false)
      if (!result.ok) expect(inEnglish(result.message)).toContain(`Did you mean ${meant}?`)
    }
    // Hosts that only begin with the letters of a scheme are hosts.
    expect(normalizeBaseUrl('httpbin.example.com')).toMatchObject({
      ok: true,
      baseUrl: 'https://httpbin.example.com',
    })
    expect(normalizeBaseUrl('https-catalog.example.com')).toMatchObject({ ok: true })
    // Only a scheme at the start is one: "http/" further along is a path.
    expect(normalizeBaseUrl('catalog.example.com/proxy/http/api')).toMatchObject({
      ok: true,
      baseUrl: 'https://catalog.example.com/proxy/http/api',
    })
  })

  it('refuses a user name or password in the URL (the token is entered separately)', () => {
    for (const typed of [
      'https://agent@catalog.example.com',
      'https://agent:secret@catalog.example.com/api',
      'https://:secret@catalog.example.com',
    ]) {
      const result = normalizeBaseUrl(typed)
      expect(result.ok, typed).toBe(false)
      expect(withEnglish(!result.ok && result.message)).toMatch(/user name and password/)
    }
  })

  it('applies the length limit to the normalised URL, which percent-encoding can make longer than typed', () => {
    const typed = `https://catalog.example.com/${'é'.repeat(700)}`
    expect(typed.length).toBeLessThan(MAX_BASE_URL_LENGTH)
    const result = normalizeBaseUrl(typed)
    expect(result.ok).toBe(false)
    expect(withEnglish(!result.ok && result.message)).toMatch(/too long/)
  })

  it('accepts a URL whose normalised form is exactly at the limit', () => {
    const origin = 'https://catalog.example.com/'
    const typed = origin + 'a'.repeat(MAX_BASE_URL_LENGTH - origin.length)
    expect(normalizeBaseUrl(typed)).toEqual({ ok: true, baseUrl: typed, notes: [] })
    expect(normalizeBaseUrl(`${typed}a`).ok).toBe(false)
  })

  const accepted = (typed: string) => {
    const result = normalizeBaseUrl(typed)
    if (!result.ok) throw new Error(`refused ${typed}: ${result.message}`)
    return result
  }
  const refusal = (typed: string) => {
    const result = normalizeBaseUrl(typed)
    if (result.ok) throw new Error(`accepted ${typed} as ${result.baseUrl}`)
    return result.message
  }

  it.each([
    ['https://catalog.example.com', 'https://catalog.example.com'],
    ['  https://catalog.example.com/  ', 'https://catalog.example.com'],
    ['https://catalog.example.com///', 'https://catalog.example.com'],
    ['https://Catalog.Example.com:443/api/', 'https://catalog.example.com/api'],
    ['https://catalog.example.com:8443/prefix/api', 'https://catalog.example.com:8443/prefix/api'],
    ['http://127.0.0.1:4010', 'http://127.0.0.1:4010'],
    ['http://127.1.2.3:4010/x', 'http://127.1.2.3:4010/x'],
    ['http://localhost:4010', 'http://localhost:4010'],
    ['http://[::1]:4010', 'http://[::1]:4010'],
  ])('keeps %s as %s, with nothing to say', (typed, baseUrl) => {
    expect(accepted(typed)).toEqual({ ok: true, baseUrl, notes: [] })
  })

  it.each([
    ['', /^"" is not a URL/],
    ['not a url at all', /^"not a url at all" is not a URL/],
    // A scheme further on is not a scheme: this reads as https://catalog.example.com/a?…
    ['catalog.example.com/a?next=https://x', /Remove the query/],
    ['ftp://catalog.example.com', /must start with https:\/\/ \(got ftp:\)/],
    ['http://catalog.example.com', /unencrypted/],
    ['http://128.0.0.1', /unencrypted/],
    ['http://localhost.example.com', /unencrypted/],
    ['https://catalog.example.com/?page=2', /Remove the query/],
    ['https://catalog.example.com/#top', /Remove the query/],
  ])('refuses %s, saying why', (typed, message) => {
    expect(withEnglish(refusal(typed))).toMatch(message)
  })

  it('reads host:port without a scheme as http on this computer and https anywhere else, and says so', () => {
    expect(withEnglish(accepted('127.0.0.1:4710'))).toEqual({
      ok: true,
      baseUrl: 'http://127.0.0.1:4710',
      notes: [
        'No scheme was given: read as http://127.0.0.1:4710 (http, because the address is on this computer).',
      ],
    })
    expect(accepted('localhost:4010/api')).toMatchObject({
      baseUrl: 'http://localhost:4010/api',
    })
    expect(withEnglish(accepted('catalog.example.com'))).toEqual({
      ok: true,
      baseUrl: 'https://catalog.example.com',
      notes: ['No scheme was given: read as https://catalog.example.com (https).'],
    })
    expect(accepted('catalog.example.com:8443/api')).toMatchObject({
      baseUrl: 'https://catalog.example.com:8443/api',
    })
    expect(accepted('  127.0.0.1:4010  ')).toMatchObject({ baseUrl: 'http://127.0.0.1:4010' })
  })

  it('takes an endpoint path off the end (/v1, /v1/items, /v1/items/{id}) and says so', () => {
    for (const [typed, taken] of [
      ['https://catalog.example.com/api/v1', '/v1'],
      ['https://catalog.example.com/api/v1/items', '/v1/items'],
      ['https://catalog.example.com/api/v1/items/', '/v1/items'],
      ['https://catalog.example.com/api/V1/Items/1042', '/V1/Items/1042'],
    ] as const) {
      const result = accepted(typed)
      expect(result.baseUrl, typed).toBe('https://catalog.example.com/api')
      expect(withEnglish(result.notes), typed).toEqual([
        `Took ${taken} off the end: that is an endpoint; the app adds /v1/items itself.`,
      ])
    }
    expect(accepted('127.0.0.1:4710/v1/items').notes).toHaveLength(2)
    // Only at the end, and only whole segments.
    expect(accepted('https://catalog.example.com/v1x').baseUrl).toBe('https://catalog.example.com/v1x')
    expect(accepted('https://catalog.example.com/v1/itemsx').baseUrl).toBe(
      'https://catalog.example.com/v1/itemsx',
    )
    expect(accepted('https://catalog.example.com/v1/other').baseUrl).toBe(
      'https://catalog.example.com/v1/other',
    )
    expect(accepted('https://catalog.example.com/v1/items/abc').baseUrl).toBe(
      'https://catalog.example.com/v1/items/abc',
    )
  })

  it('counts as loopback exactly 127.x.y.z, localhost and [::1]', () => {
    for (const host of ['127.0.0.1', '127.10.200.3', '127.255.255.255', 'localhost', '[::1]']) {
      expect(isLoopbackHost(host), host).toBe(true)
    }
    for (const host of [
      'x127.0.0.1',
      '127.0.0.1x',
      '127.0.0',
      '127.1.2.3.4',
      '127.a.b.c',
      '128.0.0.1',
      '',
      'local',
    ]) {
      expect(isLoopbackHost(host), host).toBe(false)
    }
  })
})
