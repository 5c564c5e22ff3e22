import { describe, expect, it } from 'vitest'
import { MAX_BASE_URL_LENGTH } from '../base-url'
import { normalisedBaseUrl } from './session'

const ok = (value: unknown) => normalisedBaseUrl.safeParse(value).success

describe('normalisedBaseUrl', () => {
  it('takes a base URL only as normalizeBaseUrl writes it', () => {
    expect(ok('https://catalog.example/api')).toBe(true)
    expect(ok('https://catalog.example/api/')).toBe(false)
    expect(ok('HTTPS://Catalog.Example/api')).toBe(false)
    expect(ok('https://catalog.example/api?page=2')).toBe(false)
    expect(ok('not a url')).toBe(false)
  })

  it('says what it expects', () => {
    expect(normalisedBaseUrl.safeParse('catalog.example').error?.issues[0]?.message).toBe(
      'expected a normalised catalog base URL such as https://catalog.example.com/api',
    )
  })

  it('refuses one longer than a base URL may be before reading it', () => {
    const base = 'https://catalog.example/'
    expect(ok(base + 'a'.repeat(MAX_BASE_URL_LENGTH - base.length))).toBe(true)
    expect(ok(base + 'a'.repeat(MAX_BASE_URL_LENGTH - base.length + 1))).toBe(false)
  })
})
