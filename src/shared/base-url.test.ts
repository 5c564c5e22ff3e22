import { describe, expect, it } from 'vitest'
import { MAX_BASE_URL_LENGTH, normalizeBaseUrl } from './base-url'

describe('normalizeBaseUrl', () => {
  it('refuses a user name or password in the URL (the token is entered separately)', () => {
    for (const typed of [
      'https://agent@catalog.example.com',
      'https://agent:secret@catalog.example.com/api',
      'https://:secret@catalog.example.com',
    ]) {
      const result = normalizeBaseUrl(typed)
      expect(result.ok, typed).toBe(false)
      expect(!result.ok && result.message).toMatch(/user name and password/)
    }
  })

  it('applies the length limit to the normalised URL, which percent-encoding can make longer than typed', () => {
    const typed = `https://catalog.example.com/${'é'.repeat(700)}`
    expect(typed.length).toBeLessThan(MAX_BASE_URL_LENGTH)
    const result = normalizeBaseUrl(typed)
    expect(result.ok).toBe(false)
    expect(!result.ok && result.message).toMatch(/too long/)
  })

  it('accepts a URL whose normalised form is exactly at the limit', () => {
    const origin = 'https://catalog.example.com/'
    const typed = origin + 'a'.repeat(MAX_BASE_URL_LENGTH - origin.length)
    expect(normalizeBaseUrl(typed)).toEqual({ ok: true, baseUrl: typed })
    expect(normalizeBaseUrl(`${typed}a`).ok).toBe(false)
  })
})
